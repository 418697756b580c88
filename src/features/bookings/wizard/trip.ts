/** What the renter has chosen so far in the booking wizard. */
import type { ArrivalWindow, RvType } from '../../../../worker/lib/shared/enums'
import { DEFAULT_SEARCH_RADIUS, type SearchRadius } from '../../../../worker/lib/shared/geo'
import type { AccessibilityFeature, FeatureFilter } from '../../../../worker/lib/shared/rv-amenities'
import type { Rv, RvSearchSort } from '../../../../worker/modules/rvs/schemas'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import { guestRanges } from './guest-ranges'
import type { DeliveryOption } from '../../../../worker/modules/bookings/rules/delivery-options'

export interface TripSearch {
  startDate: string
  endDate: string
  type: RvType | ''
  /** Lower bound of the guest range, '' for any. */
  guests: string
  zipCode: string
  /** 'Within': miles around the zip code's centre. */
  radius: SearchRadius
  /** Nearest first (from the zip code), cheapest all-in total first, or cheapest nightly price (the spec's order). */
  sort: RvSearchSort
  filters: SearchFilters
}

/** The Filters panel's choices; '' and empty lists mean no filter. Dollars and feet as typed (digits). */
export interface SearchFilters {
  minTotal: string
  maxTotal: string
  pets: boolean
  maxLength: string
  features: FeatureFilter[]
  accessibility: AccessibilityFeature[]
  delivery: boolean
}

export const noFilters: SearchFilters = {
  minTotal: '',
  maxTotal: '',
  pets: false,
  maxLength: '',
  features: [],
  accessibility: [],
  delivery: false,
}

/** How many filters narrow the search (each feature and accessibility ticked counts), shown on the Filters button. */
export const activeFilterCount = (filters: SearchFilters) =>
  Object.values(filters).reduce<number>(
    (count, value) => count + (Array.isArray(value) ? value.length : value ? 1 : 0),
    0,
  )

export interface Trip {
  search: TripSearch
  rv: Rv
  delivery: DeliveryOption | null
  venue: Venue | null
  /** At a partner's venue: the site booked with the RV and when the renter (or the delivering owner) arrives. */
  site: TripSite | null
}

/** A partner's site chosen in step 2, as much as the summary and the hold need. */
export interface TripSite {
  id: string
  spotNumber: string
  pricePerNight: string
  arrivalWindow: ArrivalWindow
}

export const emptySearch: TripSearch = {
  startDate: '',
  endDate: '',
  type: '',
  guests: '',
  zipCode: '',
  radius: DEFAULT_SEARCH_RADIUS,
  // Renters compare all-in totals, so the cheapest total comes first unless they choose another order.
  sort: 'total',
  filters: noFilters,
}

/**
 * What another page already knows of the trip: the landing page's search (where, dates, guests),
 * or the Trip Budget Calculator's 'Book this RV'.
 */
export interface TripPrefill {
  zip?: string
  start?: string
  end?: string
  /** An RV type; anything else is ignored. */
  type?: string
  /** People travelling. */
  guests?: number
  nights?: number
  /** The RV priced there: first in the results when it is free. */
  rv?: string
}

/** The guest range that holds this many people ('' for any). */
export const guestRangeFor = (people: number | undefined): string =>
  people ? ([...guestRanges].reverse().find((range) => range.value && people >= Number(range.value))?.value ?? '') : ''
