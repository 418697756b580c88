import { AUDIENCE_LABELS, CAMPAIGN_TYPE_LABELS } from '../../../../worker/modules/marketing/campaigns/schemas'
import { campaignDates, deliveryNote, shareOf } from '../marketing-display'
import type { Campaign } from '../queries'

/** A campaign's name, type, audience and dates. */
export function CampaignHeading({ campaign }: { campaign: Campaign }) {
  return (
    <div className="min-w-0 flex-1 basis-48">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold break-words">{campaign.name}</span>
        <span className="badge badge-outline badge-sm">{CAMPAIGN_TYPE_LABELS[campaign.type]}</span>
      </p>
      <p className="text-sm text-base-content/75">{AUDIENCE_LABELS[campaign.targetAudience ?? 'all_customers']}</p>
      <p className="text-xs text-base-content/75">{campaignDates(campaign)}</p>
    </div>
  )
}

/**
 * What a campaign has done: an email's counted figures (sent to the provider, first opens, first
 * clicks), otherwise what becomes of it. `testIds` marks the figures for the browser tests; only
 * one list on the page carries them, so each figure is found once.
 */
export function CampaignOutcome({ campaign, testIds = false }: { campaign: Campaign; testIds?: boolean }) {
  if (campaign.delivery !== 'email')
    return <p className="text-sm text-base-content/75">{deliveryNote[campaign.delivery]}</p>
  const { sent, opened, clicked } = campaign.metrics
  const figures = [
    { label: 'Sent', value: sent, share: null, testId: 'campaign-sent' },
    { label: 'Opened', value: opened, share: shareOf(opened, sent), testId: 'campaign-opened' },
    { label: 'Clicked', value: clicked, share: shareOf(clicked, sent), testId: 'campaign-clicked' },
  ]
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      {figures.map(({ label, value, share, testId }) => (
        <div key={label} className="rounded-box bg-base-200 px-2 py-1.5">
          <dt className="text-xs text-base-content/75">{label}</dt>
          <dd className="font-semibold tabular-nums">
            <span data-testid={testIds ? testId : undefined}>{value.toLocaleString()}</span>
            {share && <span className="ml-1 text-xs font-normal text-base-content/75">({share})</span>}
          </dd>
        </div>
      ))}
    </dl>
  )
}
