/** Venue and parking spot payloads (spec §3, §5 Venue form), shared by the API and the dialogs. */
import * as v from 'valibot'
import { parkingSpotSizes, type HookupAmps, type ParkingSpotSize, type VenueLister } from '../../lib/shared/enums'
import type { CancellationPolicyName } from '../../lib/shared/cancellation'
import {
  formObject,
  optionalCoordinate,
  optionalImageUrl,
  optionalText,
  optionalWholeNumber,
  requiredText,
  textList,
  wholeNumber,
} from '../../lib/shared/fields'
import { calendarDay, isRealDay } from '../../lib/shared/dates'
import { DEFAULT_SEARCH_RADIUS, SEARCH_RADII, type SearchRadius } from '../../lib/shared/geo'
import { moneySchema } from '../../lib/shared/money'
import { availabilityField, listSearchField, pageQueryFields, type Page } from '../../lib/shared/paging'

const endsAfterStart = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  !isRealDay(startDate) || !isRealDay(endDate) || endDate > startDate

export const VENUE_LIMITS = { capacity: [1, 500], maxRvLength: [10, 50] } as const

export const venueInputSchema = formObject({
  name: requiredText('Name', 120),
  description: optionalText('Description', 2000),
  location: requiredText('Location', 200),
  latitude: optionalCoordinate('Latitude', 90),
  longitude: optionalCoordinate('Longitude', 180),
  pricePerNight: moneySchema('Price per night'),
  capacity: wholeNumber('Capacity', ...VENUE_LIMITS.capacity),
  maxRvLength: optionalWholeNumber('Max RV length', ...VENUE_LIMITS.maxRvLength),
  amenities: textList('Amenities'),
  imageUrl: optionalImageUrl,
  available: v.optional(v.boolean('Available must be true or false'), true),
})

export const spotInputSchema = formObject({
  spotNumber: requiredText('Spot number', 20),
  size: v.picklist(parkingSpotSizes, 'Choose a spot size'),
  utilities: textList('Utilities'),
  pricePerNight: moneySchema('Price per night'),
  available: v.optional(v.boolean('Available must be true or false'), true),
})

export const spotParamSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(64)),
  spotId: v.pipe(v.string(), v.maxLength(64)),
})

export type VenueInput = v.InferInput<typeof venueInputSchema>
export type VenueData = v.InferOutput<typeof venueInputSchema>
export type SpotInput = v.InferInput<typeof spotInputSchema>
export type SpotData = v.InferOutput<typeof spotInputSchema>

export interface Venue {
  id: string
  name: string
  description: string | null
  location: string
  latitude: number | null
  longitude: number | null
  pricePerNight: string
  capacity: number
  maxRvLength: number | null
  amenities: string[]
  imageUrl: string | null
  available: boolean
  rating: number | null
  /** 'owner': an owner's own venue (booked with that owner's RVs); 'partner': a venue partner's, booked by site with any RV. */
  listedBy: VenueLister
  /** The policy a partner's site nights are refunded by (an owner's venue follows the RV's policy). */
  cancellationPolicy: CancellationPolicyName
  createdAt: string
}

export interface ParkingSpot {
  id: string
  venueId: string
  spotNumber: string
  size: ParkingSpotSize
  utilities: string[]
  pricePerNight: string
  available: boolean
  createdAt: string
}

/** GET /api/venues/mine: newest first, a page at a time; `q` matches name, location or any amenity. */
export const venueListQuerySchema = v.object({
  q: listSearchField,
  availability: availabilityField,
  ...pageQueryFields,
})
export type VenueListQuery = v.InferOutput<typeof venueListQuerySchema>

/** Miles around a place, as a query gives them: one of the renter's radii (100 unless told). */
const radiusField = v.optional(
  v.pipe(
    v.picklist(
      SEARCH_RADII.map((miles) => String(miles) as `${SearchRadius}`),
      `Search within ${SEARCH_RADII.join(', ')} miles`,
    ),
    v.transform((miles) => Number(miles) as SearchRadius),
  ),
  `${DEFAULT_SEARCH_RADIUS}`,
)

/**
 * GET /api/venues: renters see available venues only, so there is no availability filter. With
 * `rvId`, only the venues that RV may be booked at: its owner's, taking its length. With
 * `zipCode` (the wizard's step 2), only those near the trip: within `radius` miles of the zip
 * code's centre or of the RV's pickup location, nearest first, in one page.
 */
export const publicVenueListQuerySchema = v.object({
  q: listSearchField,
  rvId: v.optional(v.pipe(v.string(), v.maxLength(64, 'Unknown RV'))),
  /** The server also checks it is a real US ZIP code. */
  zipCode: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'Enter a 5-digit zip code'))),
  radius: radiusField,
  ...pageQueryFields,
})
export type PublicVenueListQuery = v.InferOutput<typeof publicVenueListQuerySchema>

/** A venue as renters list it: near a trip, with its distance in miles from the renter's zip code (null otherwise). */
export interface PublicVenue extends Venue {
  distance: number | null
}

/**
 * GET /api/venues/:id/sites: a partner venue's sites that take `rvId` (it fits them) and are free
 * (no booking, no closure) every night from `startDate` to `endDate`.
 */
export const publicSitesQuerySchema = v.pipe(
  v.object({
    rvId: v.pipe(v.string('Choose an RV'), v.nonEmpty('Choose an RV'), v.maxLength(64, 'Unknown RV')),
    startDate: calendarDay('Pickup date'),
    endDate: calendarDay('Return date'),
  }),
  v.forward(v.partialCheck([['startDate'], ['endDate']], endsAfterStart, 'Return date must be after pickup date'), [
    'endDate',
  ]),
)
export type PublicSitesQuery = v.InferOutput<typeof publicSitesQuerySchema>

/** A partner's site as renters choose it: GET /api/venues/:id/sites lists those that fit the RV and are free. */
export interface PublicSite {
  id: string
  venueId: string
  spotNumber: string
  size: ParkingSpotSize
  maxRvLength: number | null
  amps: HookupAmps | null
  water: boolean
  sewer: boolean
  pullThrough: boolean
  pricePerNight: string
}

/** A page of the owner's venues, and how many match the filters in all ('All Venues (3)'). */
export interface VenuePage extends Page<Venue> {
  total: number
}

/** GET /api/venues/mine/stats: the venues page's tiles, over every venue whatever the filters. */
export interface VenueStats {
  total: number
  available: number
  /** RV sites across all venues. */
  capacity: number
  parkingSpots: number
}
