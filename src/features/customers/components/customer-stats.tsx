import type { CustomerStats as Stats } from '../queries'
import { StatTile } from '../../../components/stat-tile'

/** Spec §9 invented these as percentages of the total; the API counts them from real bookings. */
export function CustomerStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Customer figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile label="Total Customers" value={stats.total} caption="Everyone in your records" />
      <StatTile label="Active This Month" value={stats.activeThisMonth} caption="With a stay this month" />
      <StatTile label="New This Month" value={stats.newThisMonth} caption="Joined this month" />
      <StatTile label="Returning" value={stats.returning} caption="2 or more bookings" />
    </section>
  )
}
