import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { marketingStatsQuery } from '../queries'
import { ActiveCampaigns } from './active-campaigns'
import { ActivePromotions } from './active-promotions'
import { AllCampaigns } from './all-campaigns'
import { MarketingAssets } from './marketing-assets'
import { MarketingStats } from './marketing-stats'
import { NewCampaignDialog } from './new-campaign-dialog'

/** /admin/marketing (spec §2 'Marketing Dashboard'): tiles, active campaigns and promotions, every campaign, assets. */
export function MarketingPage() {
  useDocumentTitle('Marketing Dashboard')
  const { data: stats } = useSuspenseQuery(marketingStatsQuery())
  const [creating, setCreating] = useState(false)

  return (
    <div data-testid="marketing-page">
      <PageHeader
        title="Marketing Dashboard"
        subtitle="Campaigns and promotions that bring renters back"
        actions={
          <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
            New Campaign
          </button>
        }
      />
      <MarketingStats stats={stats} />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ActiveCampaigns />
        <ActivePromotions />
      </div>
      <div className="mt-6 space-y-6">
        <AllCampaigns />
        <MarketingAssets />
      </div>
      <NewCampaignDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  )
}
