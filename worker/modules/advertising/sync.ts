/**
 * The daily pull from the ad platforms: every active or paused campaign with a platform id is
 * asked for its last week (late conversions and corrections arrive for days after), and its rows
 * and totals are rewritten. One campaign's failure is logged and the others go on.
 */
import { and, inArray, isNotNull, or } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { adCampaigns } from '../../db/schema'
import { addDays, utcDay } from '../../lib/shared/dates'
import type { AdReporting } from './reporting'
import { recordPerformance } from './service'

/** How many days back each daily pull asks for again. */
export const SYNC_DAYS = 7

export async function syncAdPerformance({
  ctx: { db, reporting, now },
}: {
  ctx: RequestContext & { reporting: AdReporting[] }
}) {
  if (reporting.length === 0) return { adCampaignsSynced: 0, adCampaignsFailed: 0 }
  const campaigns = await db
    .select({
      id: adCampaigns.id,
      ownerId: adCampaigns.ownerId,
      googleCampaignId: adCampaigns.googleCampaignId,
      facebookCampaignId: adCampaigns.facebookCampaignId,
    })
    .from(adCampaigns)
    .where(
      and(
        inArray(adCampaigns.status, ['active', 'paused']),
        or(isNotNull(adCampaigns.googleCampaignId), isNotNull(adCampaigns.facebookCampaignId)),
      ),
    )
  const until = utcDay(now)
  const since = addDays(until, -(SYNC_DAYS - 1))
  let [synced, failed] = [0, 0]
  for (const campaign of campaigns) {
    try {
      const days = (
        await Promise.all(
          reporting.map(async (platform) => {
            const externalId = platform.platform === 'google' ? campaign.googleCampaignId : campaign.facebookCampaignId
            if (!externalId) return []
            const reported = await platform.dailyReport(externalId, since, until)
            return reported.map((day) => ({ ...day, platform: platform.platform }))
          }),
        )
      ).flat()
      if (days.length > 0) await recordPerformance({ ctx: { db, now }, input: { campaign, days } })
      synced += 1
    } catch (error) {
      failed += 1
      console.error(`ad performance for campaign ${campaign.id} could not be synced`, error)
    }
  }
  return { adCampaignsSynced: synced, adCampaignsFailed: failed }
}
