/** RV payloads (spec §3 rvs, §5 Add RV form), shared by the API and the Add RV dialog. */
import * as v from 'valibot'
import { rvTypes, type RvType } from '../../lib/shared/enums'
import { moneySchema } from '../../lib/shared/money'
import type { AddOn, RateCard } from '../../lib/shared/rate-card'
import type { CancellationPolicyName, PolicyTier } from '../../lib/shared/cancellation'
import {
  formObject,
  optionalImageUrl,
  optionalText,
  optionalWholeNumber,
  requiredText,
  textList,
  wholeNumber,
} from '../../lib/shared/fields'
import { availabilityField, listSearchField, pageQueryFields, type Page } from '../../lib/shared/paging'

export const RV_TYPE_LABELS: Record<RvType, string> = {
  'Class A': 'Class A Motorhome',
  'Class B': 'Class B Van',
  'Class C': 'Class C Motorhome',
  'Travel Trailer': 'Travel Trailer',
}

export const RV_LIMITS = {
  sleeps: [1, 12],
  length: [10, 50],
  firstYear: 1990,
  mileage: 2_000_000,
  turnaroundDays: [0, 14],
} as const

/** Year 1990 to next calendar year, judged when the request arrives. */
const year = v.optional(
  v.nullable(
    v.pipe(
      v.number('Year must be a number'),
      v.integer('Year must be a whole number'),
      v.check(
        (value) => value >= RV_LIMITS.firstYear && value <= new Date().getFullYear() + 1,
        () => `Year must be between ${RV_LIMITS.firstYear} and ${new Date().getFullYear() + 1}`,
      ),
    ),
  ),
  null,
)

export const rvInputSchema = formObject({
  name: requiredText('Name', 120),
  type: v.picklist(rvTypes, 'Choose an RV type'),
  description: optionalText('Description', 2000),
  sleeps: wholeNumber('Sleeps', ...RV_LIMITS.sleeps),
  length: optionalWholeNumber('Length', ...RV_LIMITS.length),
  // An RV at $0 is not for rent: renters would see a free RV that no booking can honour.
  pricePerNight: v.pipe(moneySchema('Price per night'), v.minValue(1, 'Price per night must be more than $0')),
  imageUrl: optionalImageUrl,
  features: textList('Features'),
  available: v.optional(v.boolean('Available must be true or false'), true),
  mileage: optionalWholeNumber('Mileage', 0, RV_LIMITS.mileage),
  year,
  make: optionalText('Make', 60),
  model: optionalText('Model', 60),
  turnaroundDays: v.optional(wholeNumber('Turnaround days', ...RV_LIMITS.turnaroundDays), 1),
})

export type RvInput = v.InferInput<typeof rvInputSchema>
export type RvData = v.InferOutput<typeof rvInputSchema>

/** An RV as the API returns it. */
export interface Rv {
  id: string
  name: string
  type: RvType
  description: string | null
  sleeps: number
  length: number | null
  pricePerNight: string
  imageUrl: string | null
  features: string[]
  available: boolean
  mileage: number | null
  year: number | null
  make: string | null
  model: string | null
  turnaroundDays: number
  createdAt: string
}

/**
 * A renter's search result: the RV and its all-in total for their dates (every mandatory fee and
 * tax included), the price renters compare, with the nightly average beside it.
 */
export interface SearchResult extends Rv {
  allInTotal: string
  nightlyAverage: string
}

/** GET /api/rvs/:id/terms: what the one quote function needs to price a stay of this RV (money in cents). */
export interface RvTerms {
  rates: RateCard
  addOns: AddOn[]
  policy: { name: CancellationPolicyName; text: string; tiers: PolicyTier[] }
}

/** Which day "today" is for the viewer (their calendar, not the server's). */
export const fleetTodayQuerySchema = v.object({
  date: v.pipe(v.string('Date is required'), v.isoDate('Date must look like 2026-07-04')),
})

/** GET /api/rvs/mine/today: RVs out on a booking that day, for the fleet's 'Booked today' tile. */
export interface FleetToday {
  date: string
  bookedRvs: number
}

/**
 * GET /api/rvs and /api/rvs/mine: newest first, a page at a time; `q` matches name, make, model
 * or description (case-insensitive), `type` one RV type, `availability` available or not.
 */
export const rvListQuerySchema = v.object({
  q: listSearchField,
  type: v.optional(v.picklist(rvTypes, 'Choose an RV type')),
  availability: availabilityField,
  ...pageQueryFields,
})
export type RvListQuery = v.InferOutput<typeof rvListQuerySchema>

/** A page of the owner's RVs, and how many match the filters in all ('Showing 3 of 8'). */
export interface RvPage extends Page<Rv> {
  total: number
}

/** GET /api/rvs/mine/stats: the fleet page's tiles, over the whole fleet whatever the filters. */
export interface FleetStats {
  total: number
  available: number
  /** Mean nightly price, rounded to the cent; null with no RVs. */
  averagePricePerNight: string | null
}
