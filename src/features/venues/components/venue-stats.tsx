import type { VenueStats as Stats } from '../queries'
import { StatTile } from '../../../components/stat-tile'

/** Figures the server counts over all of the owner's venues and spots (not the filtered or loaded view). */
export function VenueStats({ stats }: { stats: Stats }) {
  const { total, available, capacity, parkingSpots } = stats
  return (
    <section aria-label="Venue figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile label="Venues" value={total} caption="Campgrounds and RV parks" />
      <StatTile label="Available" value={available} caption={`of ${total} open for booking`} />
      <StatTile label="Total capacity" value={capacity.toLocaleString('en-US')} caption="RV sites across all venues" />
      <StatTile label="Parking spots" value={parkingSpots} caption="Numbered spots you manage" />
    </section>
  )
}
