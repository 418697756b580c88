import { useQueries } from '@tanstack/react-query'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import { Spinner } from '../../../components/spinner'
import { StatTile } from '../../../components/stat-tile'
import { spotsQuery } from '../queries'
import { venueStats } from '../venue-filter'

/** Figures from all of the owner's venues (not the filtered view). */
export function VenueStats({ venues }: { venues: readonly Venue[] }) {
  const { total, available, capacity } = venueStats(venues)
  // One small request per venue; the same lists then open instantly in 'Manage spots'.
  const spots = useQueries({
    queries: venues.map((venue) => spotsQuery(venue.id)),
    combine: (results) => ({
      count: results.reduce((sum, result) => sum + (result.data?.length ?? 0), 0),
      loading: results.some((result) => result.isPending),
      failed: results.some((result) => result.isError),
    }),
  })
  return (
    <section aria-label="Venue figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile label="Venues" value={total} caption="Campgrounds and RV parks" />
      <StatTile label="Available" value={available} caption={`of ${total} open for booking`} />
      <StatTile label="Total capacity" value={capacity.toLocaleString('en-US')} caption="RV sites across all venues" />
      <StatTile
        label="Parking spots"
        value={spots.loading ? <Spinner size="sm" label="Counting parking spots" /> : spots.failed ? '—' : spots.count}
        caption={spots.failed ? 'Could not count every venue’s spots' : 'Numbered spots you manage'}
      />
    </section>
  )
}
