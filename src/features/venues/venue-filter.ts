/** Pure rules for the venues page: search + availability filter, and the stat tiles' figures. */
import type { Venue } from '../../../worker/modules/venues/schemas'
import { toCents } from '../../../worker/lib/shared/money'

export type VenueAvailability = 'all' | 'available' | 'unavailable'

export interface VenueFilters {
  search: string
  availability: VenueAvailability
}

export const NO_VENUE_FILTERS: VenueFilters = { search: '', availability: 'all' }

/** Case-insensitive match on name, location and any amenity. */
export function matchesVenueSearch(venue: Venue, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase()
  if (!needle) return true
  return [venue.name, venue.location, ...venue.amenities].some((text) => text.toLocaleLowerCase().includes(needle))
}

export const filterVenues = (venues: readonly Venue[], filters: VenueFilters) =>
  venues.filter(
    (venue) =>
      matchesVenueSearch(venue, filters.search) &&
      (filters.availability === 'all' || venue.available === (filters.availability === 'available')),
  )

/** Price in cents; an unreadable wire value counts as 0 rather than breaking the page. */
export const priceCents = (item: { pricePerNight: string }) => toCents(item.pricePerNight) ?? 0

export function venueStats(venues: readonly Venue[]) {
  return {
    total: venues.length,
    available: venues.filter((venue) => venue.available).length,
    capacity: venues.reduce((sum, venue) => sum + venue.capacity, 0),
  }
}
