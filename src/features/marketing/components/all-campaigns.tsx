import { useSuspenseInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { campaignListQuery, type Campaign } from '../queries'
import { CampaignHeading, CampaignOutcome } from './campaign-summary'
import { CampaignStatusSelect } from './campaign-status-select'
import { SendCampaignDialog } from './send-campaign-dialog'

/** An email's sending state: 'Sent <date>' once sent, else the 'Send' button. */
function EmailSending({ campaign, onSend }: { campaign: Campaign; onSend: (campaign: Campaign) => void }) {
  if (campaign.sentAt) {
    const at = new Date(campaign.sentAt)
    return (
      <p className="text-sm text-base-content/75">
        Sent{' '}
        <time dateTime={campaign.sentAt} title={at.toLocaleString()}>
          {at.toLocaleDateString()}
        </time>
        {campaign.metrics.recipients > campaign.metrics.sent &&
          ` · ${campaign.metrics.sent} of ${campaign.metrics.recipients} delivered so far`}
      </p>
    )
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-base-content/75">Not sent yet</span>
      <button
        type="button"
        className="btn btn-primary btn-sm"
        aria-label={`Send ${campaign.name}`}
        onClick={() => onSend(campaign)}
      >
        Send
      </button>
    </div>
  )
}

/**
 * Every campaign, newest first, a page at a time: its status set in place, and an email sent from
 * here. One list for every width (cards that sit two abreast on wide screens), so each row and its
 * figures exist once on the page.
 */
export function AllCampaigns() {
  const list = useSuspenseInfiniteQuery(campaignListQuery())
  const [sending, setSending] = useState<Campaign | null>(null)
  const campaigns = list.data.pages.flatMap((page) => page.items)
  const total = list.data.pages[0]?.total ?? 0

  return (
    <SectionCard title={`All campaigns (${total})`}>
      {campaigns.length > 0 ? (
        <>
          <ul className="grid grid-cols-1 gap-3 xl:grid-cols-2">
            {campaigns.map((campaign) => (
              <li
                key={campaign.id}
                className="flex flex-col gap-3 rounded-box border border-base-300 p-4"
                data-testid="campaign-row"
                data-campaign-id={campaign.id}
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <CampaignHeading campaign={campaign} />
                  <CampaignStatusSelect campaign={campaign} />
                </div>
                {campaign.description && <p className="text-sm break-words">{campaign.description}</p>}
                {campaign.type === 'email' && <EmailSending campaign={campaign} onSend={setSending} />}
                <CampaignOutcome campaign={campaign} testIds />
              </li>
            ))}
          </ul>
          <ShowMoreButton list={list} label="Show more campaigns" />
        </>
      ) : (
        // 'Active Campaigns' above already says 'No campaigns yet'; this list only says where they will be.
        <p className="text-sm text-base-content/75">
          Every campaign you create is listed here, with its status and what it has done.
        </p>
      )}
      <SendCampaignDialog campaign={sending} onClose={() => setSending(null)} />
    </SectionCard>
  )
}
