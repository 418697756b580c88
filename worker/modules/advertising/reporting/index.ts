/**
 * The ad platforms' reporting APIs behind one interface: each answers a campaign's daily figures
 * for a range of days. A platform is connected only when all its secrets are set; without them the
 * Advertising page says 'not connected' and offers the CSV import instead. Nothing is invented.
 */
import type { Bindings } from '../../../env'
import type { PerformanceDay } from '../rules/performance-csv'
import { googleAdsReporting } from './google-ads'
import { metaReporting } from './meta'

export type ReportedDay = Omit<PerformanceDay, 'platform'>

export interface AdReporting {
  platform: PerformanceDay['platform']
  /** The campaign's days from `since` to `until` (inclusive, 'YYYY-MM-DD'). */
  dailyReport(externalCampaignId: string, since: string, until: string): Promise<ReportedDay[]>
}

/** The platforms whose credentials are configured. */
export function adReporting(env: Bindings): AdReporting[] {
  return [googleAdsReporting(env), metaReporting(env)].filter((reporting) => reporting !== null)
}

export const connectedPlatforms = (env: Bindings) => {
  const connected = new Set(adReporting(env).map((reporting) => reporting.platform))
  return { google: connected.has('google'), facebook: connected.has('facebook') }
}
