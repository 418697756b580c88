/** What the renter has chosen so far in the booking wizard. */
import type { RvType } from '../../../../worker/lib/shared/enums'
import type { Rv } from '../../../../worker/modules/rvs/schemas'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import type { DeliveryOption } from '../../../../worker/modules/bookings/rules/delivery-options'

/** Spec §2: any, 1-2, 3-4, 5-6, 7+; an RV must sleep at least the lower bound. */
export const guestRanges = [
  { label: 'Any number of guests', value: '' },
  { label: '1-2 guests', value: '1' },
  { label: '3-4 guests', value: '3' },
  { label: '5-6 guests', value: '5' },
  { label: '7+ guests', value: '7' },
] as const

export interface TripSearch {
  startDate: string
  endDate: string
  type: RvType | ''
  /** Lower bound of the guest range, '' for any. */
  guests: string
  zipCode: string
}

export interface Trip {
  search: TripSearch
  rv: Rv
  delivery: DeliveryOption | null
  venue: Venue | null
}

export const emptySearch: TripSearch = { startDate: '', endDate: '', type: '', guests: '', zipCode: '' }

/** What another page already knows of the trip (the Trip Budget Calculator's 'Book this RV'). */
export interface TripPrefill {
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
