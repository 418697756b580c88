/** RV payloads (spec §3 rvs, §5 Add RV form), shared by the API and the Add RV dialog. */
import * as v from 'valibot'
import { rvTypes, type HookupAmps, type RvType } from '../../lib/shared/enums'
import { moneySchema } from '../../lib/shared/money'
import type { AddOn, RateCard } from '../../lib/shared/rate-card'
import type { CancellationPolicyName, PolicyTier } from '../../lib/shared/cancellation'
import { ACCESSIBILITY_FEATURES, type AccessibilityFeature } from '../../lib/shared/rv-amenities'
import {
  formObject,
  isMediaUrl,
  optionalImageUrl,
  optionalText,
  optionalWholeNumber,
  requiredText,
  textList,
  wholeNumber,
} from '../../lib/shared/fields'
import { availabilityField, listSearchField, pageQueryFields, type Page } from '../../lib/shared/paging'
import { calendarDay } from '../../lib/shared/dates'

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
  /**
   * One of the owner's pickup locations, or null (then no search from a place finds the RV); '' is
   * null. Left out, an update keeps the RV where it is, so no older client moves it by omission.
   */
  pickupLocationId: v.optional(
    v.nullable(
      v.pipe(
        v.string('Choose a pickup location'),
        v.maxLength(64, 'Pickup location not found'),
        v.transform((value) => value || null),
      ),
    ),
  ),
  petsAllowed: v.optional(v.boolean('Pets allowed must be true or false'), false),
  /** What the owner ticks of ACCESSIBILITY_FEATURES, each once. */
  accessibility: v.optional(
    v.pipe(
      v.array(
        v.picklist(ACCESSIBILITY_FEATURES, 'Choose accessibility features from the list'),
        'Accessibility must be a list',
      ),
      v.transform((features) => [...new Set(features)]),
    ),
    [],
  ),
  /** On: a paid stay is confirmed at once. Off: renters request to book and the owner has 24 hours to accept. */
  instantBook: v.optional(v.boolean('Instant book must be true or false'), true),
  /**
   * What the RV needs at a partner's site (worker/lib/shared/site-fit.ts): an electric hookup of 30
   * or 50 amps (null or '' for none), water, sewer, a pull-through site. Left out, an update keeps
   * what the RV has (an older client never clears them by omission); a new RV needs none.
   */
  hookupAmps: v.optional(
    v.pipe(
      v.nullable(v.union([v.picklist([30, 50]), v.picklist(['30', '50', ''])], 'Choose 30 amp, 50 amp or none')),
      v.transform((amps): HookupAmps | null => (amps === null || amps === '' ? null : (Number(amps) as HookupAmps))),
    ),
  ),
  needsWater: v.optional(v.boolean('Needs water must be true or false')),
  needsSewer: v.optional(v.boolean('Needs sewer must be true or false')),
  needsPullThrough: v.optional(v.boolean('Needs pull-through must be true or false')),
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
  pickupLocationId: string | null
  petsAllowed: boolean
  accessibility: AccessibilityFeature[]
  /** The listing's address: /rvs/<slug>. */
  slug: string
  instantBook: boolean
  /** What it needs at a partner's site: electric hookup amps (null: none), water, sewer, a pull-through site. */
  hookupAmps: HookupAmps | null
  needsWater: boolean
  needsSewer: boolean
  needsPullThrough: boolean
  createdAt: string
}

/**
 * A renter's search result: the RV and its all-in total for their dates (every mandatory fee and
 * tax included), the price renters compare, with the nightly average beside it, and where it is.
 */
export interface SearchResult extends Rv {
  allInTotal: string
  nightlyAverage: string
  /** Miles from the search's centre to the pickup location, to 0.1; null without a centre. */
  distance: number | null
  /** Where renters pick it up; null when the owner has not chosen a place. */
  pickup: SearchPickup | null
}

/** A search result's pickup location, as much as a card shows. */
export interface SearchPickup {
  name: string
  city: string
  state: string
  zipCode: string
  delivers: boolean
}

/** GET /api/rvs/nearest-zip: the zip code nearest the renter ('use my location'). */
export interface NearestZip {
  zipCode: string
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

/** Cheapest nightly price first (the spec's order), cheapest all-in total, or nearest first (needs a place). */
export const rvSearchSorts = ['price', 'total', 'distance'] as const
export type RvSearchSort = (typeof rvSearchSorts)[number]

/**
 * The renters' search, step 1's own fields (spec §2, §5 Booking search): the wizard's form extends
 * these, and the API's place, radius and filters (./search-schemas, which the browser never loads) add to them.
 */
export const rvSearchFields = {
  startDate: calendarDay('Pickup date'),
  endDate: calendarDay('Return date'),
  type: v.optional(v.picklist(rvTypes, 'Choose an RV type')),
  /** Lower bound of the guest range (1-2 → 1, 7+ → 7); absent for 'any'. */
  guests: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer('Guests must be a whole number'), v.minValue(1), v.maxValue(12)),
  ),
  /** Where the trip starts; the server also checks it is a real US ZIP code. */
  zipCode: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'Enter a 5-digit zip code'))),
  sort: v.optional(v.picklist(rvSearchSorts, 'Sort by price, total or distance'), 'price'),
  /** A page of the matches (24 unless told); the wizard follows `nextCursor` for more. */
  ...pageQueryFields,
}

/** The widths the browser resizes a listing photo to (never upscaling: a smaller photo keeps its own width). */
export const PHOTO_WIDTHS = [480, 960, 1600] as const
export const MAX_PHOTOS_PER_RV = 20

const photoAlt = optionalText('Alt text', 200)

/**
 * POST /api/rvs/:id/photos: one photo as the browser stored it, each width uploaded to /media
 * first (the server checks each is the owner's own upload). The largest is the photo's url.
 */
export const rvPhotoInputSchema = formObject({
  variants: v.pipe(
    v.array(
      v.object(
        {
          width: v.pipe(
            v.number('Width must be a number'),
            v.integer('Width must be a whole number'),
            v.minValue(1, 'Width must be at least 1'),
            v.maxValue(PHOTO_WIDTHS.at(-1)!, `A photo is at most ${PHOTO_WIDTHS.at(-1)} pixels wide`),
          ),
          url: v.pipe(
            v.string('Photo must be an uploaded image'),
            v.maxLength(2048, 'Photo address is too long'),
            v.check(isMediaUrl, 'Photos must be images uploaded here'),
          ),
        },
        'Each size must have a width and a url',
      ),
      'Variants must be a list',
    ),
    v.minLength(1, 'Upload the photo first'),
    v.maxLength(PHOTO_WIDTHS.length, `A photo has at most ${PHOTO_WIDTHS.length} sizes`),
    v.check(
      (variants) => new Set(variants.map((variant) => variant.width)).size === variants.length,
      'Each size of a photo must have its own width',
    ),
  ),
  alt: photoAlt,
})
export type RvPhotoInput = v.InferInput<typeof rvPhotoInputSchema>

/** PATCH /api/rvs/:id/photos/:photoId: what the photo shows, for people who cannot see it. */
export const rvPhotoAltSchema = formObject({ alt: photoAlt })

/** PUT /api/rvs/:id/photos/order: every photo id of the RV, in the new order (the first is the cover). */
export const rvPhotoOrderSchema = formObject({
  ids: v.pipe(
    v.array(v.pipe(v.string('Photo ids must be text'), v.maxLength(64, 'Unknown photo')), 'Ids must be a list'),
    v.maxLength(MAX_PHOTOS_PER_RV, `An RV has at most ${MAX_PHOTOS_PER_RV} photos`),
    v.check((ids) => new Set(ids).size === ids.length, 'Each photo may appear once'),
  ),
})

/** A listing's address, /rvs/<slug>; anything longer than a slug can be is a plain 404 later. */
export const listingSlugSchema = v.object({ slug: v.pipe(v.string(), v.maxLength(100, 'Unknown listing')) })

export const rvPhotoParamSchema = v.object({
  id: v.pipe(v.string(), v.maxLength(64, 'Unknown id')),
  photoId: v.pipe(v.string(), v.maxLength(64, 'Unknown photo')),
})

/** A listing photo: its largest size and every size stored, narrowest first (for srcset). */
export interface RvPhoto {
  id: string
  url: string
  variants: { width: number; url: string }[]
  alt: string | null
  position: number
}

/** GET /api/rvs/listings/:slug: taken nights as [startDate, endDate) ranges (endDate the first free night). */
export interface TakenRange {
  startDate: string
  endDate: string
}

/**
 * Everything the public listing page (/rvs/<slug>) shows, read by the Worker's page and by the
 * API alike: the RV, its photos, its pricing terms and policy, where it is picked up (the town),
 * its owner as renters know them, their response rate, the reviews, and the next 12 months' taken
 * nights (no renter data: dates only).
 */
export interface RvListing {
  id: string
  slug: string
  name: string
  type: RvType
  description: string | null
  features: string[]
  sleeps: number
  length: number | null
  year: number | null
  make: string | null
  model: string | null
  petsAllowed: boolean
  accessibility: AccessibilityFeature[]
  pricePerNight: string
  instantBook: boolean
  /** What it needs at a venue partner's site (the sites offered with it fit these). */
  hookupAmps: HookupAmps | null
  needsWater: boolean
  needsSewer: boolean
  needsPullThrough: boolean
  photos: RvPhoto[]
  terms: RvTerms
  /** The town renters pick it up in, and its ZIP code (which prices the stay); null when not chosen. */
  pickup: { city: string; state: string; zipCode: string; delivers: boolean } | null
  owner: {
    name: string | null
    responseRate: number
    typicalResponseMinutes: number | null
  }
  reviews: {
    count: number
    averages: Record<'overall' | 'cleanliness' | 'mechanical' | 'accuracy' | 'communication' | 'value', number> | null
    newest: {
      id: string
      authorName: string
      overall: number
      body: string
      reply: string | null
      createdAt: string
    }[]
  }
  availability: {
    /** The first day shown (today at the server) and the day after the last. */
    from: string
    to: string
    taken: TakenRange[]
  }
}

/** The element of a listing page carrying its data as JSON, which the page's loader reads instead of fetching it. */
export const LISTING_DATA_ELEMENT_ID = 'listing-data'
