/**
 * The owner's Smart Budget Calculator rule (spec §9), pinned with worked examples. Every figure
 * below is computed by hand in the comment beside it, in cents, with the model documented at the
 * top of worker/modules/budget/rules/ad-budget.ts:
 *   needed  = revenue × growth% × goal ÷ ROAS × competition × season × base, capped at 15% of
 *             revenue (9% for one platform); daily = round(monthly ÷ 30), monthly = daily × 30
 *   leads   = monthly ÷ (CPC × competition) × 25% × factor; bookings = leads × conversion%
 *   revenue = bookings × booking value; roi = revenue ÷ monthly
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  confidenceScore,
  DEFAULT_BUDGET_INPUTS,
  normaliseInputs,
  recommendBudgets,
  SLIDERS,
  type OwnerBudgetInputs,
} from '../../worker/modules/budget/rules/ad-budget'
import { ownFigures, withRecentData, type RecentFigures } from '../../worker/modules/budget/rules/recent-data'
// The page's side of the calculator, pure too: the option names, the advice's words, the colours and the form.
import { budgetAdvice } from '../../src/features/budget/owner/budget-advice-text'
import { confidenceTone, roiTone } from '../../src/features/budget/owner/budget-colours'
import { budgetFormSchema } from '../../src/features/budget/owner/budget-form'
import { SEASON_OPTIONS } from '../../src/features/budget/owner/budget-labels'

const inputs = (change: Partial<OwnerBudgetInputs> = {}): OwnerBudgetInputs => ({ ...DEFAULT_BUDGET_INPUTS, ...change })
const recent = (change: Partial<RecentFigures> = {}): RecentFigures => ({
  windowDays: 30,
  bookings: 0,
  revenue: '0.00',
  averageBookingValue: null,
  leads: 0,
  conversionRate: null,
  customers: 0,
  // Room enough that the fleet bounds no expected booking unless a test says otherwise.
  freeRvNights: 10_000,
  averageStayNights: null,
  ...change,
})
const plan = (change: Partial<OwnerBudgetInputs> = {}, figures?: RecentFigures) =>
  recommendBudgets(inputs(change), figures)
const byPlatform = (change: Partial<OwnerBudgetInputs> = {}, figures?: RecentFigures) =>
  Object.fromEntries(plan(change, figures).recommendations.map((r) => [r.platform, r]))
const daily = (change: Partial<OwnerBudgetInputs> = {}) => {
  const { google, facebook, both } = byPlatform(change)
  return [google!.dailyBudget, facebook!.dailyBudget, both!.dailyBudget]
}

describe('defaults, options and bounds', () => {
  it('starts from the spec’s defaults (its “goal growth” is steady growth) and offers its options', () => {
    expect(DEFAULT_BUDGET_INPUTS).toEqual({
      monthlyRevenue: 25_000,
      averageBookingValue: 1_200,
      conversionRate: 3.5,
      seasonalityFactor: 1,
      competitionLevel: 'medium',
      businessGoals: 'steady_growth',
      targetROAS: 4,
      currentCustomerCount: 150,
      desiredGrowthRate: 25,
    })
    expect(SEASON_OPTIONS.map((option) => option.value)).toEqual([0.7, 0.85, 1, 1.2, 1.5])
    expect(SEASON_OPTIONS[0].label).toBe('Off-season (0.7x)')
    expect(SLIDERS).toEqual({
      desiredGrowthRate: { min: 0, max: 100, step: 5 },
      targetROAS: { min: 1, max: 10, step: 0.5 },
    })
  })

  it('recommends Google, Facebook and both from the defaults', () => {
    // Extra revenue wanted = 2,500,000 × 25% × 1 = 625,000; ÷ ROAS 4 = 156,250 a month before the platform base.
    const result = plan()
    expect(result.raised).toEqual([])
    expect(result.recommendations).toEqual([
      {
        platform: 'google',
        // 156,250 × 1.2 = 187,500 (cap 2,500,000 × 15% × 60% = 225,000); ÷ 30 = 6,250 a day.
        dailyBudget: 6_250,
        monthlyBudget: 187_500,
        // clicks 187,500 ÷ 350 = 535.71; leads × 25% × 1.1 = 147.32; bookings × 3.5% = 5.156
        expectedLeads: 147.3,
        expectedBookings: 5.2,
        // 5.15625 × 120,000 = 618,750; ÷ 187,500 = 3.3
        estimatedRevenue: 618_750,
        roi: 3.3,
        confidence: 85,
        capped: false,
        fleetLimited: false,
        startingDailyBudget: 4_375, // 70% of 6,250
      },
      {
        platform: 'facebook',
        // 156,250 × 0.9 = 140,625; ÷ 30 = 4,687.5 → 4,688 a day, so 140,640 a month.
        dailyBudget: 4_688,
        monthlyBudget: 140_640,
        // clicks 140,640 ÷ 280 = 502.29; leads × 25% × 0.9 = 113.01; bookings × 3.5% = 3.9555
        expectedLeads: 113,
        expectedBookings: 4,
        // 3.9555 × 120,000 = 474,660; ÷ 140,640 = 3.375 → 3.38
        estimatedRevenue: 474_660,
        roi: 3.38,
        confidence: 85,
        capped: false,
        fleetLimited: false,
        startingDailyBudget: 3_282, // 70% of 4,688 = 3,281.6
      },
      {
        platform: 'both',
        // 156,250 × 1 = 156,250 (cap 375,000); ÷ 30 = 5,208.33 → 5,208 a day, 156,240 a month.
        dailyBudget: 5_208,
        monthlyBudget: 156_240,
        // clicks 156,240 ÷ 315 = 496; leads × 25% × 1 = 124; bookings × 3.5% = 4.34
        expectedLeads: 124,
        expectedBookings: 4.3,
        // 4.34 × 120,000 = 520,800; ÷ 156,240 = 3.33
        estimatedRevenue: 520_800,
        roi: 3.33,
        confidence: 85,
        capped: false,
        fleetLimited: false,
        startingDailyBudget: 3_646, // 70% of 5,208 = 3,645.6
      },
    ])
    expect(result.insights).toEqual([])
    expect(result.warnings).toEqual([])
    expect(budgetAdvice(result).tip).toMatch(/Start at 70%/)
  })
})

describe('multipliers', () => {
  // 'both' (base 1, cap 375,000) shows each multiplier alone on the 156,250 a month the defaults ask for.
  const bothDaily = (change: Partial<OwnerBudgetInputs>) => byPlatform(change).both!.dailyBudget

  it('scales the budget by competition: low 0.8, medium 1, high 1.3, very high 1.6', () => {
    expect(bothDaily({ competitionLevel: 'low' })).toBe(4_167) // 125,000 ÷ 30 = 4,166.67
    expect(bothDaily({ competitionLevel: 'medium' })).toBe(5_208) // 156,250 ÷ 30
    expect(bothDaily({ competitionLevel: 'high' })).toBe(6_771) // 203,125 ÷ 30 = 6,770.83
    expect(bothDaily({ competitionLevel: 'very_high' })).toBe(8_333) // 250,000 ÷ 30 = 8,333.33
  })

  it('makes each click dearer by the same competition multiplier, so the return falls', () => {
    // roi ≈ 25% × factor × 3.5% × 120,000 ÷ (315 × competition) = 1,050 ÷ (315 × competition)
    expect(byPlatform({ competitionLevel: 'low' }).both!.roi).toBe(4.17) // 1,050 ÷ 252
    expect(byPlatform({ competitionLevel: 'high' }).both!.roi).toBe(2.56) // 1,050 ÷ 409.5
    expect(byPlatform({ competitionLevel: 'very_high' }).both!.roi).toBe(2.08) // 1,050 ÷ 504
  })

  it('scales the budget by goal: maintenance 0.7, steady growth 1, aggressive growth 1.4, market domination 1.8', () => {
    expect(bothDaily({ businessGoals: 'maintenance' })).toBe(3_646) // 109,375 ÷ 30 = 3,645.83
    expect(bothDaily({ businessGoals: 'steady_growth' })).toBe(5_208)
    expect(bothDaily({ businessGoals: 'aggressive_growth' })).toBe(7_292) // 218,750 ÷ 30 = 7,291.67
    expect(bothDaily({ businessGoals: 'market_domination' })).toBe(9_375) // 281,250 ÷ 30
  })

  it('scales the budget by season: 0.7, 0.85, 1, 1.2, 1.5', () => {
    expect(bothDaily({ seasonalityFactor: 0.7 })).toBe(3_646) // 109,375 ÷ 30
    expect(bothDaily({ seasonalityFactor: 0.85 })).toBe(4_427) // 132,812.5 ÷ 30 = 4,427.08
    expect(bothDaily({ seasonalityFactor: 1.2 })).toBe(6_250) // 187,500 ÷ 30
    expect(bothDaily({ seasonalityFactor: 1.5 })).toBe(7_813) // 234,375 ÷ 30 = 7,812.5
  })

  it('divides by the target ROAS and multiplies by the desired growth', () => {
    expect(bothDaily({ targetROAS: 8 })).toBe(2_604) // 78,125 ÷ 30 = 2,604.17
    expect(bothDaily({ desiredGrowthRate: 50 })).toBe(10_417) // 312,500 ÷ 30 = 10,416.67
    expect(bothDaily({ desiredGrowthRate: 0 })).toBe(0)
  })

  it('applies each platform’s base: Google 1.2, Facebook 0.9, both 1', () => {
    expect(daily()).toEqual([6_250, 4_688, 5_208]) // 187,500, 140,625, 156,250 a month ÷ 30
  })
})

describe('the cap', () => {
  it('holds the budget to 15% of monthly revenue, and 60% of that for one platform alone', () => {
    // Needed: 2,500,000 × 100% × 1.8 ÷ 1 = 4,500,000 × base, far above either cap.
    const capped = byPlatform({ desiredGrowthRate: 100, targetROAS: 1, businessGoals: 'market_domination' })
    expect(capped.google).toMatchObject({ monthlyBudget: 225_000, dailyBudget: 7_500, capped: true }) // 9% of 2,500,000
    expect(capped.facebook).toMatchObject({ monthlyBudget: 225_000, dailyBudget: 7_500, capped: true })
    expect(capped.both).toMatchObject({ monthlyBudget: 375_000, dailyBudget: 12_500, capped: true }) // 15%
  })

  it('caps Google alone before both: high competition asks 390,000 of Google, which may spend 360,000', () => {
    // 4,000,000 × 30% ÷ 4 = 300,000 × 1.3: Google × 1.2 = 468,000 > 360,000; Facebook × 0.9 = 351,000; both 390,000 < 600,000
    const figures = byPlatform({ monthlyRevenue: 40_000, competitionLevel: 'high', desiredGrowthRate: 30 })
    expect(figures.google).toMatchObject({ dailyBudget: 12_000, capped: true })
    expect(figures.facebook).toMatchObject({ dailyBudget: 11_700, capped: false })
    expect(figures.both).toMatchObject({ dailyBudget: 13_000, capped: false })
  })
})

describe('recent data', () => {
  it('raises monthly revenue, booking value and conversion rate to the last 30 days only when higher', () => {
    const higher = withRecentData(
      inputs(),
      recent({ revenue: '30000.00', averageBookingValue: '1500.00', conversionRate: 6.2, bookings: 20, leads: 10 }),
    )
    expect(higher.raised).toEqual(['monthlyRevenue', 'averageBookingValue', 'conversionRate'])
    expect(higher.inputs).toMatchObject({ monthlyRevenue: 30_000, averageBookingValue: 1_500, conversionRate: 6.2 })

    const lower = withRecentData(
      inputs(),
      recent({ revenue: '24999.99', averageBookingValue: '1200.00', conversionRate: 3.5, bookings: 3, leads: 2 }),
    )
    expect(lower).toEqual({ inputs: inputs(), raised: [], tooFew: [] }) // lower or equal never moves an input

    // No bookings or no leads: nothing to compare with.
    expect(withRecentData(inputs({ monthlyRevenue: 0 }), recent()).raised).toEqual([])
    expect(withRecentData(inputs(), null)).toEqual({ inputs: inputs(), raised: [], tooFew: [] })
  })

  it('computes from the raised figures: 30,000 of recent revenue lifts every budget', () => {
    // 3,000,000 × 25% ÷ 4 = 187,500: Google 225,000 (its cap is now 270,000), both 187,500.
    const result = recommendBudgets(inputs(), recent({ revenue: '30000.00', bookings: 25 }))
    expect(result.raised).toEqual(['monthlyRevenue'])
    expect(result.recommendations.map((r) => r.dailyBudget)).toEqual([7_500, 5_625, 6_250])
    // Over 20 recent bookings: 85 + 10.
    expect(result.recommendations.every((r) => r.confidence === 95)).toBe(true)
  })
})

describe('confidence', () => {
  const score = (change: Partial<OwnerBudgetInputs>, bookings: number | null = null) =>
    confidenceScore(inputs(change), bookings)

  it('starts at 85 and moves by each rule', () => {
    expect(score({})).toBe(85)
    expect(score({}, 21)).toBe(95) // over 20 bookings: +10
    expect(score({}, 20)).toBe(85) // 20 is not over 20
    expect(score({ competitionLevel: 'low' })).toBe(90) // +5
    expect(score({ competitionLevel: 'high' })).toBe(85)
    expect(score({ competitionLevel: 'very_high' })).toBe(75) // -10
    expect(score({ conversionRate: 5.1 })).toBe(90) // over 5: +5
    expect(score({ conversionRate: 5 })).toBe(85)
    expect(score({ conversionRate: 1.9 })).toBe(75) // under 2: -10
    expect(score({ conversionRate: 2 })).toBe(85)
  })

  it('is clamped to 60-95', () => {
    expect(score({ competitionLevel: 'low', conversionRate: 6 }, 30)).toBe(95) // 85 + 10 + 5 + 5 = 105 → 95
    // The rules alone never go below 85 - 10 - 10 = 65, so the floor of 60 never bites.
    expect(score({ competitionLevel: 'very_high', conversionRate: 1 })).toBe(65)
  })

  it('colours its badge green from 85, amber from 70, red below', () => {
    expect(confidenceTone(95)).toBe('success')
    expect(confidenceTone(85)).toBe('success')
    expect(confidenceTone(84)).toBe('warning')
    expect(confidenceTone(70)).toBe('warning')
    expect(confidenceTone(69)).toBe('error')
  })
})

describe('ROI colours, insights and warnings', () => {
  it('colours the ROI green from 4, yellow from 2.5, red below', () => {
    expect(roiTone(4)).toBe('green')
    expect(roiTone(3.99)).toBe('yellow')
    expect(roiTone(2.5)).toBe('yellow')
    expect(roiTone(2.49)).toBe('red')
  })

  it('warns of a return under 2x, per platform', () => {
    // At a 720 booking value: Google 5.15625 × 72,000 = 371,250 ÷ 187,500 = 1.98 (warned);
    // Facebook 284,796 ÷ 140,640 = 2.03 and both 312,480 ÷ 156,240 = 2.00 exactly (not under 2).
    const result = plan({ averageBookingValue: 720 })
    expect(result.recommendations.map((r) => r.roi)).toEqual([1.98, 2.03, 2])
    expect(budgetAdvice(result).warnings).toEqual([expect.stringMatching(/^Low ROI: Google Ads .* 1\.98x, under 2x/)])
    // Nothing spent (0% growth): no return to warn about.
    expect(plan({ averageBookingValue: 720, desiredGrowthRate: 0 }).warnings).toEqual([])
  })

  it('notes a conversion rate over 5% and growth over 50%', () => {
    expect(plan({ conversionRate: 5 }).insights).toEqual([])
    expect(budgetAdvice(plan({ conversionRate: 5.5 })).insights).toEqual([
      expect.stringMatching(/^High conversion: 5\.5%/),
    ])
    expect(plan({ desiredGrowthRate: 50 }).insights).toEqual([])
    expect(budgetAdvice(plan({ desiredGrowthRate: 55 })).insights).toEqual([
      expect.stringMatching(/^Aggressive growth: 55%/),
    ])
  })
})

describe('inputs as the form gives them', () => {
  it('reads text that is not a number as 0 and falls back to the default options', () => {
    const parsed = v.parse(budgetFormSchema, {
      monthlyRevenue: 'lots',
      averageBookingValue: '1500',
      conversionRate: '',
      seasonalityFactor: '1.2',
      competitionLevel: 'extreme',
      businessGoals: 'aggressive_growth',
      targetROAS: 4.5,
      currentCustomerCount: '150',
      desiredGrowthRate: '35',
    })
    expect(parsed).toEqual({
      monthlyRevenue: 0,
      averageBookingValue: 1_500,
      conversionRate: 0,
      seasonalityFactor: 1.2,
      competitionLevel: 'medium',
      businessGoals: 'aggressive_growth',
      targetROAS: 4.5,
      currentCustomerCount: 150,
      desiredGrowthRate: 35,
    })
  })

  it('keeps sliders inside their bounds and amounts from going negative', () => {
    expect(
      normaliseInputs(
        inputs({
          monthlyRevenue: -5,
          desiredGrowthRate: 150,
          targetROAS: 0,
          seasonalityFactor: 3,
          conversionRate: NaN,
        }),
      ),
    ).toMatchObject({
      monthlyRevenue: 0,
      desiredGrowthRate: 100,
      targetROAS: 1,
      seasonalityFactor: 1,
      conversionRate: 0,
    })
    // No revenue: no budget, and nothing divides by zero.
    expect(daily({ monthlyRevenue: 0 })).toEqual([0, 0, 0])
    expect(byPlatform({ monthlyRevenue: 0 }).google!.roi).toBe(0)
  })
})

describe('the owner’s own figures', () => {
  // The case a new owner met: 1 RV, 1 booking worth $1,200 and 1 lead that converted, in 30 days.
  const newOwner = recent({
    bookings: 1,
    revenue: '1200.00',
    averageBookingValue: '1200.00',
    leads: 1,
    conversionRate: 100,
    customers: 1,
    freeRvNights: 26,
    averageStayNights: 4,
  })

  it('raises nothing from a sample too small to mean anything, and says which figures were left', () => {
    // Higher than the inputs, but from 1 booking and 1 lead: 5 and 10 are the least that count.
    const result = withRecentData(inputs({ averageBookingValue: 1000, conversionRate: 3.5 }), newOwner)
    expect(result.raised).toEqual([])
    expect(result.tooFew).toEqual(['averageBookingValue', 'conversionRate'])
    expect(result.inputs).toEqual(inputs({ averageBookingValue: 1000, conversionRate: 3.5 }))
    // Exactly enough: 5 bookings and 10 leads move the figures.
    const enough = withRecentData(inputs(), { ...newOwner, bookings: 5, leads: 10, revenue: '30000.00' })
    expect(enough.raised).toEqual(['monthlyRevenue', 'conversionRate'])
    expect(enough.inputs).toMatchObject({ monthlyRevenue: 30_000, conversionRate: 100 })
  })

  it('never expects more bookings than the fleet’s free nights hold, and warns when that binds', () => {
    // 26 free RV-nights ÷ 4-night stays = room for 6 bookings, however high the conversion rate.
    const result = recommendBudgets(inputs({ conversionRate: 100 }), newOwner)
    expect(result.bookingLimit).toBe(6)
    for (const recommendation of result.recommendations) {
      expect(recommendation.expectedBookings).toBeLessThanOrEqual(6)
      expect(recommendation.estimatedRevenue).toBeLessThanOrEqual(6 * 120_000)
    }
    expect(result.recommendations.every((r) => r.fleetLimited)).toBe(true)
    expect(budgetAdvice(result).warnings).toContain(
      'Fleet full: your RVs have 26 free nights in the next 30 days, room for about 6 more bookings, so no budget can bring more than that. Add RVs or free up dates before spending more.',
    )
    // Without the owner's stays, a typical 3-night trip: 26 ÷ 3 = 8.
    expect(recommendBudgets(inputs(), { ...newOwner, averageStayNights: null }).bookingLimit).toBe(8)
    // With room to spare, the budget sets the figure and nothing warns of the fleet.
    const roomy = recommendBudgets(inputs(), { ...newOwner, freeRvNights: 10_000 })
    expect(roomy.recommendations.some((r) => r.fleetLimited)).toBe(false)
    expect(budgetAdvice(roomy).warnings.some((warning) => warning.startsWith('Fleet full'))).toBe(false)
  })

  it('loses confidence on a small sample, and gains none from the last 30 days when they are not used', () => {
    // 85 − 15 for a single recent booking.
    expect(recommendBudgets(inputs(), newOwner).recommendations.every((r) => r.confidence === 70)).toBe(true)
    expect(confidenceScore(inputs(), 4)).toBe(70)
    expect(confidenceScore(inputs(), 5)).toBe(85)
    const unused = recommendBudgets(inputs(), newOwner, { raiseFromRecent: false })
    expect(unused.recommendations.every((r) => r.confidence === 85)).toBe(true)
    expect(unused.tooFew).toEqual([])
    // The fleet is as full whether or not the figures raise any input.
    expect(unused.bookingLimit).toBe(6)
  })

  it('starts the form from the owner’s own figures where the sample is meaningful', () => {
    expect(ownFigures(newOwner)).toEqual({ currentCustomerCount: 1 })
    expect(
      ownFigures({ ...newOwner, bookings: 6, revenue: '7200.00', leads: 12, conversionRate: 25, customers: 40 }),
    ).toEqual({ currentCustomerCount: 40, monthlyRevenue: 7200, averageBookingValue: 1200, conversionRate: 25 })
    expect(ownFigures(recent())).toEqual({})
  })
})
