/**
 * An RV's rate rules as the one quote function reads them (pure data, no storage): the pricing
 * module loads them for an RV and its owner; an RV with none prices as nights × nightly price.
 */

export const addOnUnits = ['per_stay', 'per_night', 'per_day'] as const
export type AddOnUnit = (typeof addOnUnits)[number]

export interface Season {
  name: string
  /** The season's first and last night, inclusive ('YYYY-MM-DD'). */
  startDate: string
  endDate: string
  nightlyCents: number
  minNights: number | null
}

export interface SalesTax {
  name: string
  /** Thousandths of a percent: 8.875 % = 8875. */
  rateMilliPercent: number
}

export interface AddOn {
  id: string
  name: string
  priceCents: number
  unit: AddOnUnit
  maxQuantity: number
  taxable: boolean
}

export interface RateCard {
  /** The price of 7 nights, used for stays of 7-29 nights. */
  weeklyCents: number | null
  /** The price of 30 nights, used for stays of 30 nights or more. */
  monthlyCents: number | null
  /** Friday and Saturday nights, outside seasons. */
  weekendCents: number | null
  minNights: number | null
  seasons: Season[]
  /** Weekdays (0 = Sunday … 6 = Saturday) on which no trip may start or end. */
  noTurnoverDays: number[]
  prepFeeCents: number | null
  milesPerDay: number | null
  extraMileCents: number | null
  generatorHoursPerDay: number | null
  extraGeneratorHourCents: number | null
  /** The owner's sales tax rates (none, one or two) and which kinds of line they apply to. */
  taxes: SalesTax[]
  taxable: { rental: boolean; prepFee: boolean; delivery: boolean }
}

/** An RV without rate rules: the spec's nights × nightly price. */
export const PLAIN_RATE_CARD: RateCard = {
  weeklyCents: null,
  monthlyCents: null,
  weekendCents: null,
  minNights: null,
  seasons: [],
  noTurnoverDays: [],
  prepFeeCents: null,
  milesPerDay: null,
  extraMileCents: null,
  generatorHoursPerDay: null,
  extraGeneratorHourCents: null,
  taxes: [],
  taxable: { rental: false, prepFee: false, delivery: false },
}
