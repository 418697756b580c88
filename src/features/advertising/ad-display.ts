/** How ad campaigns and their figures read on the Advertising page. */
import type { AdCampaignStatus, AdPlatform } from '../../../worker/lib/shared/enums'
import { formatAmount } from '../../../worker/lib/shared/money'
import { percent } from '../../lib/format'

/** The table's platform filter: one platform value, or every campaign. */
export type PlatformFilter = AdPlatform | 'all'

/** The budget is per day (spec §2): '$45.00/day'. */
export const perDay = (budget: string) => `${formatAmount(budget)}/day`

/** 12345 → '12,345' */
export const whole = (count: number) => count.toLocaleString('en-US')

/** The API's click-through rate is in percent: 3.5 → '3.50%'. */
export const ctrText = (ctr: number) => percent(ctr / 100, 2)

/** A row's status badge, tinted so the table reads at a glance. */
export const statusTone: Record<AdCampaignStatus, string> = {
  draft: 'badge-ghost',
  active: 'badge-success',
  paused: 'badge-warning',
  completed: 'badge-info',
}

/** The platforms a campaign reports days for ('both' runs on each), as the server reads its CSV. */
export const reportingPlatforms = (platform: AdPlatform) =>
  platform === 'both' ? (['google', 'facebook'] as const) : ([platform] as const)
