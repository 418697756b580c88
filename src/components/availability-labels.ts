import type { AvailabilityFilter } from '../../worker/lib/shared/paging'

/** How the RV and venue lists' availability filter reads, for a FilterBar's EnumSelect. */
export const AVAILABILITY_FILTER_LABELS: Record<AvailabilityFilter, string> = {
  all: 'All',
  available: 'Available',
  unavailable: 'Unavailable',
}
