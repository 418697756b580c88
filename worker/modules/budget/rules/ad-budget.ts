/**
 * The owner's Smart Budget Calculator (spec §3 'Owner budget calculator inputs' and
 * 'Recommendation', §9 'Owner budget calculator', §5 slider bounds): one pure function the page
 * recomputes on every input and the Worker can reuse. Money is integer cents inside and out;
 * inputs are what the form shows (dollars, percents, multipliers). It gives figures and codes only:
 * the page names the options, words the advice and colours the figures (src/features/budget/owner).
 *
 * The spec fixes the constants but not how they combine, so the model is ours (one month = 30
 * days, the same span as the recent-data window):
 *
 *   target extra revenue = monthly revenue × growth% × goal multiplier
 *   budget needed        = target extra revenue ÷ target ROAS × competition × season × platform base
 *   monthly budget       = min(budget needed, cap); cap = 15% of monthly revenue (60% of that, i.e. 9%,
 *                          for Google or Facebook alone); daily = monthly ÷ 30 rounded to the cent, and
 *                          the monthly figure shown is daily × 30 so the two always agree
 *   clicks               = monthly budget ÷ (platform cost per click × competition), since competition
 *                          bids the price of a click up
 *   expected leads       = clicks × 25% (CLICK_TO_LEAD_RATE) × platform conversion factor
 *   expected bookings    = expected leads × conversion rate%, and never more than the fleet can take
 *                          (its free RV-nights next month ÷ the average stay: rules/recent-data.ts)
 *   estimated revenue    = expected bookings × average booking value
 *   roi                  = estimated revenue ÷ monthly budget (a return 'x', like ROAS)
 *
 * 'Conversion rate' is the share of leads that become bookings: the spec raises it to the owner's
 * recent figure, and the only conversion the app can count is the Leads page's own (§9: converted
 * leads ÷ all leads), so the input means the same thing. Turning ad clicks into leads therefore
 * needs one rate the spec does not give: a quarter of ad clicks become leads (an ad lands on the
 * booking wizard, one step from 'Express Interest'). With it, the spec's defaults return 3.3x-3.4x,
 * close to their own target ROAS of 4. currentCustomerCount is kept as an input (the spec lists it)
 * but no §9 rule uses it, so it moves no figure.
 */
import { adPlatforms, type AdPlatform } from '../../../lib/shared/enums'
import {
  fleetBookingLimit,
  MEANINGFUL_SAMPLE,
  withRecentData,
  type RaisedInput,
  type RecentFigures,
} from './recent-data'

export const competitionLevels = ['low', 'medium', 'high', 'very_high'] as const
export type CompetitionLevel = (typeof competitionLevels)[number]

export const businessGoals = ['maintenance', 'steady_growth', 'aggressive_growth', 'market_domination'] as const
export type BusinessGoal = (typeof businessGoals)[number]

export const COMPETITION_MULTIPLIERS: Record<CompetitionLevel, number> = {
  low: 0.8,
  medium: 1,
  high: 1.3,
  very_high: 1.6,
}

export const GOAL_MULTIPLIERS: Record<BusinessGoal, number> = {
  maintenance: 0.7,
  steady_growth: 1,
  aggressive_growth: 1.4,
  market_domination: 1.8,
}

/** The season factors the form offers (spec §9); the page names them. */
export const SEASON_FACTORS = [0.7, 0.85, 1, 1.2, 1.5] as const
export type SeasonFactor = (typeof SEASON_FACTORS)[number]

/**
 * Spec §9: cost per click (dollars), conversion factor, base. The spec gives 'Both' no base; it is
 * the neutral 1, as its cost per click and factor sit between the two platforms'.
 */
export const PLATFORMS: Record<AdPlatform, { costPerClick: number; conversionFactor: number; base: number }> = {
  google: { costPerClick: 3.5, conversionFactor: 1.1, base: 1.2 },
  facebook: { costPerClick: 2.8, conversionFactor: 0.9, base: 0.9 },
  both: { costPerClick: 3.15, conversionFactor: 1, base: 1 },
}

/** Spec §5: the two sliders. */
export const SLIDERS = {
  desiredGrowthRate: { min: 0, max: 100, step: 5 },
  targetROAS: { min: 1, max: 10, step: 0.5 },
} as const

export const AD_BUDGET_CAP_SHARE = 0.15
export const SINGLE_PLATFORM_CAP_SHARE = 0.6
export const STARTING_BUDGET_SHARE = 0.7
export const DAYS_PER_MONTH = 30
/** Our rate (see the top of the file): the share of ad clicks that become leads. */
export const CLICK_TO_LEAD_RATE = 0.25

const LOW_ROI = 2
const HIGH_CONVERSION = 5
const AGGRESSIVE_GROWTH = 50
const SMALL_SAMPLE_PENALTY = 15

export interface OwnerBudgetInputs {
  /** Dollars a month. */
  monthlyRevenue: number
  /** Dollars. */
  averageBookingValue: number
  /** Percent of leads that book. */
  conversionRate: number
  /** One of SEASON_FACTORS. */
  seasonalityFactor: number
  competitionLevel: CompetitionLevel
  businessGoals: BusinessGoal
  targetROAS: number
  currentCustomerCount: number
  /** Percent. */
  desiredGrowthRate: number
}

/** Spec §9 defaults (its 'goal growth' is steady_growth, the neutral 1x goal). */
export const DEFAULT_BUDGET_INPUTS: OwnerBudgetInputs = {
  monthlyRevenue: 25_000,
  averageBookingValue: 1_200,
  conversionRate: 3.5,
  seasonalityFactor: 1,
  competitionLevel: 'medium',
  businessGoals: 'steady_growth',
  targetROAS: 4,
  currentCustomerCount: 150,
  desiredGrowthRate: 25,
}

const finite = (value: number, fallback = 0) => (Number.isFinite(value) ? value : fallback)
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** What the form sends, made safe to compute with: no NaN or negatives, sliders inside their bounds. */
export function normaliseInputs(inputs: OwnerBudgetInputs): OwnerBudgetInputs {
  const nonNegative = (value: number) => Math.max(0, finite(value))
  const slider = (value: number, bounds: { min: number; max: number }) =>
    clamp(finite(value, bounds.min), bounds.min, bounds.max)
  return {
    monthlyRevenue: nonNegative(inputs.monthlyRevenue),
    averageBookingValue: nonNegative(inputs.averageBookingValue),
    conversionRate: clamp(nonNegative(inputs.conversionRate), 0, 100),
    seasonalityFactor: SEASON_FACTORS.some((factor) => factor === inputs.seasonalityFactor)
      ? inputs.seasonalityFactor
      : DEFAULT_BUDGET_INPUTS.seasonalityFactor,
    competitionLevel: competitionLevels.includes(inputs.competitionLevel)
      ? inputs.competitionLevel
      : DEFAULT_BUDGET_INPUTS.competitionLevel,
    businessGoals: businessGoals.includes(inputs.businessGoals)
      ? inputs.businessGoals
      : DEFAULT_BUDGET_INPUTS.businessGoals,
    targetROAS: slider(inputs.targetROAS, SLIDERS.targetROAS),
    currentCustomerCount: Math.floor(nonNegative(inputs.currentCustomerCount)),
    desiredGrowthRate: slider(inputs.desiredGrowthRate, SLIDERS.desiredGrowthRate),
  }
}

/**
 * Spec §9: start at 85; +10 with over 20 bookings (the recent window's), +5 for low competition,
 * -10 for very high, +5 for a conversion rate over 5, -10 under 2; kept within 60-95. Ours: -15
 * when the owner's recent figures are known and fewer bookings than a meaningful sample stand
 * behind them (a plan from one booking is a guess). `recentBookings` is null when no recent figures
 * are used.
 */
export function confidenceScore(inputs: OwnerBudgetInputs, recentBookings: number | null): number {
  let score = 85
  if (recentBookings !== null && recentBookings > 20) score += 10
  if (recentBookings !== null && recentBookings < MEANINGFUL_SAMPLE.bookings) score -= SMALL_SAMPLE_PENALTY
  if (inputs.competitionLevel === 'low') score += 5
  if (inputs.competitionLevel === 'very_high') score -= 10
  if (inputs.conversionRate > 5) score += 5
  if (inputs.conversionRate < 2) score -= 10
  return clamp(score, 60, 95)
}

/** The spec's Recommendation; money in integer cents. */
export interface BudgetRecommendation {
  platform: AdPlatform
  dailyBudget: number
  monthlyBudget: number
  expectedLeads: number
  expectedBookings: number
  estimatedRevenue: number
  /** Estimated revenue ÷ monthly budget, two decimals. */
  roi: number
  confidence: number
  /** True when the 15% cap (9% for one platform) set the budget rather than the goal. */
  capped: boolean
  /** True when the fleet's free nights, not the budget, set the expected bookings. */
  fleetLimited: boolean
  /** The tip's starting point: 70% of the daily budget. */
  startingDailyBudget: number
}

const round = (value: number, decimals: number) => {
  const scale = 10 ** decimals
  return Math.round((value + Number.EPSILON) * scale) / scale
}

function recommend(
  platform: AdPlatform,
  inputs: OwnerBudgetInputs,
  confidence: number,
  bookingLimit: number | null,
): BudgetRecommendation {
  const { costPerClick, conversionFactor, base } = PLATFORMS[platform]
  const competition = COMPETITION_MULTIPLIERS[inputs.competitionLevel]
  const revenueCents = Math.round(inputs.monthlyRevenue * 100)
  const extraRevenue = revenueCents * (inputs.desiredGrowthRate / 100) * GOAL_MULTIPLIERS[inputs.businessGoals]
  const needed = (extraRevenue / inputs.targetROAS) * competition * inputs.seasonalityFactor * base
  const cap = revenueCents * AD_BUDGET_CAP_SHARE * (platform === 'both' ? 1 : SINGLE_PLATFORM_CAP_SHARE)
  const dailyBudget = Math.round(Math.min(needed, cap) / DAYS_PER_MONTH)
  const monthlyBudget = dailyBudget * DAYS_PER_MONTH
  const clicks = monthlyBudget / (costPerClick * 100 * competition)
  const leads = clicks * CLICK_TO_LEAD_RATE * conversionFactor
  const wanted = leads * (inputs.conversionRate / 100)
  const bookings = bookingLimit === null ? wanted : Math.min(wanted, bookingLimit)
  const estimatedRevenue = Math.round(bookings * inputs.averageBookingValue * 100)
  return {
    platform,
    dailyBudget,
    monthlyBudget,
    expectedLeads: round(leads, 1),
    expectedBookings: round(bookings, 1),
    estimatedRevenue,
    roi: monthlyBudget === 0 ? 0 : round(estimatedRevenue / monthlyBudget, 2),
    confidence,
    capped: needed > cap,
    fleetLimited: bookings < wanted,
    startingDailyBudget: Math.round(dailyBudget * STARTING_BUDGET_SHARE),
  }
}

/** Spec §9's insights, as figures: the page words them. */
export type BudgetInsight =
  { kind: 'high-conversion'; conversionRate: number } | { kind: 'aggressive-growth'; growthRate: number }

/** The warnings, as figures: a platform returning under 2x (spec §9), and a fleet too full for more bookings (ours). */
export type BudgetWarning =
  | { kind: 'low-roi'; platform: AdPlatform; roi: number }
  | { kind: 'fleet-full'; freeRvNights: number; bookingLimit: number }

export interface BudgetPlan {
  /** The inputs the figures used: the form's, raised by recent data where that was higher. */
  inputs: OwnerBudgetInputs
  raised: RaisedInput[]
  /** Higher recent figures left unused: too few bookings or leads stand behind them. */
  tooFew: RaisedInput[]
  /** The most bookings the fleet can take next month; null without the owner's figures. */
  bookingLimit: number | null
  /** Google, Facebook, both: in that order. */
  recommendations: BudgetRecommendation[]
  insights: BudgetInsight[]
  warnings: BudgetWarning[]
}

/**
 * Every §9 rule at once: what the page shows for these inputs and the owner's figures. With
 * `raiseFromRecent` off the last 30 days move no input and no confidence, but the fleet still holds
 * only so many bookings. The tip (start at STARTING_BUDGET_SHARE of the daily budget) is always given.
 */
export function recommendBudgets(
  formInputs: OwnerBudgetInputs,
  recent?: RecentFigures | null,
  { raiseFromRecent = true }: { raiseFromRecent?: boolean } = {},
): BudgetPlan {
  const used = raiseFromRecent ? recent : null
  const { inputs, raised, tooFew } = withRecentData(normaliseInputs(formInputs), used)
  const confidence = confidenceScore(inputs, used ? used.bookings : null)
  const bookingLimit = fleetBookingLimit(recent)
  const recommendations = adPlatforms.map((platform) => recommend(platform, inputs, confidence, bookingLimit))
  const insights: BudgetInsight[] = []
  if (inputs.conversionRate > HIGH_CONVERSION)
    insights.push({ kind: 'high-conversion', conversionRate: inputs.conversionRate })
  if (inputs.desiredGrowthRate > AGGRESSIVE_GROWTH)
    insights.push({ kind: 'aggressive-growth', growthRate: inputs.desiredGrowthRate })
  const warnings: BudgetWarning[] = recommendations
    // Nothing spent, nothing to warn about: a 0% growth goal asks for no budget at all.
    .filter((recommendation) => recommendation.monthlyBudget > 0 && recommendation.roi < LOW_ROI)
    .map(({ platform, roi }) => ({ kind: 'low-roi', platform, roi }))
  if (recent && bookingLimit !== null && recommendations.some((recommendation) => recommendation.fleetLimited))
    warnings.push({ kind: 'fleet-full', freeRvNights: recent.freeRvNights, bookingLimit })
  return { inputs, raised, tooFew, bookingLimit, recommendations, insights, warnings }
}
