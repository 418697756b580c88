/**
 * The renter's Trip Budget Calculator (spec §9 "Renter calculator"). Every expectation below is
 * worked out by hand in the comment beside it, in dollars, then written in cents.
 */
import { describe, expect, it } from 'vitest'
import {
  BUDGET_INFO,
  DEFAULT_TRIP,
  RV_TYPE_INFO,
  SEASON_INFO,
  TRIP_BOUNDS,
  VENUE_INFO,
  tripCost,
  type TripInput,
} from '../../worker/modules/budget/rules/trip-cost'
// The page words the tips (pure too); the rule gives their figures.
import { tripTips } from '../../src/features/budget/trip/trip-tips-text'

const trip = (changes: Partial<TripInput> = {}): TripInput => ({ ...DEFAULT_TRIP, ...changes })

/** Nothing but the RV: no venue price, no miles, every toggle off. */
const rvOnly = (changes: Partial<TripInput> = {}) =>
  trip({
    venueType: 'boondocking',
    milesDriving: 0,
    season: 'spring',
    includeInsurance: false,
    includeFuel: false,
    includeFood: false,
    includeActivities: false,
    includeExtras: false,
    ...changes,
  })

describe('the spec §9 constants and defaults', () => {
  it('keeps the spec’s numbers', () => {
    expect(Object.fromEntries(Object.entries(RV_TYPE_INFO).map(([type, info]) => [type, info.nightlyBase]))).toEqual({
      'class-a': 300,
      'class-b': 200,
      'class-c': 240,
      'travel-trailer': 120,
      'fifth-wheel': 180,
    })
    expect(Object.fromEntries(Object.entries(RV_TYPE_INFO).map(([type, info]) => [type, info.mpg]))).toEqual({
      'class-a': 8,
      'class-b': 18,
      'class-c': 12,
      'travel-trailer': 15,
      'fifth-wheel': 12,
    })
    expect(Object.values(SEASON_INFO).map((season) => season.multiplier)).toEqual([1, 1.3, 0.9, 0.7])
    expect(Object.values(BUDGET_INFO)).toEqual([
      { multiplier: 0.8, food: 25, activities: 15, extras: 20 },
      { multiplier: 1, food: 45, activities: 30, extras: 40 },
      { multiplier: 1.4, food: 75, activities: 60, extras: 80 },
    ])
    expect(Object.values(VENUE_INFO).map((venue) => venue.nightly)).toEqual([35, 50, 120, 0])
    expect(TRIP_BOUNDS.tripDuration).toEqual({ min: 1, max: 30 })
    expect(TRIP_BOUNDS.numberOfPeople).toEqual({ min: 1, max: 10 })
  })

  it('maps the calculator’s RV types to the fleet’s; fifth wheels have none', () => {
    expect(Object.values(RV_TYPE_INFO).map((info) => info.fleetType)).toEqual([
      'Class A',
      'Class B',
      'Class C',
      'Travel Trailer',
      null,
    ])
  })

  it('starts at 7 days, 4 people, class-c, campground, summer, 1000 miles, moderate, all on but extras', () => {
    expect(DEFAULT_TRIP).toEqual({
      tripDuration: 7,
      numberOfPeople: 4,
      rvType: 'class-c',
      venueType: 'campground',
      season: 'summer',
      milesDriving: 1000,
      includeInsurance: true,
      includeFuel: true,
      includeFood: true,
      includeActivities: true,
      includeExtras: false,
      budgetLevel: 'moderate',
    })
  })
})

describe('tripCost', () => {
  it('prices the defaults line by line', () => {
    expect(tripCost(DEFAULT_TRIP)).toEqual({
      rvRental: 218_400, // 7 days × $240 × 1.3 (summer) × 1 (moderate) = $2,184.00
      venueBooking: 24_500, // 7 × $35 (campground) = $245.00
      fuel: 29_167, // 1000 mi ÷ 12 mpg × $3.50 = $291.666… → $291.67
      insurance: 26_208, // 12% × $2,184.00 = $262.08
      food: 126_000, // 4 people × 7 days × $45 = $1,260.00
      activities: 58_800, // 4 × 7 × $30 × 0.7 = $588.00
      extras: 0, // off by default
      total: 483_075, // 2184 + 245 + 291.67 + 262.08 + 1260 + 588 = $4,830.75
      costPerDay: 69_000, // $4,830.75 ÷ 7 = $690.107… → $690
      costPerPerson: 120_800, // $4,830.75 ÷ 4 = $1,207.6875 → $1,208
      nightlyBaseCents: 24_000,
    })
  })

  it('zeroes each included line when its toggle is off, and adds extras when on', () => {
    const total = (changes: Partial<TripInput>) => tripCost(trip(changes)).total
    expect(tripCost(trip({ includeInsurance: false })).insurance).toBe(0)
    expect(total({ includeInsurance: false })).toBe(456_867) // $4,830.75 − $262.08 = $4,568.67
    expect(total({ includeFuel: false })).toBe(453_908) // $4,830.75 − $291.67 = $4,539.08
    expect(total({ includeFood: false })).toBe(357_075) // $4,830.75 − $1,260 = $3,570.75
    expect(total({ includeActivities: false })).toBe(424_275) // $4,830.75 − $588 = $4,242.75
    expect(tripCost(trip({ includeExtras: true })).extras).toBe(28_000) // 7 days × $40 = $280
    expect(total({ includeExtras: true })).toBe(511_075) // $4,830.75 + $280 = $5,110.75
    // The RV and the campsite are always counted.
    expect(
      tripCost(
        trip({
          includeInsurance: false,
          includeFuel: false,
          includeFood: false,
          includeActivities: false,
          includeExtras: false,
        }),
      ).total,
    ).toBe(242_900) // $2,184 + $245 = $2,429
  })

  it('applies the season multiplier to the RV rental (and so its insurance) only', () => {
    const season = (name: TripInput['season']) => {
      const { rvRental, insurance, venueBooking, food } = tripCost(trip({ season: name }))
      return { rvRental, insurance, venueBooking, food }
    }
    // spring: 7 × $240 × 1 = $1,680.00; insurance 12% = $201.60
    expect(season('spring')).toEqual({ rvRental: 168_000, insurance: 20_160, venueBooking: 24_500, food: 126_000 })
    // fall: 7 × $240 × 0.9 = $1,512.00; insurance $181.44
    expect(season('fall')).toEqual({ rvRental: 151_200, insurance: 18_144, venueBooking: 24_500, food: 126_000 })
    // winter: 7 × $240 × 0.7 = $1,176.00; insurance $141.12
    expect(season('winter')).toEqual({ rvRental: 117_600, insurance: 14_112, venueBooking: 24_500, food: 126_000 })
    // spring total: 1680 + 245 + 291.67 + 201.60 + 1260 + 588 = $4,266.27
    expect(tripCost(trip({ season: 'spring' })).total).toBe(426_627)
  })

  it('applies the budget multiplier to the RV rental and the level’s prices to food, activities and extras', () => {
    expect(tripCost(trip({ budgetLevel: 'economy', includeExtras: true }))).toMatchObject({
      rvRental: 174_720, // 7 × $240 × 1.3 × 0.8 = $1,747.20
      insurance: 20_966, // 12% × $1,747.20 = $209.664 → $209.66
      venueBooking: 24_500, // the venue has no multiplier
      food: 70_000, // 4 × 7 × $25 = $700
      activities: 29_400, // 4 × 7 × $15 × 0.7 = $294
      extras: 14_000, // 7 × $20 = $140
      total: 362_753, // 1747.20 + 245 + 291.67 + 209.66 + 700 + 294 + 140 = $3,627.53
    })
    expect(tripCost(trip({ budgetLevel: 'luxury', includeExtras: true }))).toMatchObject({
      rvRental: 305_760, // 7 × $240 × 1.3 × 1.4 = $3,057.60
      insurance: 36_691, // 12% × $3,057.60 = $366.912 → $366.91
      food: 210_000, // 4 × 7 × $75 = $2,100
      activities: 117_600, // 4 × 7 × $60 × 0.7 = $1,176
      extras: 56_000, // 7 × $80 = $560
      total: 779_718, // 3057.60 + 245 + 291.67 + 366.91 + 2100 + 1176 + 560 = $7,797.18
    })
  })

  it('prices each venue type per night', () => {
    const venue = (venueType: TripInput['venueType']) => tripCost(trip({ venueType })).venueBooking
    expect(venue('campground')).toBe(24_500) // 7 × $35
    expect(venue('rv-park')).toBe(35_000) // 7 × $50
    expect(venue('luxury-resort')).toBe(84_000) // 7 × $120
    expect(venue('boondocking')).toBe(0) // 7 × $0
  })

  it('prices each RV type by its nightly base and its miles per gallon', () => {
    const rv = (rvType: TripInput['rvType']) => {
      const { rvRental, fuel } = tripCost(trip({ rvType }))
      return { rvRental, fuel }
    }
    expect(rv('class-a')).toEqual({ rvRental: 273_000, fuel: 43_750 }) // 7 × $300 × 1.3 = $2,730; 1000 ÷ 8 × 3.5 = $437.50
    expect(rv('class-b')).toEqual({ rvRental: 182_000, fuel: 19_444 }) // 7 × $200 × 1.3 = $1,820; 1000 ÷ 18 × 3.5 = $194.444…
    expect(rv('class-c')).toEqual({ rvRental: 218_400, fuel: 29_167 }) // 7 × $240 × 1.3 = $2,184; 1000 ÷ 12 × 3.5 = $291.666…
    expect(rv('travel-trailer')).toEqual({ rvRental: 109_200, fuel: 23_333 }) // 7 × $120 × 1.3 = $1,092; 1000 ÷ 15 × 3.5 = $233.333…
    expect(rv('fifth-wheel')).toEqual({ rvRental: 163_800, fuel: 29_167 }) // 7 × $180 × 1.3 = $1,638; 1000 ÷ 12 × 3.5
  })

  it('fuel follows the miles, not the days', () => {
    expect(tripCost(trip({ milesDriving: 0 })).fuel).toBe(0)
    expect(tripCost(trip({ milesDriving: 240 })).fuel).toBe(7_000) // 240 ÷ 12 × $3.50 = $70
    expect(tripCost(trip({ milesDriving: 240, tripDuration: 20 })).fuel).toBe(7_000)
  })

  it('a real RV’s price replaces the nightly base; the multipliers still apply', () => {
    const withRv = tripCost(DEFAULT_TRIP, { nightlyOverrideCents: 21_000 })
    expect(withRv).toMatchObject({
      nightlyBaseCents: 21_000,
      rvRental: 191_100, // 7 × $210 × 1.3 = $1,911.00
      insurance: 22_932, // 12% × $1,911 = $229.32
      fuel: 29_167, // still the class-c mpg
      total: 452_499, // 1911 + 245 + 291.67 + 229.32 + 1260 + 588 = $4,524.99
      costPerDay: 64_600, // $4,524.99 ÷ 7 = $646.427… → $646
      costPerPerson: 113_100, // $4,524.99 ÷ 4 = $1,131.2475 → $1,131
    })
    // Odd cents round half up once, at the end: 1 day × $123.45 × 1.3 = $160.485 → $160.49.
    expect(tripCost(rvOnly({ tripDuration: 1, season: 'summer' }), { nightlyOverrideCents: 12_345 }).rvRental).toBe(
      16_049,
    )
    // No RV (null or undefined) keeps the type's base; a price of 0 is a real price.
    expect(tripCost(DEFAULT_TRIP, { nightlyOverrideCents: null }).rvRental).toBe(218_400)
    expect(tripCost(DEFAULT_TRIP, {}).nightlyBaseCents).toBe(24_000)
    expect(tripCost(rvOnly(), { nightlyOverrideCents: 0 }).total).toBe(0)
  })

  it('rounds cost per day and per person half up to whole dollars', () => {
    // 2 days × $100.50 × 1 × 1, nothing else = $201.00
    const twoDays = (numberOfPeople: number) =>
      tripCost(rvOnly({ tripDuration: 2, numberOfPeople }), { nightlyOverrideCents: 10_050 })
    expect(twoDays(1)).toMatchObject({ total: 20_100, costPerDay: 10_100, costPerPerson: 20_100 }) // $100.50 → $101
    expect(twoDays(3).costPerPerson).toBe(6_700) // $201 ÷ 3 = $67.00
    expect(twoDays(4).costPerPerson).toBe(5_000) // $201 ÷ 4 = $50.25 → $50
    expect(twoDays(6).costPerPerson).toBe(3_400) // $201 ÷ 6 = $33.50 → $34
  })

  it('keeps the inputs within the sliders’ bounds', () => {
    // 0 days counts as 1: $240 × 1 (spring) = $240
    expect(tripCost(rvOnly({ tripDuration: 0, rvType: 'class-c' })).rvRental).toBe(24_000)
    expect(tripCost(rvOnly({ tripDuration: 45 })).rvRental).toBe(720_000) // 30 × $240
    expect(tripCost(rvOnly({ tripDuration: 7.4 })).rvRental).toBe(168_000) // 7 × $240
    // 11 people count as 10: 10 × 7 × $45 = $3,150
    expect(tripCost(trip({ numberOfPeople: 11 })).food).toBe(315_000)
    expect(tripCost(trip({ milesDriving: -50 })).fuel).toBe(0)
  })
})

describe('tripTips', () => {
  it('gives one entry per counted category, with its estimated cost', () => {
    const cost = tripCost(DEFAULT_TRIP)
    const tips = tripTips(DEFAULT_TRIP, cost)
    expect(tips.map(({ category, estimatedCost }) => [category, estimatedCost])).toEqual([
      ['RV rental', 244_608], // rental $2,184 + insurance $262.08
      ['Campsites', 24_500],
      ['Fuel', 29_167],
      ['Food', 126_000],
      ['Activities', 58_800],
    ])
    for (const tip of tips) {
      expect(tip.description).not.toBe('')
      expect(tip.tips.length).toBeGreaterThanOrEqual(2)
    }
    // 1000 mi ÷ 12 mpg = 83.3 gallons
    expect(tips[2]!.description).toContain('About 83 gallons for 1,000 miles')
    // Summer's rental $2,184 would be $2,184 × 0.9 ÷ 1.3 = $1,512 in fall.
    expect(tips[0]!.tips[0]).toContain('about $1,512 for the RV instead of $2,184')
  })

  it('leaves out categories the renter is not counting, and speaks to boondocking', () => {
    const input = trip({ includeFuel: false, includeFood: false, includeActivities: false, venueType: 'boondocking' })
    const tips = tripTips(input, tripCost(input))
    expect(tips.map((tip) => tip.category)).toEqual(['RV rental', 'Campsites'])
    expect(tips[1]!.estimatedCost).toBe(0)
    expect(tips[1]!.description).toContain('free camping')
  })
})
