/**
 * The one quote function (spec §9), pure, so the server charges by it and the SPA shows the same
 * lines: nights × RV price, nights × venue price (if chosen), and the delivery fee (if chosen).
 * A price is a list of lines and their total; discounts, add-ons, fees, taxes, deposits and
 * refunds join as lines of their own. Integer cents throughout.
 */
import { toDayNumber } from '../../../lib/shared/dates'

/** Nights between pickup and return: the day difference, rounded up (spec §5/§9). */
export const nightsBetween = (startDate: string, endDate: string) =>
  Math.ceil(toDayNumber(endDate) - toDayNumber(startDate))

// The quote's shape is shared with the bookings table, which stores the quote a booking was sold at.
import type { Quote, QuoteLine, QuoteLineCode } from '../../../lib/shared/quote'

export type { Quote, QuoteLine }

export interface QuoteInput {
  startDate: string
  endDate: string
  rv: { name: string; pricePerNightCents: number }
  venue?: { name: string; pricePerNightCents: number } | null
  delivery?: { name: string; feeCents: number } | null
  /**
   * A promotion code's discount, in hundredths of its unit: basis points off the stay for
   * 'percentage' (15% = 1500), cents off for 'fixed'. Never more than the stay costs.
   */
  discount?: { code: string; type: 'percentage' | 'fixed'; value: number } | null
}

const line = (code: QuoteLineCode, label: string, quantity: number, unitCents: number): QuoteLine => ({
  code,
  label,
  quantity,
  unitCents,
  amountCents: quantity * unitCents,
})

const sumOf = (lines: QuoteLine[]) => lines.reduce((sum, { amountCents }) => sum + amountCents, 0)

/** The cents a discount takes off `subtotalCents` (percentages rounded to the nearest cent). */
export function discountCents(discount: NonNullable<QuoteInput['discount']>, subtotalCents: number) {
  const off = discount.type === 'percentage' ? Math.round((subtotalCents * discount.value) / 10_000) : discount.value
  return Math.min(Math.max(0, off), subtotalCents)
}

export function quoteBooking({ startDate, endDate, rv, venue, delivery, discount }: QuoteInput): Quote {
  const nights = Math.max(0, nightsBetween(startDate, endDate))
  const lines = [
    line('rv_nights', rv.name, nights, rv.pricePerNightCents),
    ...(venue ? [line('venue_nights', venue.name, nights, venue.pricePerNightCents)] : []),
    ...(delivery ? [line('delivery', `Delivery: ${delivery.name}`, 1, delivery.feeCents)] : []),
  ]
  if (discount) lines.push(line('discount', `Code ${discount.code}`, 1, -discountCents(discount, sumOf(lines))))
  return { nights, lines, totalCents: sumOf(lines) }
}
