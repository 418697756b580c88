/**
 * The daily pull of ad performance from Google Ads and Meta: not connected without credentials,
 * and with them, the days each platform reports (their HTTP intercepted with the shapes their
 * APIs answer) become the campaign's rows and totals.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { adReporting, syncAdPerformance } from '../../worker/modules/advertising'
import { GOOGLE_ADS_API, GOOGLE_OAUTH_TOKEN_URL } from '../../worker/modules/advertising/reporting/google-ads'
import { META_GRAPH_API } from '../../worker/modules/advertising/reporting/meta'
import { createAd } from '../helpers/ad-campaigns'
import { useMockServer } from '../helpers/msw'
import { api, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()

describe('the daily pull from the ad platforms', () => {
  it('is not connected without credentials and pulls nothing', async () => {
    const owner = await signUpOwner()
    expect(await (await api(owner.cookie)['ad-campaigns'].connections.$get()).json()).toEqual({
      google: false,
      facebook: false,
    })
    expect(
      await syncAdPerformance({ ctx: { db: createDb(env.DB), reporting: adReporting(env), now: Date.now() } }),
    ).toEqual({
      adCampaignsSynced: 0,
      adCampaignsFailed: 0,
    })
  })

  it('writes the days Google Ads and Meta report for a campaign running on both', async () => {
    const owner = await signUpOwner()
    const campaign = await createAd(owner.cookie, {
      name: 'Everywhere',
      budget: '80.00',
      platform: 'both',
      status: 'active',
      googleCampaignId: '1234567890',
      facebookCampaignId: '120200000000001',
    })
    const configured = {
      ...env,
      GOOGLE_ADS_DEVELOPER_TOKEN: 'dev-token',
      GOOGLE_ADS_CLIENT_ID: 'ads-client',
      GOOGLE_ADS_CLIENT_SECRET: 'ads-secret',
      GOOGLE_ADS_REFRESH_TOKEN: 'refresh',
      GOOGLE_ADS_CUSTOMER_ID: '123-456-7890',
      META_ACCESS_TOKEN: 'meta-token',
    }
    const seen: string[] = []
    server.use(
      http.post(GOOGLE_OAUTH_TOKEN_URL, async ({ request }) => {
        const form = new URLSearchParams(await request.text())
        expect(form.get('refresh_token')).toBe('refresh')
        return HttpResponse.json({ access_token: 'ya29.token', expires_in: 3599, token_type: 'Bearer' })
      }),
      http.post(`${GOOGLE_ADS_API}/customers/1234567890/googleAds:searchStream`, async ({ request }) => {
        expect(request.headers.get('authorization')).toBe('Bearer ya29.token')
        expect(request.headers.get('developer-token')).toBe('dev-token')
        const { query } = (await request.json()) as { query: string }
        seen.push(query)
        return HttpResponse.json([
          {
            results: [
              {
                campaign: { resourceName: 'customers/1234567890/campaigns/1234567890' },
                segments: { date: '2026-11-20' },
                metrics: { impressions: '1200', clicks: '48', conversions: 3.0, costMicros: '61500000' },
              },
              {
                campaign: { resourceName: 'customers/1234567890/campaigns/1234567890' },
                segments: { date: '2026-11-21' },
                metrics: { impressions: '900', clicks: '30', conversions: 1.5, costMicros: '40250000' },
              },
            ],
            fieldMask: 'segments.date,metrics.impressions,metrics.clicks,metrics.conversions,metrics.costMicros',
            requestId: 'abc',
          },
        ])
      }),
      http.get(`${META_GRAPH_API}/120200000000001/insights`, ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('access_token')).toBe('meta-token')
        expect(url.searchParams.get('time_increment')).toBe('1')
        if (url.searchParams.get('after') === 'page2')
          return HttpResponse.json({
            data: [
              { date_start: '2026-11-21', date_stop: '2026-11-21', impressions: '3000', clicks: '25', spend: '20.10' },
            ],
            paging: { cursors: { before: 'x', after: 'y' } },
          })
        return HttpResponse.json({
          data: [
            {
              date_start: '2026-11-20',
              date_stop: '2026-11-20',
              impressions: '2500',
              clicks: '31',
              spend: '18.75',
              actions: [
                { action_type: 'link_click', value: '31' },
                { action_type: 'lead', value: '2' },
              ],
            },
          ],
          paging: {
            next: `${META_GRAPH_API}/120200000000001/insights?after=page2&access_token=meta-token&time_increment=1`,
          },
        })
      }),
    )
    const now = Date.parse('2026-11-23T03:00:00Z')
    expect(
      await syncAdPerformance({ ctx: { db: createDb(env.DB), reporting: adReporting(configured), now } }),
    ).toMatchObject({
      adCampaignsSynced: 1,
    })
    expect(seen[0]).toContain("segments.date BETWEEN '2026-11-17' AND '2026-11-23'")
    const list = await (await api(owner.cookie)['ad-campaigns'].$get({ query: {} })).json()
    // Google: 2,100 impressions, 78 clicks, 5 conversions (3 + 1.5 rounded), $101.75; Meta: 5,500, 56, 2, $38.85.
    expect(list.items.find((c) => c.id === campaign.id)).toMatchObject({
      impressions: 7_600,
      clicks: 134,
      conversions: 7,
      spend: '140.60',
    })
  })
})
