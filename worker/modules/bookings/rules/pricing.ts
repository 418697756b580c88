/**
 * The one quote function (spec §9), pure, so the server charges by it and the SPA shows the same
 * lines: the RV's rental lines (nightly, weekend, season, weekly or monthly rates), nights × venue
 * price (if chosen), the delivery fee (if chosen), the owner's preparation fee, add-ons, a
 * promotion's discount and sales taxes. A price is a list of lines and their total; deposits and
 * refunds join as lines of their own. Integer cents throughout.
 */
import { toDayNumber } from '../../../lib/shared/dates'
import { PLAIN_RATE_CARD, type AddOn, type RateCard, type SalesTax } from '../../../lib/shared/rate-card'
import { lineTaxCents } from '../../../lib/shared/tax'
import { rentalLines } from './rental-rates'

/** Nights between pickup and return: the day difference, rounded up (spec §5/§9). */
export const nightsBetween = (startDate: string, endDate: string) =>
  Math.ceil(toDayNumber(endDate) - toDayNumber(startDate))

// The quote's shape is shared with the bookings table, which stores the quote a booking was sold at.
import type { Quote, QuoteAllowances, QuoteLine, QuoteLineCode } from '../../../lib/shared/quote'

export type { Quote, QuoteLine }

export interface QuoteInput {
  startDate: string
  endDate: string
  rv: { name: string; pricePerNightCents: number }
  venue?: { name: string; pricePerNightCents: number } | null
  /**
   * A partner's site booked with the RV: its nights are their own line ('Site 12 at Pine Cove
   * (3 nights)') in place of the venue's, never taxed nor discounted by the RV owner's card and codes.
   */
  site?: { spotNumber: string; venueName: string; pricePerNightCents: number } | null
  delivery?: { name: string; feeCents: number } | null
  /**
   * A promotion code's discount, in hundredths of its unit: basis points off the stay for
   * 'percentage' (15% = 1500), cents off for 'fixed'. Never more than the stay costs.
   */
  discount?: { code: string; type: 'percentage' | 'fixed'; value: number } | null
  /** The RV's rate rules; none prices as nights × nightly price, exactly as before rate cards. */
  rates?: RateCard | null
  /** Chosen add-ons; the caller has checked each quantity with `addOnRefusal` (nothing is clamped). */
  addOns?: { addOn: AddOn; quantity: number }[]
}

const line = (code: QuoteLineCode, label: string, quantity: number, unitCents: number): QuoteLine => ({
  code,
  label,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
})

const sumOf = (lines: QuoteLine[]) => lines.reduce((sum, { amountCents }) => sum + amountCents, 0)

/**
 * Marks a line taxable. The key is only ever `true`: a quote without taxes (every RV before rate
 * cards) must keep exactly the lines it always had, so stored quotes and their tests stay equal.
 */
const taxableIf = (taxable: boolean, quoteLine: QuoteLine): QuoteLine =>
  taxable ? { ...quoteLine, taxable: true } : quoteLine

/** The cents a discount takes off `subtotalCents` (percentages rounded to the nearest cent). */
export function discountCents(discount: NonNullable<QuoteInput['discount']>, subtotalCents: number) {
  const off = discount.type === 'percentage' ? Math.round((subtotalCents * discount.value) / 10_000) : discount.value
  return Math.min(Math.max(0, off), subtotalCents)
}

/** A rate in thousandths of a percent as the renter reads it: 8875 → '8.875 %', 8000 → '8 %'. */
export function formatTaxRate(rateMilliPercent: number) {
  const whole = Math.floor(rateMilliPercent / 1000)
  const fraction = String(rateMilliPercent % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction} %` : `${whole} %`
}

/** How many of an add-on a stay charges for one chosen: once, per night, or per day (nights + 1). */
const addOnUnits = (addOn: AddOn, nights: number) =>
  addOn.unit === 'per_stay' ? 1 : addOn.unit === 'per_night' ? nights : nights + 1

function addOnLines(addOns: NonNullable<QuoteInput['addOns']>, nights: number, taxed: boolean) {
  return addOns
    .filter(({ quantity }) => quantity > 0)
    .map(({ addOn, quantity }) => {
      const chosen = line('add_on', addOn.name, addOnUnits(addOn, nights) * quantity, addOn.priceCents)
      return { ...taxableIf(taxed && addOn.taxable, chosen), addOnId: addOn.id }
    })
}

/**
 * One tax's line: its rate on each taxable line, rounded per line (as a refund gives back each
 * line's part), summed. A discount larger than the taxable lines (it can come off untaxed add-ons
 * too) never turns the tax into a credit.
 */
function taxLine(tax: SalesTax, lines: QuoteLine[]): QuoteLine {
  const cents = lines
    .filter((taxedLine) => taxedLine.taxable)
    .reduce((sum, taxedLine) => sum + lineTaxCents(taxedLine.amountCents, tax.rateMilliPercent), 0)
  return {
    ...line('tax', `${tax.name} (${formatTaxRate(tax.rateMilliPercent)})`, 1, Math.max(0, cents)),
    rateMilliPercent: tax.rateMilliPercent,
  }
}

/** What the stay includes, told before booking (charged after the trip, never in this quote). */
function allowancesOf(rates: RateCard, nights: number): QuoteAllowances | null {
  if (rates.milesPerDay === null && rates.generatorHoursPerDay === null) return null
  const days = nights + 1
  return {
    miles: rates.milesPerDay === null ? null : rates.milesPerDay * days,
    extraMileCents: rates.extraMileCents,
    generatorHours: rates.generatorHoursPerDay === null ? null : rates.generatorHoursPerDay * days,
    extraGeneratorHourCents: rates.extraGeneratorHourCents,
  }
}

/** 'Site 12 at Pine Cove (3 nights)' */
export const siteLineLabel = (site: { spotNumber: string; venueName: string }, nights: number) =>
  `Site ${site.spotNumber} at ${site.venueName} (${nights} ${nights === 1 ? 'night' : 'nights'})`

/** Every line before the discount and taxes, each marked taxable as the owner's card says. */
function chargeLines(input: QuoteInput, rates: RateCard, nights: number): QuoteLine[] {
  const { startDate, endDate, rv, venue, site, delivery } = input
  // Taxable marks only mean something when there is a tax to charge on them.
  const taxed = rates.taxes.length > 0
  const rentalTaxed = taxed && rates.taxable.rental
  const lines = rentalLines({ startDate, endDate, rv, rates }).map((rental) => taxableIf(rentalTaxed, rental))
  if (site) lines.push(line('site_nights', siteLineLabel(site, nights), nights, site.pricePerNightCents))
  else if (venue) lines.push(taxableIf(rentalTaxed, line('venue_nights', venue.name, nights, venue.pricePerNightCents)))
  if (delivery) {
    const fee = line('delivery', `Delivery: ${delivery.name}`, 1, delivery.feeCents)
    lines.push(taxableIf(taxed && rates.taxable.delivery, fee))
  }
  if (rates.prepFeeCents !== null && rates.prepFeeCents > 0) {
    const fee = line('prep_fee', 'Preparation fee', 1, rates.prepFeeCents)
    lines.push(taxableIf(taxed && rates.taxable.prepFee, fee))
  }
  return [...lines, ...addOnLines(input.addOns ?? [], nights, taxed)]
}

export function quoteBooking(input: QuoteInput): Quote {
  const rates = input.rates ?? PLAIN_RATE_CARD
  const nights = Math.max(0, nightsBetween(input.startDate, input.endDate))
  const lines = chargeLines(input, rates, nights)
  if (input.discount) {
    // The discount comes off the stay, so it lowers the tax wherever the rental is taxed.
    // A partner's site nights are not the owner's to discount.
    const discounted = lines.filter((charge) => charge.code !== 'site_nights')
    const off = line('discount', `Code ${input.discount.code}`, 1, -discountCents(input.discount, sumOf(discounted)))
    lines.push(taxableIf(rates.taxes.length > 0 && rates.taxable.rental, off))
  }
  // No tax line at all when nothing is taxable; a taxable stay shows its tax even at 0 cents.
  if (lines.some((taxedLine) => taxedLine.taxable)) lines.push(...rates.taxes.map((tax) => taxLine(tax, lines)))
  const allowances = allowancesOf(rates, nights)
  return { nights, lines, totalCents: sumOf(lines), ...(allowances ? { allowances } : {}) }
}
