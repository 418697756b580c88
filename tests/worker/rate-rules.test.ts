/**
 * An owner's rate rules in the one quote function: weekly and monthly rates, weekend and season
 * nights, minimum nights and no-turnover days, the preparation fee, add-ons, allowances (sales tax:
 * sales-tax-rules.test.ts). Every figure is worked out by hand in the test, so a changed rule fails here.
 */
import { describe, expect, it } from 'vitest'
import { addDays } from '../../worker/lib/shared/dates'
import { PLAIN_RATE_CARD, type AddOn, type RateCard } from '../../worker/lib/shared/rate-card'
import { quoteBooking, type QuoteInput } from '../../worker/modules/bookings/rules/pricing'
import { addOnRefusal, rateRefusal } from '../../worker/modules/bookings/rules/rate-refusal'

const rv = { name: 'Dune Cruiser', pricePerNightCents: 20_000 }
const card = (rules: Partial<RateCard>): RateCard => ({ ...PLAIN_RATE_CARD, ...rules })
const MONDAY = '2031-07-07'
/** A stay of `nights` nights from a Monday, so no weekend rule is in play unless a test sets one. */
const stay = (nights: number, rates: RateCard, more: Partial<QuoteInput> = {}) =>
  quoteBooking({ startDate: MONDAY, endDate: addDays(MONDAY, nights), rv, rates, ...more })

describe('weekly and monthly rates', () => {
  const weekly = card({ weeklyCents: 130_000 })

  it('prices 6 nights nightly and 7 nights at the weekly rate', () => {
    expect(stay(6, weekly).lines).toEqual([
      { code: 'rv_nights', label: 'Dune Cruiser', quantity: 6, unitCents: 20_000, amountCents: 120_000 },
    ])
    // 7 nights cost 140000 nightly; the week costs 130000.
    expect(stay(7, weekly)).toEqual({
      nights: 7,
      lines: [
        {
          code: 'rv_weekly',
          label: 'Dune Cruiser: 7 nights at the weekly rate',
          quantity: 1,
          unitCents: 130_000,
          amountCents: 130_000,
        },
      ],
      totalCents: 130_000,
    })
  })

  it('charges the issue’s example: 9 nights at $1,300 a week is $1,671.43', () => {
    // 130000 + 130000 × 2 / 7 = 130000 + 37142.86 → 167143
    expect(stay(9, weekly).lines).toEqual([
      {
        code: 'rv_weekly',
        label: 'Dune Cruiser: 9 nights at the weekly rate',
        quantity: 1,
        unitCents: 167_143,
        amountCents: 167_143,
      },
    ])
    expect(stay(9, weekly).totalCents).toBe(167_143)
  })

  it('uses the weekly rate up to 29 nights, and past 30 nights when there is no monthly rate', () => {
    // 29 nights: 130000 + 130000 × 22 / 7 = 130000 + 408571.43 → 538571
    expect(stay(29, weekly).lines).toMatchObject([{ code: 'rv_weekly', amountCents: 538_571 }])
    // 30 nights, no monthly rate: 130000 + 130000 × 23 / 7 = 130000 + 427142.86 → 557143
    expect(stay(30, weekly).lines).toMatchObject([
      { code: 'rv_weekly', label: 'Dune Cruiser: 30 nights at the weekly rate', amountCents: 557_143 },
    ])
  })

  it('uses the monthly rate from 30 nights, pro-rating nights past the month (half a cent up)', () => {
    const monthly = card({ weeklyCents: 130_000, monthlyCents: 400_000 })
    // 29 nights is still weekly, even with a monthly rate.
    expect(stay(29, monthly).lines).toMatchObject([{ code: 'rv_weekly', amountCents: 538_571 }])
    expect(stay(30, monthly).lines).toEqual([
      {
        code: 'rv_monthly',
        label: 'Dune Cruiser: 30 nights at the monthly rate',
        quantity: 1,
        unitCents: 400_000,
        amountCents: 400_000,
      },
    ])
    // 32 nights: 400000 + 400000 × 2 / 30 = 400000 + 26666.67 → 426667
    expect(stay(32, monthly).lines).toMatchObject([{ code: 'rv_monthly', amountCents: 426_667 }])
    // 31 nights at 100005 a month: 100005 + 100005 / 30 = 100005 + 3333.5 → 103339 (half up)
    expect(stay(31, card({ monthlyCents: 100_005 })).lines).toMatchObject([{ amountCents: 103_339 }])
  })

  it('never charges more than the nights would: a dearer week keeps the nightly lines', () => {
    const cheapNights = { name: 'Dune Cruiser', pricePerNightCents: 15_000 }
    // 7 × 15000 = 105000 is less than the 120000 week.
    expect(stay(7, card({ weeklyCents: 120_000 }), { rv: cheapNights }).lines).toEqual([
      { code: 'rv_nights', label: 'Dune Cruiser', quantity: 7, unitCents: 15_000, amountCents: 105_000 },
    ])
    // A week equal to the nights changes nothing either.
    expect(stay(7, card({ weeklyCents: 105_000 }), { rv: cheapNights }).lines).toMatchObject([
      { code: 'rv_nights', amountCents: 105_000 },
    ])
    // The monthly rate is weighed against the nightly total in the same way: 30 × 15000 = 450000.
    expect(stay(30, card({ monthlyCents: 460_000 }), { rv: cheapNights }).lines).toMatchObject([
      { code: 'rv_nights', quantity: 30, amountCents: 450_000 },
    ])
  })
})

describe('weekend and season nights', () => {
  const summer = { name: 'Summer peak', startDate: '2031-07-15', endDate: '2031-07-20', nightlyCents: 30_000 }

  it('splits a stay across a season boundary, counting the season’s first and last night', () => {
    const rates = card({ seasons: [{ ...summer, minNights: null }] })
    // Nights of the 13th and 14th are regular, the 15th and 16th are in the season.
    const into = quoteBooking({ startDate: '2031-07-13', endDate: '2031-07-17', rv, rates })
    expect(into.lines).toEqual([
      { code: 'rv_nights', label: 'Dune Cruiser', quantity: 2, unitCents: 20_000, amountCents: 40_000 },
      {
        code: 'rv_season_nights',
        label: 'Dune Cruiser: Summer peak',
        quantity: 2,
        unitCents: 30_000,
        amountCents: 60_000,
      },
    ])
    expect(into.totalCents).toBe(100_000)
    // Nights of the 19th and 20th (the season's last night) are in it, the 21st is not.
    const outOf = quoteBooking({ startDate: '2031-07-19', endDate: '2031-07-22', rv, rates })
    expect(outOf.lines).toMatchObject([
      { code: 'rv_nights', quantity: 1, amountCents: 20_000 },
      { code: 'rv_season_nights', quantity: 2, amountCents: 60_000 },
    ])
  })

  it('gives overlapping seasons’ shared nights to the first season listed', () => {
    const rates = card({
      seasons: [
        { ...summer, minNights: null },
        { name: 'Late July', startDate: '2031-07-18', endDate: '2031-07-25', nightlyCents: 40_000, minNights: null },
      ],
    })
    // Nights of the 17th to the 20th are Summer peak's (the 18th-20th are in both); the 21st is Late July's.
    expect(quoteBooking({ startDate: '2031-07-17', endDate: '2031-07-22', rv, rates }).lines).toMatchObject([
      { label: 'Dune Cruiser: Summer peak', quantity: 4, amountCents: 120_000 },
      { label: 'Dune Cruiser: Late July', quantity: 1, amountCents: 40_000 },
    ])
  })

  it('prices Friday and Saturday nights at the weekend rate', () => {
    // Thursday the 10th to Monday the 14th: Thursday and Sunday nights regular, Friday and Saturday weekend.
    const quote = quoteBooking({
      startDate: '2031-07-10',
      endDate: '2031-07-14',
      rv,
      rates: card({ weekendCents: 25_000 }),
    })
    expect(quote.lines).toEqual([
      { code: 'rv_nights', label: 'Dune Cruiser', quantity: 2, unitCents: 20_000, amountCents: 40_000 },
      {
        code: 'rv_weekend_nights',
        label: 'Dune Cruiser: weekend nights',
        quantity: 2,
        unitCents: 25_000,
        amountCents: 50_000,
      },
    ])
    expect(quote.totalCents).toBe(90_000)
  })

  it('prices a weekend night in a season at the season’s rate', () => {
    const fourth = { name: 'Fourth of July', startDate: '2031-07-04', endDate: '2031-07-04', nightlyCents: 35_000 }
    const rates = card({ weekendCents: 25_000, seasons: [{ ...fourth, minNights: null }] })
    // Thursday 3rd regular, Friday 4th the season's, Saturday 5th weekend, Sunday 6th regular.
    const quote = quoteBooking({ startDate: '2031-07-03', endDate: '2031-07-07', rv, rates })
    expect(quote.lines).toMatchObject([
      { code: 'rv_nights', quantity: 2, amountCents: 40_000 },
      { code: 'rv_weekend_nights', quantity: 1, amountCents: 25_000 },
      { code: 'rv_season_nights', label: 'Dune Cruiser: Fourth of July', quantity: 1, amountCents: 35_000 },
    ])
    expect(quote.totalCents).toBe(100_000)
  })
})

describe('refusals', () => {
  const refusal = (startDate: string, endDate: string, rates: RateCard) =>
    rateRefusal({ startDate, endDate, rvName: 'Dune Cruiser', rates })
  const summer = {
    name: 'Summer peak',
    startDate: '2031-07-15',
    endDate: '2031-07-20',
    nightlyCents: 30_000,
    minNights: 5,
  }

  it('refuses a stay shorter than the RV’s minimum and accepts exactly the minimum', () => {
    const rates = card({ minNights: 3 })
    expect(refusal('2031-07-07', '2031-07-09', rates)).toBe('Dune Cruiser needs at least 3 nights for these dates')
    expect(refusal('2031-07-07', '2031-07-10', rates)).toBeNull()
    expect(refusal('2031-07-07', '2031-07-09', PLAIN_RATE_CARD)).toBeNull()
  })

  it('applies a season’s longer minimum to a stay with any night in the season', () => {
    const rates = card({ minNights: 3, seasons: [summer] })
    // One night (the 20th, the season's last) is in the season: its 5 nights bind.
    expect(refusal('2031-07-20', '2031-07-24', rates)).toBe('Stays in Summer peak need at least 5 nights')
    expect(refusal('2031-07-20', '2031-07-25', rates)).toBeNull()
    // Returning on the season's first day uses no night of it: only the RV's 3 nights apply.
    expect(refusal('2031-07-11', '2031-07-15', rates)).toBeNull()
    expect(refusal('2031-07-13', '2031-07-15', rates)).toBe('Dune Cruiser needs at least 3 nights for these dates')
    // An RV minimum longer than the season's is the binding one.
    expect(refusal('2031-07-15', '2031-07-20', card({ minNights: 6, seasons: [summer] }))).toBe(
      'Dune Cruiser needs at least 6 nights for these dates',
    )
    // On a tie the RV's own sentence is used: its minimum holds whatever the dates.
    expect(refusal('2031-07-15', '2031-07-19', card({ minNights: 5, seasons: [summer] }))).toBe(
      'Dune Cruiser needs at least 5 nights for these dates',
    )
  })

  it('refuses trips starting or ending on a no-turnover day, after minimum nights', () => {
    const rates = card({ noTurnoverDays: [0] })
    // 2031-07-13 is a Sunday.
    expect(refusal('2031-07-13', '2031-07-16', rates)).toBe('Trips cannot start on a Sunday')
    expect(refusal('2031-07-10', '2031-07-13', rates)).toBe('Trips cannot end on a Sunday')
    expect(refusal('2031-07-10', '2031-07-14', rates)).toBeNull()
    expect(refusal('2031-07-12', '2031-07-13', card({ noTurnoverDays: [0], minNights: 2 }))).toBe(
      'Dune Cruiser needs at least 2 nights for these dates',
    )
    // Saturday is 6.
    expect(refusal('2031-07-12', '2031-07-14', card({ noTurnoverDays: [6] }))).toBe('Trips cannot start on a Saturday')
  })

  it('refuses more of an add-on than its most per booking', () => {
    const chairs = { name: 'Camp chairs', maxQuantity: 2 }
    expect(addOnRefusal(chairs, 3)).toBe('You can add at most 2 of Camp chairs')
    expect(addOnRefusal(chairs, 2)).toBeNull()
    expect(addOnRefusal(chairs, 0)).toBeNull()
  })
})

describe('fees, add-ons and allowances', () => {
  const addOn = (id: string, name: string, priceCents: number, unit: AddOn['unit']): AddOn => ({
    id,
    name,
    priceCents,
    unit,
    maxQuantity: 4,
    taxable: false,
  })

  it('adds the preparation fee after delivery, and no line when the fee is 0', () => {
    const delivery = { name: 'LAX RV depot', feeCents: 7_500 }
    const quote = stay(2, card({ prepFeeCents: 9_900 }), { delivery })
    expect(quote.lines.slice(1)).toEqual([
      { code: 'delivery', label: 'Delivery: LAX RV depot', quantity: 1, unitCents: 7_500, amountCents: 7_500 },
      { code: 'prep_fee', label: 'Preparation fee', quantity: 1, unitCents: 9_900, amountCents: 9_900 },
    ])
    // 2 × 20000 + 7500 + 9900
    expect(quote.totalCents).toBe(57_400)
    expect(stay(2, card({ prepFeeCents: 0 })).lines.map((line) => line.code)).toEqual(['rv_nights'])
  })

  it('charges add-ons once per stay, per night or per day (nights + 1), times the quantity chosen', () => {
    const addOns = [
      { addOn: addOn('a1', 'Camp chairs', 1_000, 'per_stay'), quantity: 2 },
      { addOn: addOn('a2', 'Generator', 1_500, 'per_night'), quantity: 1 },
      { addOn: addOn('a3', 'Bike rack', 500, 'per_day'), quantity: 2 },
      { addOn: addOn('a4', 'Kayak', 4_000, 'per_stay'), quantity: 0 },
    ]
    const quote = stay(3, PLAIN_RATE_CARD, { addOns })
    expect(quote.lines.slice(1)).toEqual([
      { code: 'add_on', label: 'Camp chairs', quantity: 2, unitCents: 1_000, amountCents: 2_000, addOnId: 'a1' },
      { code: 'add_on', label: 'Generator', quantity: 3, unitCents: 1_500, amountCents: 4_500, addOnId: 'a2' },
      // 3 nights are 4 days; 2 racks for 4 days.
      { code: 'add_on', label: 'Bike rack', quantity: 8, unitCents: 500, amountCents: 4_000, addOnId: 'a3' },
    ])
    // 3 × 20000 + 2000 + 4500 + 4000
    expect(quote.totalCents).toBe(70_500)
  })

  it('tells the included miles and generator hours per day, without charging them', () => {
    const quote = stay(3, card({ milesPerDay: 100, extraMileCents: 45 }))
    // 3 nights are 4 days: 400 miles.
    expect(quote.allowances).toEqual({
      miles: 400,
      extraMileCents: 45,
      generatorHours: null,
      extraGeneratorHourCents: null,
    })
    expect(quote.totalCents).toBe(60_000)
    expect(stay(2, card({ generatorHoursPerDay: 4, extraGeneratorHourCents: 300 })).allowances).toEqual({
      miles: null,
      extraMileCents: null,
      generatorHours: 12,
      extraGeneratorHourCents: 300,
    })
    expect(stay(3, card({ extraMileCents: 45 }))).not.toHaveProperty('allowances')
  })
})
