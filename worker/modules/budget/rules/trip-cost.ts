/**
 * The renter's Trip Budget Calculator (spec §9 "Renter calculator"), pure, so the page and any
 * server use of it agree. Money is integer cents throughout; the spec's constants are written in
 * the spec's dollars and multipliers and turned into integer cents and percents before any sum.
 * Figures only: the page names the options and words the breakdown and the tips (src/features/budget/trip).
 *
 * Where the spec names a constant but not its formula, this file decides (and the tests pin it):
 * - RV rental = days × nightly base × season multiplier × budget multiplier. The season and budget
 *   multipliers apply to the RV rental only: food, activities and extras already have their own
 *   per-level prices, and the venue type is itself the renter's comfort choice.
 * - A real RV of the matching type replaces the nightly base only; both multipliers still apply.
 * - Venue = days × venue nightly (no multiplier).
 * - Fuel = miles ÷ mpg(RV type) × $3.50, whatever the trip's length.
 * - Insurance = 12% of the RV rental line (not of the venue or other lines).
 * - Food = people × days × food(level); activities = people × days × activities(level) × 0.7;
 *   extras = days × extras(level) (per trip day, not per person).
 * - Each line is rounded half up to the cent; the total is the sum of the rounded lines.
 * - Cost per day = total ÷ days and per person = total ÷ people, rounded half up to whole dollars.
 * - A toggle that is off makes its line 0; the RV rental and the venue are always counted.
 */
import type { RvType } from '../../../lib/shared/enums'

export const TRIP_RV_TYPES = ['class-a', 'class-b', 'class-c', 'travel-trailer', 'fifth-wheel'] as const
export type TripRvType = (typeof TRIP_RV_TYPES)[number]

export const VENUE_TYPES = ['campground', 'rv-park', 'luxury-resort', 'boondocking'] as const
export type VenueType = (typeof VENUE_TYPES)[number]

export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const
export type Season = (typeof SEASONS)[number]

export const BUDGET_LEVELS = ['economy', 'moderate', 'luxury'] as const
export type BudgetLevel = (typeof BUDGET_LEVELS)[number]

/** Nightly base in dollars, miles per gallon, and the fleet's RV type it matches (fifth wheels: none). */
export const RV_TYPE_INFO: Record<TripRvType, { nightlyBase: number; mpg: number; fleetType: RvType | null }> = {
  'class-a': { nightlyBase: 300, mpg: 8, fleetType: 'Class A' },
  'class-b': { nightlyBase: 200, mpg: 18, fleetType: 'Class B' },
  'class-c': { nightlyBase: 240, mpg: 12, fleetType: 'Class C' },
  'travel-trailer': { nightlyBase: 120, mpg: 15, fleetType: 'Travel Trailer' },
  'fifth-wheel': { nightlyBase: 180, mpg: 12, fleetType: null },
}

/** Venue nightly price in dollars. */
export const VENUE_INFO: Record<VenueType, { nightly: number }> = {
  campground: { nightly: 35 },
  'rv-park': { nightly: 50 },
  'luxury-resort': { nightly: 120 },
  boondocking: { nightly: 0 },
}

export const SEASON_INFO: Record<Season, { multiplier: number }> = {
  spring: { multiplier: 1 },
  summer: { multiplier: 1.3 },
  fall: { multiplier: 0.9 },
  winter: { multiplier: 0.7 },
}

/** The budget multiplier, and dollars per person per day for food and activities, per day for extras. */
export const BUDGET_INFO: Record<
  BudgetLevel,
  { multiplier: number; food: number; activities: number; extras: number }
> = {
  economy: { multiplier: 0.8, food: 25, activities: 15, extras: 20 },
  moderate: { multiplier: 1, food: 45, activities: 30, extras: 40 },
  luxury: { multiplier: 1.4, food: 75, activities: 60, extras: 80 },
}

export const FUEL_DOLLARS_PER_GALLON = 3.5
export const INSURANCE_SHARE = 0.12
/** Activities are priced per person per day, then scaled: not every day of a trip has one. */
export const ACTIVITIES_FACTOR = 0.7

/** The sliders' and the miles field's bounds (miles: the spec sets none; 10,000 covers a coast-to-coast loop). */
export const TRIP_BOUNDS = {
  tripDuration: { min: 1, max: 30 },
  numberOfPeople: { min: 1, max: 10 },
  milesDriving: { min: 0, max: 10_000 },
} as const

export interface TripInput {
  tripDuration: number
  numberOfPeople: number
  rvType: TripRvType
  venueType: VenueType
  season: Season
  milesDriving: number
  includeInsurance: boolean
  includeFuel: boolean
  includeFood: boolean
  includeActivities: boolean
  includeExtras: boolean
  budgetLevel: BudgetLevel
}

export const DEFAULT_TRIP: TripInput = {
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
}

/** Every line in cents (spec §3 "Cost breakdown"). */
export interface TripBreakdown {
  rvRental: number
  venueBooking: number
  fuel: number
  insurance: number
  food: number
  activities: number
  extras: number
  total: number
}

export interface TripCost extends TripBreakdown {
  /** Total ÷ days and total ÷ people, in cents rounded to whole dollars. */
  costPerDay: number
  costPerPerson: number
  /** The nightly base the rental was priced at, in cents: the real RV's price or the type's base. */
  nightlyBaseCents: number
}

/** A multiplier such as 1.3 as a whole percent (130), so sums stay in integers until one rounding. */
const percent = (multiplier: number) => Math.round(multiplier * 100)
const clampWhole = (value: number, { min, max }: { min: number; max: number }) =>
  Math.min(max, Math.max(min, Math.round(Number.isFinite(value) ? value : min)))
const roundToDollar = (cents: number) => Math.round(cents / 100) * 100

/** The trip's inputs within the sliders' and the miles field's bounds, as whole numbers. */
export function boundedTrip(input: TripInput): TripInput {
  return {
    ...input,
    tripDuration: clampWhole(input.tripDuration, TRIP_BOUNDS.tripDuration),
    numberOfPeople: clampWhole(input.numberOfPeople, TRIP_BOUNDS.numberOfPeople),
    milesDriving: clampWhole(input.milesDriving, TRIP_BOUNDS.milesDriving),
  }
}

export function tripCost(
  trip: TripInput,
  { nightlyOverrideCents }: { nightlyOverrideCents?: number | null } = {},
): TripCost {
  const input = boundedTrip(trip)
  const { tripDuration: days, numberOfPeople: people, milesDriving: miles } = input
  const rv = RV_TYPE_INFO[input.rvType]
  const level = BUDGET_INFO[input.budgetLevel]
  const nightlyBaseCents =
    nightlyOverrideCents != null && nightlyOverrideCents >= 0 ? Math.round(nightlyOverrideCents) : rv.nightlyBase * 100

  const rvRental = Math.round(
    (days * nightlyBaseCents * percent(SEASON_INFO[input.season].multiplier) * percent(level.multiplier)) / 10_000,
  )
  const venueBooking = days * VENUE_INFO[input.venueType].nightly * 100
  const fuel = input.includeFuel ? Math.round((miles * percent(FUEL_DOLLARS_PER_GALLON)) / rv.mpg) : 0
  const insurance = input.includeInsurance ? Math.round((rvRental * percent(INSURANCE_SHARE)) / 100) : 0
  const food = input.includeFood ? people * days * level.food * 100 : 0
  // level.activities dollars × 100 cents × 0.7 = level.activities × 70 cents, exactly.
  const activities = input.includeActivities ? people * days * level.activities * percent(ACTIVITIES_FACTOR) : 0
  const extras = input.includeExtras ? days * level.extras * 100 : 0
  const total = rvRental + venueBooking + fuel + insurance + food + activities + extras

  return {
    rvRental,
    venueBooking,
    fuel,
    insurance,
    food,
    activities,
    extras,
    total,
    costPerDay: roundToDollar(total / days),
    costPerPerson: roundToDollar(total / people),
    nightlyBaseCents,
  }
}

/**
 * Spec §3 "Tips entry", as figures: which categories the renter is counting (the RV and the
 * campsites always; fuel, food and activities when included) and what each is estimated to cost, in
 * cents. The page words each tip.
 */
export const TRIP_TIP_CATEGORIES = ['rental', 'campsites', 'fuel', 'food', 'activities'] as const
export type TripTipCategory = (typeof TRIP_TIP_CATEGORIES)[number]

export function tripTipCosts(
  trip: TripInput,
  cost: TripBreakdown,
): { category: TripTipCategory; estimatedCost: number }[] {
  const input = boundedTrip(trip)
  const counted: Record<TripTipCategory, boolean> = {
    rental: true,
    campsites: true,
    fuel: input.includeFuel,
    food: input.includeFood,
    activities: input.includeActivities,
  }
  const estimated: Record<TripTipCategory, number> = {
    rental: cost.rvRental + cost.insurance,
    campsites: cost.venueBooking,
    fuel: cost.fuel,
    food: cost.food,
    activities: cost.activities,
  }
  return TRIP_TIP_CATEGORIES.filter((category) => counted[category]).map((category) => ({
    category,
    estimatedCost: estimated[category],
  }))
}

/** The trip's fuel in whole gallons: its miles (within bounds) at its RV type's mpg. */
export function tripGallons(trip: TripInput): number {
  const input = boundedTrip(trip)
  return Math.round(input.milesDriving / RV_TYPE_INFO[input.rvType].mpg)
}

/** An RV rental priced in one season, re-priced in another (cents): e.g. what a summer trip would cost in fall. */
export const rentalInSeason = (rvRental: number, from: Season, to: Season) =>
  Math.round((rvRental * percent(SEASON_INFO[to].multiplier)) / percent(SEASON_INFO[from].multiplier))
