import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { adPlatforms } from '../../../../worker/lib/shared/enums'
import { AD_PLATFORM_LABELS } from '../../../../worker/modules/advertising/schemas'
import { EmptyState } from '../../../components/empty-state'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { PageHeader } from '../../../components/page-header'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useDocumentTitle } from '../../../lib/use-document-title'
import type { PlatformFilter } from '../ad-display'
import { adCampaignListQuery, type AdCampaign } from '../queries'
import { AdTotals } from './ad-totals'
import { CampaignTable } from './campaign-table'
import { ConnectionsNotice } from './connections-notice'
import { CreateCampaignDialog } from './create-campaign-dialog'
import { PerformanceDialog } from './performance-dialog'

const TITLE = 'Google & Facebook Advertising'

/** /admin/advertising (spec §2 'Advertising page'): connections, totals, the campaigns by platform, create and performance. */
export function AdvertisingPage() {
  useDocumentTitle(TITLE)
  const [platform, setPlatform] = useState<PlatformFilter>('all')
  // The rows on screen stay (dimmed) until the other platform's list has arrived.
  const applied = useDeferredValue(platform)
  const list = useSuspenseInfiniteQuery(adCampaignListQuery(applied))
  const [creating, setCreating] = useState(false)
  const [performanceOf, setPerformanceOf] = useState<AdCampaign | null>(null)
  const campaigns = list.data.pages.flatMap((page) => page.items)
  const first = list.data.pages[0]
  const updating = applied !== platform
  // The dialog follows the row as the list refetches (after an import its figures change).
  const shown = performanceOf && (campaigns.find((campaign) => campaign.id === performanceOf.id) ?? performanceOf)

  return (
    <div data-testid="advertising-page">
      <PageHeader
        title={TITLE}
        subtitle="Search and social ad campaigns that bring renters to your fleet"
        actions={
          <>
            <Link to="/admin/budget-calculator" className="btn btn-outline">
              Smart Budget Calculator
            </Link>
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
              Create Campaign
            </button>
          </>
        }
      />
      <ConnectionsNotice />
      {first && <AdTotals totals={first.totals} platform={applied} count={first.total} />}
      <search className="mt-6 max-w-xs">
        <FormField label="Platform">
          <EnumSelect
            values={['all', ...adPlatforms]}
            labels={{ all: 'All platforms', ...AD_PLATFORM_LABELS }}
            value={platform}
            onChange={setPlatform}
          />
        </FormField>
      </search>
      <section aria-labelledby="ad-campaigns-heading" aria-busy={updating} className="mt-4">
        <h2 id="ad-campaigns-heading" className="mb-3 text-lg font-semibold">
          {applied === 'all' ? 'All campaigns' : `${AD_PLATFORM_LABELS[applied]} campaigns`} ({first?.total ?? 0})
        </h2>
        {campaigns.length > 0 ? (
          <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
            <CampaignTable campaigns={campaigns} onPerformance={setPerformanceOf} />
            <ShowMoreButton list={list} label="Show more campaigns" />
          </div>
        ) : (
          <EmptyState
            title="No campaigns found"
            headingLevel={3}
            description={
              applied === 'all'
                ? 'Create a campaign to track what your search and social ads spend and bring in.'
                : 'No campaign runs on this platform. Choose another platform or all platforms.'
            }
            action={
              applied === 'all' ? (
                // Not 'Create Campaign' again: one button of that name per page.
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
                  Create your first campaign
                </button>
              ) : (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setPlatform('all')}>
                  Show all platforms
                </button>
              )
            }
          />
        )}
      </section>
      <CreateCampaignDialog open={creating} onClose={() => setCreating(false)} />
      <PerformanceDialog campaign={shown} onClose={() => setPerformanceOf(null)} />
    </div>
  )
}
