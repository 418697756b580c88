/**
 * The renter's Trip Budget Calculator (spec §9 "Renter calculator"), pure, so the page and any
 * server use of it agree. Money is integer cents throughout; the spec's constants are written in
 * the spec's dollars and multipliers and turned into integer cents and percents before any sum.
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
export const RV_TYPE_INFO: Record<
  TripRvType,
  { label: string; nightlyBase: number; mpg: number; fleetType: RvType | null }
> = {
  'class-a': { label: 'Class A Motorhome', nightlyBase: 300, mpg: 8, fleetType: 'Class A' },
  'class-b': { label: 'Class B Van', nightlyBase: 200, mpg: 18, fleetType: 'Class B' },
  'class-c': { label: 'Class C Motorhome', nightlyBase: 240, mpg: 12, fleetType: 'Class C' },
  'travel-trailer': { label: 'Travel Trailer', nightlyBase: 120, mpg: 15, fleetType: 'Travel Trailer' },
  'fifth-wheel': { label: 'Fifth Wheel', nightlyBase: 180, mpg: 12, fleetType: null },
}

/** Venue nightly price in dollars. */
export const VENUE_INFO: Record<VenueType, { label: string; nightly: number }> = {
  campground: { label: 'Campground', nightly: 35 },
  'rv-park': { label: 'RV Park', nightly: 50 },
  'luxury-resort': { label: 'Luxury Resort', nightly: 120 },
  boondocking: { label: 'Boondocking (free camping)', nightly: 0 },
}

export const SEASON_INFO: Record<Season, { label: string; multiplier: number }> = {
  spring: { label: 'Spring', multiplier: 1 },
  summer: { label: 'Summer', multiplier: 1.3 },
  fall: { label: 'Fall', multiplier: 0.9 },
  winter: { label: 'Winter', multiplier: 0.7 },
}

/** The budget multiplier, and dollars per person per day for food and activities, per day for extras. */
export const BUDGET_INFO: Record<
  BudgetLevel,
  { label: string; multiplier: number; food: number; activities: number; extras: number }
> = {
  economy: { label: 'Economy', multiplier: 0.8, food: 25, activities: 15, extras: 20 },
  moderate: { label: 'Moderate', multiplier: 1, food: 45, activities: 30, extras: 40 },
  luxury: { label: 'Luxury', multiplier: 1.4, food: 75, activities: 60, extras: 80 },
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

/** Spec §3 "Tips entry"; estimatedCost in cents. */
export interface TripTip {
  category: string
  estimatedCost: number
  description: string
  tips: string[]
}

const dollars = (cents: number) =>
  (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`

function rentalTip(input: TripInput, cost: TripBreakdown): TripTip {
  const rv = RV_TYPE_INFO[input.rvType]
  const seasonTips: Record<Season, string> = {
    summer: `Summer rates run 30% above spring. The same trip in fall would cost about ${dollars(
      Math.round((cost.rvRental * 90) / 130),
    )} for the RV instead of ${dollars(cost.rvRental)}.`,
    spring: 'Spring is priced at the base rate: book early for school-holiday weeks, which fill first.',
    fall: 'Fall is 10% below the base rate and campgrounds empty out after Labor Day: a good time to go.',
    winter:
      'Winter is the cheapest season (30% below spring), but check that campgrounds on your route are open and ask whether the RV is winterized.',
  }
  return {
    category: 'RV rental',
    estimatedCost: cost.rvRental + cost.insurance,
    description: `${count(input.tripDuration, 'day')} in a ${rv.label} in ${SEASON_INFO[input.season].label.toLowerCase()}, with insurance if included.`,
    tips: [
      seasonTips[input.season],
      'Ask the owner about a weekly rate: stays of 7 nights or more are often discounted.',
      'Walk around the RV with the owner at pickup and photograph any scratches, so they are not charged to you.',
    ],
  }
}

function campsiteTip(input: TripInput, cost: TripBreakdown): TripTip {
  const venueTips: Record<VenueType, string[]> = {
    campground: [
      'State and national park sites open for booking months ahead (often 6) and popular ones fill in minutes.',
      'Check the site length limit before booking: many older campgrounds cannot take rigs over 30 feet.',
    ],
    'rv-park': [
      'Full hookups (water, sewer, power) let you run the air conditioning without the generator.',
      'Many RV parks discount weekly stays, and club memberships such as Good Sam take 10% off at member parks.',
    ],
    'luxury-resort': [
      'Ask for the weekly rate: resorts often price a week well below seven single nights.',
      'Mix resort nights with a few nights at campgrounds to keep the comforts and cut the bill.',
    ],
    boondocking: [
      'Public land (BLM, national forests) usually allows free stays of up to 14 days in one spot.',
      'Arrive with a full fresh-water tank and empty waste tanks: there are no hookups.',
    ],
  }
  const venue = VENUE_INFO[input.venueType]
  return {
    category: 'Campsites',
    estimatedCost: cost.venueBooking,
    description:
      venue.nightly === 0
        ? `${count(input.tripDuration, 'night')} of free camping off the grid.`
        : `${count(input.tripDuration, 'night')} at ${venue.label.toLowerCase()} sites, about $${venue.nightly} a night.`,
    tips: venueTips[input.venueType],
  }
}

function fuelTip(input: TripInput, cost: TripBreakdown): TripTip {
  const { mpg, label } = RV_TYPE_INFO[input.rvType]
  const gallons = Math.round(input.milesDriving / mpg)
  return {
    category: 'Fuel',
    estimatedCost: cost.fuel,
    description: `About ${count(gallons, 'gallon')} for ${count(input.milesDriving, 'mile')}: a ${label} does about ${mpg} mpg, at $${FUEL_DOLLARS_PER_GALLON.toFixed(2)} a gallon.`,
    tips: [
      'Keep to 55-60 mph: an RV’s mileage drops quickly above that.',
      'Fill up away from highway exits, and use a fuel-price app to find truck stops with RV lanes.',
      mpg <= 10
        ? 'A Class A burns the most fuel: set up a base camp and explore by day instead of moving every night.'
        : 'Plan a loop rather than an out-and-back route, so no mile is driven twice.',
    ],
  }
}

function foodTip(input: TripInput, cost: TripBreakdown): TripTip {
  const { food, label } = BUDGET_INFO[input.budgetLevel]
  return {
    category: 'Food',
    estimatedCost: cost.food,
    description: `${count(input.numberOfPeople, 'person', 'people')} for ${count(input.tripDuration, 'day')} at $${food} a person a day (${label.toLowerCase()}).`,
    tips: [
      'Stock up at a supermarket before you leave: campground stores and tourist towns charge more.',
      'Cook breakfast and lunch in the RV and keep restaurants for a few dinners.',
      'Plan one-pot meals: water and tank space are limited when you wash up.',
    ],
  }
}

function activitiesTip(input: TripInput, cost: TripBreakdown): TripTip {
  return {
    category: 'Activities',
    estimatedCost: cost.activities,
    description: `Tours, park entries and rentals for ${count(input.numberOfPeople, 'person', 'people')}, on about 7 days in 10.`,
    tips: [
      'An America the Beautiful pass ($80 a year) covers entry to every national park for a whole vehicle.',
      'Hiking, swimming and ranger programmes are free: alternate paid days with free ones.',
    ],
  }
}

/** Tips for the lines the renter is counting: the RV, the campsites, and fuel, food and activities when included. */
export function tripTips(trip: TripInput, cost: TripBreakdown): TripTip[] {
  const input = boundedTrip(trip)
  return [
    rentalTip(input, cost),
    campsiteTip(input, cost),
    ...(input.includeFuel ? [fuelTip(input, cost)] : []),
    ...(input.includeFood ? [foodTip(input, cost)] : []),
    ...(input.includeActivities ? [activitiesTip(input, cost)] : []),
  ]
}
