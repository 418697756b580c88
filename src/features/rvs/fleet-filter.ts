/** The inventory page's search + filters (the server applies them), and how a price reads. */
import type { RvType } from '../../../worker/lib/shared/enums'
import type { Rv } from './queries'
import type { AvailabilityFilter } from '../../../worker/lib/shared/paging'
import { toCents } from '../../../worker/lib/shared/money'

export type { AvailabilityFilter }

export interface FleetFilters {
  search: string
  type: RvType | 'all'
  availability: AvailabilityFilter
}

export const NO_FLEET_FILTERS: FleetFilters = { search: '', type: 'all', availability: 'all' }

/** Price in cents; an unreadable wire value counts as 0 rather than breaking the page. */
export const rvPriceCents = (rv: Pick<Rv, 'pricePerNight'>) => toCents(rv.pricePerNight) ?? 0
