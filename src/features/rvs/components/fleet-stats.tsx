import { useQuery } from '@tanstack/react-query'
import type { FleetStats as Stats } from '../queries'
import { formatDollars, toCents } from '../../../../worker/lib/shared/money'
import { StatTile } from '../../../components/stat-tile'
import { fleetTodayQuery } from '../queries'

/** Figures the server counts over the whole fleet (not the filtered or loaded view), and how much of it is out today. */
export function FleetStats({ stats }: { stats: Stats }) {
  const { total, available } = stats
  const averagePriceCents = stats.averagePricePerNight === null ? null : toCents(stats.averagePricePerNight)
  const { data: today } = useQuery(fleetTodayQuery())
  const bookedShare = today && total > 0 ? `${Math.round((today.bookedRvs / total) * 100)}%` : '—'
  return (
    <section aria-label="Fleet figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile label="Total RVs" value={total} />
      <StatTile label="Available" value={available} caption={`of ${total} ready to rent`} />
      <StatTile
        label="Average nightly price"
        value={averagePriceCents === null ? '—' : formatDollars(averagePriceCents)}
        caption={averagePriceCents === null ? 'Add an RV to see it' : 'per night, across your fleet'}
      />
      <StatTile
        label="Booked today"
        value={bookedShare}
        caption={today ? `${today.bookedRvs} of ${total} RVs out on a booking` : undefined}
      />
    </section>
  )
}
