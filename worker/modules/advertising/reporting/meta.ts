/**
 * Meta (Facebook) Marketing API reporting: the campaign's insights one day at a time
 * (time_increment=1), following the paging links. Spend is a decimal string; conversions are the
 * leads and purchases among its actions.
 */
import type { Bindings } from '../../../env'
import type { AdReporting, ReportedDay } from '.'

export const META_GRAPH_API = 'https://graph.facebook.com/v21.0'

/** The actions that count as a conversion for an RV rental: a lead, or a booking paid on the site. */
const CONVERSION_ACTIONS = new Set([
  'lead',
  'purchase',
  'offsite_conversion.fb_pixel_lead',
  'offsite_conversion.fb_pixel_purchase',
])

interface InsightsPage {
  data?: {
    date_start?: string
    impressions?: string
    clicks?: string
    spend?: string
    actions?: { action_type: string; value: string }[]
  }[]
  paging?: { next?: string }
}

/** The most pages followed for one report (a year of days is 13 pages of 30). */
const MAX_PAGES = 20

export function metaReporting(env: Bindings): AdReporting | null {
  const token = env.META_ACCESS_TOKEN
  if (!token) return null
  return {
    platform: 'facebook',
    async dailyReport(campaignId, since, until) {
      if (!/^\d+$/.test(campaignId)) throw new Error('A Facebook campaign id is a number')
      const first = new URL(`${META_GRAPH_API}/${campaignId}/insights`)
      first.search = new URLSearchParams({
        fields: 'impressions,clicks,spend,actions',
        time_increment: '1',
        time_range: JSON.stringify({ since, until }),
        access_token: token,
      }).toString()
      const days: ReportedDay[] = []
      let next: string | undefined = first.toString()
      for (let page = 0; next && page < MAX_PAGES; page++) {
        const response: Response = await fetch(next)
        if (!response.ok) throw new Error(`Meta answered ${response.status}`)
        const body = await response.json<InsightsPage>()
        for (const row of body.data ?? []) {
          if (!row.date_start) continue
          const conversions = (row.actions ?? [])
            .filter((action) => CONVERSION_ACTIONS.has(action.action_type))
            .reduce((sum, action) => sum + Number(action.value), 0)
          days.push({
            date: row.date_start,
            impressions: Number(row.impressions ?? 0),
            clicks: Number(row.clicks ?? 0),
            conversions: Math.round(conversions),
            spendCents: Math.round(Number(row.spend ?? 0) * 100),
          })
        }
        // Only Meta's own paging links are followed.
        next = body.paging?.next?.startsWith(`${META_GRAPH_API}/`) ? body.paging.next : undefined
      }
      return days
    },
  }
}
