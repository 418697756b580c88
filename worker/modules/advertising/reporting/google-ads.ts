/**
 * Google Ads reporting (REST, GAQL through googleAds:searchStream): an access token from the
 * OAuth refresh token, then one query for the campaign's daily impressions, clicks, conversions
 * and cost. Cost arrives in micros of the account's currency; conversions may be fractional.
 */
import type { Bindings } from '../../../env'
import type { AdReporting, ReportedDay } from '.'

export const GOOGLE_ADS_API = 'https://googleads.googleapis.com/v21'
export const GOOGLE_OAUTH_TOKEN_URL = 'https://oauth2.googleapis.com/token'

interface SearchStreamBatch {
  results?: {
    segments?: { date?: string }
    metrics?: { impressions?: string; clicks?: string; conversions?: number; costMicros?: string }
  }[]
}

async function accessToken(
  env: Required<Pick<Bindings, 'GOOGLE_ADS_CLIENT_ID' | 'GOOGLE_ADS_CLIENT_SECRET' | 'GOOGLE_ADS_REFRESH_TOKEN'>>,
) {
  const response = await fetch(GOOGLE_OAUTH_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: env.GOOGLE_ADS_CLIENT_ID,
      client_secret: env.GOOGLE_ADS_CLIENT_SECRET,
      refresh_token: env.GOOGLE_ADS_REFRESH_TOKEN,
    }),
  })
  if (!response.ok) throw new Error(`Google sign-in for Ads failed (${response.status})`)
  return (await response.json<{ access_token: string }>()).access_token
}

export function googleAdsReporting(env: Bindings): AdReporting | null {
  const {
    GOOGLE_ADS_DEVELOPER_TOKEN,
    GOOGLE_ADS_CLIENT_ID,
    GOOGLE_ADS_CLIENT_SECRET,
    GOOGLE_ADS_REFRESH_TOKEN,
    GOOGLE_ADS_CUSTOMER_ID,
  } = env
  if (
    !GOOGLE_ADS_DEVELOPER_TOKEN ||
    !GOOGLE_ADS_CLIENT_ID ||
    !GOOGLE_ADS_CLIENT_SECRET ||
    !GOOGLE_ADS_REFRESH_TOKEN ||
    !GOOGLE_ADS_CUSTOMER_ID
  )
    return null
  const customer = GOOGLE_ADS_CUSTOMER_ID.replaceAll('-', '')
  return {
    platform: 'google',
    async dailyReport(campaignId, since, until) {
      if (!/^\d+$/.test(campaignId)) throw new Error('A Google campaign id is a number')
      const token = await accessToken({ GOOGLE_ADS_CLIENT_ID, GOOGLE_ADS_CLIENT_SECRET, GOOGLE_ADS_REFRESH_TOKEN })
      const response = await fetch(`${GOOGLE_ADS_API}/customers/${customer}/googleAds:searchStream`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'developer-token': GOOGLE_ADS_DEVELOPER_TOKEN,
          ...(env.GOOGLE_ADS_LOGIN_CUSTOMER_ID
            ? { 'login-customer-id': env.GOOGLE_ADS_LOGIN_CUSTOMER_ID.replaceAll('-', '') }
            : {}),
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          query: `SELECT segments.date, metrics.impressions, metrics.clicks, metrics.conversions, metrics.cost_micros FROM campaign WHERE campaign.id = ${campaignId} AND segments.date BETWEEN '${since}' AND '${until}'`,
        }),
      })
      if (!response.ok) throw new Error(`Google Ads answered ${response.status}`)
      const batches = await response.json<SearchStreamBatch[]>()
      return batches.flatMap((batch) =>
        (batch.results ?? []).flatMap(({ segments, metrics }): ReportedDay[] =>
          segments?.date
            ? [
                {
                  date: segments.date,
                  impressions: Number(metrics?.impressions ?? 0),
                  clicks: Number(metrics?.clicks ?? 0),
                  conversions: Math.round(metrics?.conversions ?? 0),
                  spendCents: Math.round(Number(metrics?.costMicros ?? 0) / 10_000),
                },
              ]
            : [],
        ),
      )
    },
  }
}
