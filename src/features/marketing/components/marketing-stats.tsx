import { StatTile } from '../../../components/stat-tile'
import { plural } from '../../../lib/plural'
import type { MarketingStats as Stats } from '../queries'

/** The four tiles (spec §2), counted from the owner's own customers, recipients and bookings. */
export function MarketingStats({ stats }: { stats: Stats }) {
  return (
    <section aria-label="Marketing figures" className="grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-4">
      <StatTile
        label="Email Subscribers"
        value={stats.emailSubscribers.toLocaleString()}
        caption="Customers with an email who have not unsubscribed"
      />
      {/* The server's figure: bookings from a campaign link or promotion code ÷ campaign recipients, one decimal. */}
      <StatTile
        label="Conversion Rate"
        value={`${stats.conversionRate.toFixed(1)}%`}
        caption={`${plural(stats.conversions, 'booking')} from ${plural(stats.recipients, 'recipient')}`}
      />
      <StatTile
        label="Social Engagement"
        value={stats.engagement.toLocaleString()}
        caption="opens + clicks of campaign emails"
      />
      <StatTile label="Active Campaigns" value={stats.activeCampaigns.toLocaleString()} caption="Status Active" />
    </section>
  )
}
