import { useSuspenseQuery } from '@tanstack/react-query'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { activeCampaignsQuery } from '../queries'
import { CampaignHeading, CampaignOutcome } from './campaign-summary'

/** The first 3 active campaigns (spec §2), with what each has done so far. */
export function ActiveCampaigns() {
  const { data } = useSuspenseQuery(activeCampaignsQuery())
  return (
    <SectionCard title="Active Campaigns">
      {data.items.length > 0 ? (
        <>
          <ul className="divide-y divide-base-300">
            {data.items.map((campaign) => (
              <li key={campaign.id} className="space-y-2 py-3 first:pt-0 last:pb-0">
                <CampaignHeading campaign={campaign} />
                <CampaignOutcome campaign={campaign} />
              </li>
            ))}
          </ul>
          {data.total > data.items.length && (
            <p className="text-xs text-base-content/75">
              Showing the newest {data.items.length} of {data.total} active campaigns; all are listed below.
            </p>
          )}
        </>
      ) : (
        <EmptyState
          title="No campaigns yet"
          description="Campaigns with status Active show here with what they have done so far."
        />
      )}
    </SectionCard>
  )
}
