import { StatTile } from '../../../components/stat-tile'
import type { LeadStats as Stats } from '../queries'

/** The four tiles over every lead, whatever the filter (spec §2 'Lead Management'). */
export function LeadStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Lead figures" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatTile label="Total Leads" value={stats.total} caption="Renters who expressed interest" />
      <StatTile label="New Leads" value={stats.new} caption="Not contacted yet" className="border-l-4 border-l-info" />
      <StatTile
        label="Converted"
        value={stats.converted}
        caption="Became bookings"
        className="border-l-4 border-l-success"
      />
      {/* The server's figure: converted ÷ all leads, in percent to one decimal. */}
      <StatTile
        label="Conversion Rate"
        value={`${stats.conversionRate.toFixed(1)}%`}
        caption="Converted of all leads"
      />
    </section>
  )
}
