import { AD_PLATFORM_LABELS } from '../../../../worker/modules/advertising/schemas'
import { StatTile } from '../../../components/stat-tile'
import { whole, type PlatformFilter } from '../ad-display'
import { formatAmount } from '../../../../worker/lib/shared/money'
import type { AdTotals as Totals } from '../queries'

/** The four totals (spec §2), summed by the server over every campaign the platform filter matches. */
export function AdTotals({ totals, platform, count }: { totals: Totals; platform: PlatformFilter; count: number }) {
  const over = `${platform === 'all' ? 'All' : AD_PLATFORM_LABELS[platform]} campaigns (${whole(count)})`
  return (
    <section aria-label="Advertising totals" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatTile
        label="Total Spend"
        value={<span data-testid="ad-total-spend">{formatAmount(totals.spend)}</span>}
        caption={over}
      />
      <StatTile
        label="Impressions"
        value={<span data-testid="ad-total-impressions">{whole(totals.impressions)}</span>}
        caption="Times the ads were shown"
      />
      <StatTile
        label="Clicks"
        value={<span data-testid="ad-total-clicks">{whole(totals.clicks)}</span>}
        caption="Visits from the ads"
      />
      <StatTile
        label="Conversions"
        value={<span data-testid="ad-total-conversions">{whole(totals.conversions)}</span>}
        caption="Leads or bookings the platforms counted"
      />
    </section>
  )
}
