/** Sales tax in the one quote function: per taxable line, rounded half-up; and an RV with no rules prices as the spec's rule. */
import { describe, expect, it } from 'vitest'
import { addDays } from '../../worker/lib/shared/dates'
import { PLAIN_RATE_CARD, type AddOn, type RateCard } from '../../worker/lib/shared/rate-card'
import { formatTaxRate, quoteBooking, type QuoteInput } from '../../worker/modules/bookings/rules/pricing'

const rv = { name: 'Dune Cruiser', pricePerNightCents: 20_000 }
const card = (rules: Partial<RateCard>): RateCard => ({ ...PLAIN_RATE_CARD, ...rules })
const MONDAY = '2031-07-07'
/** A stay of `nights` nights from a Monday, so no weekend rule is in play unless a test sets one. */
const stay = (nights: number, rates: RateCard, more: Partial<QuoteInput> = {}) =>
  quoteBooking({ startDate: MONDAY, endDate: addDays(MONDAY, nights), rv, rates, ...more })

describe('sales tax', () => {
  const taxable = { rental: true, prepFee: true, delivery: true }

  it('formats rates as the renter reads them', () => {
    expect(formatTaxRate(8_875)).toBe('8.875 %')
    expect(formatTaxRate(6_000)).toBe('6 %')
    expect(formatTaxRate(2_250)).toBe('2.25 %')
    expect(formatTaxRate(10_050)).toBe('10.05 %')
  })

  it('rounds each taxable line half up and sums them (not the rounded sum), skipping untaxed lines', () => {
    const rates = card({ prepFeeCents: 400, taxes: [{ name: 'Sales tax', rateMilliPercent: 8_875 }], taxable })
    const chairs: AddOn = {
      id: 'a1',
      name: 'Camp chairs',
      priceCents: 1_000,
      unit: 'per_stay',
      maxQuantity: 2,
      taxable: false,
    }
    const quote = quoteBooking({
      startDate: MONDAY,
      endDate: addDays(MONDAY, 2),
      rv: { name: 'Dune Cruiser', pricePerNightCents: 12_060 },
      delivery: { name: 'LAX RV depot', feeCents: 7_560 },
      rates,
      addOns: [{ addOn: chairs, quantity: 1 }],
    })
    // 24120 × 8.875 % = 2140.65 → 2141; 7560 → 670.95 → 671; 400 → 35.5 → 36 (half up): 2848.
    // Rounding the sum instead would give 32080 × 8.875 % = 2847.1 → 2847.
    expect(quote.lines).toEqual([
      { code: 'rv_nights', label: 'Dune Cruiser', quantity: 2, unitCents: 12_060, amountCents: 24_120, taxable: true },
      {
        code: 'delivery',
        label: 'Delivery: LAX RV depot',
        quantity: 1,
        unitCents: 7_560,
        amountCents: 7_560,
        taxable: true,
      },
      { code: 'prep_fee', label: 'Preparation fee', quantity: 1, unitCents: 400, amountCents: 400, taxable: true },
      { code: 'add_on', label: 'Camp chairs', quantity: 1, unitCents: 1_000, amountCents: 1_000, addOnId: 'a1' },
      {
        code: 'tax',
        label: 'Sales tax (8.875 %)',
        quantity: 1,
        unitCents: 2_848,
        amountCents: 2_848,
        rateMilliPercent: 8_875,
      },
    ])
    // 24120 + 7560 + 400 + 1000 + 2848
    expect(quote.totalCents).toBe(35_928)
  })

  it('adds one line per tax rate, in the card’s order, after everything they tax', () => {
    const rates = card({
      taxes: [
        { name: 'State tax', rateMilliPercent: 6_000 },
        { name: 'County tax', rateMilliPercent: 2_250 },
      ],
      taxable: { rental: true, prepFee: false, delivery: true },
      prepFeeCents: 5_000,
    })
    const quote = stay(2, rates, {
      rv: { name: 'Dune Cruiser', pricePerNightCents: 10_010 },
      delivery: { name: 'LAX RV depot', feeCents: 3_333 },
    })
    // State 6 %: 20020 → 1201.2 → 1201, 3333 → 199.98 → 200: 1401.
    // County 2.25 %: 20020 → 450.45 → 450, 3333 → 74.9925 → 75: 525. The prep fee is not taxed.
    expect(quote.lines.map(({ code, taxable: marked }) => [code, marked])).toEqual([
      ['rv_nights', true],
      ['delivery', true],
      ['prep_fee', undefined],
      ['tax', undefined],
      ['tax', undefined],
    ])
    expect(quote.lines.slice(3)).toEqual([
      {
        code: 'tax',
        label: 'State tax (6 %)',
        quantity: 1,
        unitCents: 1_401,
        amountCents: 1_401,
        rateMilliPercent: 6_000,
      },
      {
        code: 'tax',
        label: 'County tax (2.25 %)',
        quantity: 1,
        unitCents: 525,
        amountCents: 525,
        rateMilliPercent: 2_250,
      },
    ])
    // 20020 + 3333 + 5000 + 1401 + 525
    expect(quote.totalCents).toBe(30_279)
  })

  it('takes a discount off the whole stay before tax, lowering the tax on a taxable rental', () => {
    const rates = card({
      prepFeeCents: 5_000,
      taxes: [{ name: 'Sales tax', rateMilliPercent: 10_000 }],
      taxable: { rental: true, prepFee: false, delivery: false },
    })
    const discount = { code: 'TRIP10', type: 'percentage' as const, value: 1_000 }
    const quote = stay(3, rates, { discount })
    // 10 % of (60000 + 5000) = 6500 off; tax 10 % of 60000 − 10 % of 6500 = 6000 − 650 = 5350.
    expect(quote.lines.slice(2)).toEqual([
      { code: 'discount', label: 'Code TRIP10', quantity: 1, unitCents: -6_500, amountCents: -6_500, taxable: true },
      {
        code: 'tax',
        label: 'Sales tax (10 %)',
        quantity: 1,
        unitCents: 5_350,
        amountCents: 5_350,
        rateMilliPercent: 10_000,
      },
    ])
    // 60000 + 5000 − 6500 + 5350
    expect(quote.totalCents).toBe(63_850)
    // Untaxed rental: the discount line carries no mark and there is no tax line at all.
    const untaxed = stay(3, card({ ...rates, taxable: { rental: false, prepFee: false, delivery: false } }), {
      discount,
    })
    expect(untaxed.lines.map((line) => line.code)).toEqual(['rv_nights', 'prep_fee', 'discount'])
    expect(untaxed.lines.some((line) => 'taxable' in line)).toBe(false)
    expect(untaxed.totalCents).toBe(58_500)
  })

  it('never turns the tax into a credit when a discount also comes off untaxed lines', () => {
    const rates = card({
      prepFeeCents: 50_000,
      taxes: [{ name: 'Sales tax', rateMilliPercent: 10_000 }],
      taxable: { rental: true, prepFee: false, delivery: false },
    })
    // 40000 taxed, 50000 not; 45000 off: 10 % of (40000 − 45000) would be −500.
    const quote = stay(2, rates, { discount: { code: 'BIG', type: 'fixed', value: 45_000 } })
    expect(quote.lines.at(-1)).toMatchObject({ code: 'tax', amountCents: 0 })
    expect(quote.totalCents).toBe(45_000)
  })

  it('marks nothing taxable when the owner charges no tax', () => {
    const quote = stay(2, card({ prepFeeCents: 1_000, taxable }), { delivery: { name: 'Depot', feeCents: 500 } })
    expect(quote.lines.some((line) => 'taxable' in line)).toBe(false)
    expect(quote.totalCents).toBe(41_500)
  })
})

describe('an RV without rate rules', () => {
  it('quotes exactly the same with the plain rate card as with none', () => {
    const input = {
      startDate: '2031-07-10',
      endDate: '2031-07-24',
      rv,
      venue: { name: 'Pine Ridge', pricePerNightCents: 4_550 },
      delivery: { name: 'LAX RV depot', feeCents: 7_500 },
      discount: { code: 'TRIP15', type: 'percentage' as const, value: 1_500 },
    }
    const plain = quoteBooking(input)
    // 14 nights × 20000 and × 4550, delivery, 15 % off 351200 = 52680.
    expect(plain.totalCents).toBe(351_200 - 52_680)
    expect(JSON.stringify(quoteBooking({ ...input, rates: PLAIN_RATE_CARD, addOns: [] }))).toBe(JSON.stringify(plain))
    expect(JSON.stringify(quoteBooking({ ...input, rates: null }))).toBe(JSON.stringify(plain))
    const noNights = { startDate: '2031-07-03', endDate: '2031-07-01', rv }
    expect(quoteBooking({ ...noNights, rates: PLAIN_RATE_CARD })).toEqual({
      nights: 0,
      lines: [{ code: 'rv_nights', label: 'Dune Cruiser', quantity: 0, unitCents: 20_000, amountCents: 0 }],
      totalCents: 0,
    })
  })
})
