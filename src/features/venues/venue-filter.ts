/** The venues page's search + availability filter (the server applies them), and how a price reads. */
import type { AvailabilityFilter } from '../../../worker/lib/shared/paging'
import { toCents } from '../../../worker/lib/shared/money'

export type VenueAvailability = AvailabilityFilter

export interface VenueFilters {
  search: string
  availability: VenueAvailability
}

export const NO_VENUE_FILTERS: VenueFilters = { search: '', availability: 'all' }

/** Price in cents; an unreadable wire value counts as 0 rather than breaking the page. */
export const priceCents = (item: { pricePerNight: string }) => toCents(item.pricePerNight) ?? 0
