import {
  AD_OBJECTIVE_LABELS,
  AD_PLATFORM_LABELS,
  AD_STATUS_LABELS,
} from '../../../../worker/modules/advertising/schemas'
import { ctrText, perDay, statusTone, whole } from '../ad-display'
import { formatAmount } from '../../../../worker/lib/shared/money'
import type { AdCampaign } from '../queries'
import { CampaignActions } from './campaign-actions'

interface CampaignTableProps {
  campaigns: AdCampaign[]
  onPerformance: (campaign: AdCampaign) => void
}

function StatusBadge({ campaign }: { campaign: AdCampaign }) {
  return (
    <span className={`badge badge-sm whitespace-nowrap ${statusTone[campaign.status]}`} data-testid="ad-status">
      {AD_STATUS_LABELS[campaign.status]}
    </span>
  )
}

/** A row's figures: the table's right-hand columns and the phone card's list. */
const FIGURES = [
  { label: 'Budget', testId: 'ad-budget', value: (campaign: AdCampaign) => perDay(campaign.budget) },
  { label: 'Spend', testId: 'ad-spend', value: (campaign: AdCampaign) => formatAmount(campaign.spend) },
  { label: 'Impressions', testId: 'ad-impressions', value: (campaign: AdCampaign) => whole(campaign.impressions) },
  { label: 'Clicks', testId: 'ad-clicks', value: (campaign: AdCampaign) => whole(campaign.clicks) },
  { label: 'CTR', testId: 'ad-ctr', value: (campaign: AdCampaign) => ctrText(campaign.ctr) },
  { label: 'CPC', testId: 'ad-cpc', value: (campaign: AdCampaign) => formatAmount(campaign.cpc) },
  { label: 'CPA', testId: 'ad-cpa', value: (campaign: AdCampaign) => formatAmount(campaign.cpa) },
] as const

/**
 * The campaigns as cards on a phone and as a table on wide screens (the other is display:none, so
 * out of the accessibility tree); each row pauses or plays its campaign and opens its performance.
 */
export function CampaignTable({ campaigns, onPerformance }: CampaignTableProps) {
  return (
    <>
      <ul className="space-y-3 lg:hidden">
        {campaigns.map((campaign) => (
          <li
            key={campaign.id}
            className="card border border-base-300 bg-base-100 p-4"
            data-testid="ad-campaign-card"
            data-campaign-id={campaign.id}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words">{campaign.name}</p>
                <p className="text-sm text-base-content/75">
                  {AD_PLATFORM_LABELS[campaign.platform]} · {AD_OBJECTIVE_LABELS[campaign.objective]}
                </p>
              </div>
              <StatusBadge campaign={campaign} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
              {FIGURES.map(({ label, testId, value }) => (
                <div key={label} className="flex justify-between gap-2">
                  <dt className="text-base-content/75">{label}</dt>
                  <dd className="font-medium tabular-nums" data-testid={testId}>
                    {value(campaign)}
                  </dd>
                </div>
              ))}
            </dl>
            <div className="mt-3">
              <CampaignActions campaign={campaign} onPerformance={onPerformance} />
            </div>
          </li>
        ))}
      </ul>
      <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100 max-lg:hidden">
        <table className="table table-sm">
          <caption className="sr-only">Ad campaigns, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Campaign</th>
              <th scope="col">Platform</th>
              <th scope="col">Objective</th>
              <th scope="col">Status</th>
              {FIGURES.map(({ label }) => (
                <th key={label} scope="col" className="text-right">
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {campaigns.map((campaign) => (
              <tr key={campaign.id} className="hover:bg-base-200" data-campaign-id={campaign.id}>
                <th scope="row" className="max-w-56 font-semibold break-words">
                  {campaign.name}
                </th>
                <td className="whitespace-nowrap">{AD_PLATFORM_LABELS[campaign.platform]}</td>
                <td>{AD_OBJECTIVE_LABELS[campaign.objective]}</td>
                <td>
                  <StatusBadge campaign={campaign} />
                </td>
                {FIGURES.map(({ label, testId, value }) => (
                  <td key={label} className="text-right whitespace-nowrap tabular-nums" data-testid={testId}>
                    {value(campaign)}
                  </td>
                ))}
                <td>
                  <CampaignActions campaign={campaign} onPerformance={onPerformance} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}
