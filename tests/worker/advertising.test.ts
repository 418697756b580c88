/**
 * Ad campaigns: the form's rules and defaults, server-managed figures, pause and play, the CSV
 * import's row-by-row report, and the daily pull from Google Ads and Meta (their HTTP intercepted
 * with the shapes their APIs answer).
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { adReporting, syncAdPerformance } from '../../worker/modules/advertising'
import { GOOGLE_ADS_API, GOOGLE_OAUTH_TOKEN_URL } from '../../worker/modules/advertising/reporting/google-ads'
import { META_GRAPH_API } from '../../worker/modules/advertising/reporting/meta'
import { dayFromToday } from '../helpers/fleet'
import { useMockServer } from '../helpers/msw'
import { call, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()

interface AdCampaign {
  id: string
  businessOwnerId: string
  platform: string
  objective: string
  bidStrategy: string
  status: string
  budget: string
  impressions: number
  clicks: number
  conversions: number
  spend: string
  ctr: number
  cpc: string
  cpa: string
}

async function createAd(cookie: string, json: Record<string, unknown>) {
  const response = await call('/api/ad-campaigns', { cookie, json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json<AdCampaign>()
}

const importCsv = (cookie: string, id: string, csv: string) =>
  call(`/api/ad-campaigns/${id}/performance`, { cookie, json: { csv } })

describe('the ad campaign form', () => {
  it('defaults to Google, lead generation and CPC; the owner is the session’s and the figures are the server’s', async () => {
    const owner = await signUpOwner()
    const campaign = await createAd(owner.cookie, {
      name: 'Search: Moab',
      budget: '45.50',
      businessOwnerId: 'someone-else',
      impressions: 99_999,
      clicks: 500,
      spend: '1000.00',
      ctr: 50,
    })
    expect(campaign).toMatchObject({
      businessOwnerId: owner.user.id,
      platform: 'google',
      objective: 'lead_generation',
      bidStrategy: 'cpc',
      status: 'draft',
      budget: '45.50',
      impressions: 0,
      clicks: 0,
      spend: '0.00',
      ctr: 0,
    })
  })

  it.each([
    [{ name: '' }, 'name', 'Campaign name is required'],
    [{ budget: '' }, 'budget', 'Budget is required'],
    [{ budget: undefined }, 'budget', 'Budget is required'],
    [{ budget: '-5' }, 'budget', 'Budget must be an amount like 125.00 (at most 2 decimals, not negative)'],
    [{ budget: '0.50' }, 'budget', 'Budget must be at least 1.00 a day'],
    [{ platform: 'tiktok' }, 'platform', 'Choose Google, Facebook or both'],
    [{ objective: 'fame' }, 'objective', 'Choose lead generation, brand awareness, traffic or conversions'],
    [{ bidStrategy: 'free' }, 'bidStrategy', 'Choose CPC, CPM or CPA'],
    [{ targetAudience: { ageMin: 60, ageMax: 30 } }, 'targetAudience', 'Minimum age must not be above the maximum age'],
    [{ targetAudience: 'everyone' }, 'targetAudience', 'Target audience must be an object'],
    [
      { adContent: { headlines: ['x'.repeat(31)] } },
      'adContent',
      'Headlines: each entry must be at most 30 characters',
    ],
    [
      { adContent: { imageUrls: ['https://evil.example/x.png'] } },
      'adContent',
      'Ad images must be images uploaded here',
    ],
    [
      { startDate: dayFromToday(5), endDate: dayFromToday(1) },
      'endDate',
      'End date must be on or after the start date',
    ],
    [{ googleCampaignId: 'abc' }, 'googleCampaignId', 'Google campaign ID is the number the platform shows'],
  ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
    const owner = await signUpOwner()
    const response = await call('/api/ad-campaigns', {
      cookie: owner.cookie,
      json: { name: 'Ads', budget: '20.00', ...overrides },
    })
    expect(response.status).toBe(400)
    const { fields } = await response.json<{ fields: Record<string, string[]> }>()
    expect(Object.entries(fields).flatMap(([key, list]) => (key.split('.')[0] === field ? list : []))).toContain(
      message,
    )
  })

  it('pauses only an active campaign and plays any other; the list filters by platform with totals', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const google = await createAd(owner.cookie, { name: 'G', budget: '10.00' })
    await createAd(owner.cookie, { name: 'F', budget: '12.00', platform: 'facebook' })
    await createAd(other.cookie, { name: 'Theirs', budget: '99.00' })
    const put = (status: string) =>
      call(`/api/ad-campaigns/${google.id}`, { method: 'PUT', cookie: owner.cookie, json: { status } })
    const pauseDraft = await put('paused')
    expect(pauseDraft.status).toBe(409)
    expect(await pauseDraft.json()).toMatchObject({ message: 'Only an active campaign can be paused' })
    expect(await (await put('active')).json()).toMatchObject({ status: 'active' })
    expect(await (await put('paused')).json()).toMatchObject({ status: 'paused' })
    expect(await (await put('active')).json()).toMatchObject({ status: 'active' })
    expect((await put('draft')).status).toBe(400)

    const list = await call('/api/ad-campaigns', { cookie: owner.cookie }).then((r) =>
      r.json<{ items: AdCampaign[]; total: number }>(),
    )
    expect(list.items.map((c) => c.budget).sort()).toEqual(['10.00', '12.00'])
    const facebook = await call('/api/ad-campaigns?platform=facebook', { cookie: owner.cookie }).then((r) =>
      r.json<{ items: AdCampaign[]; total: number }>(),
    )
    expect(facebook.items.map((c) => c.platform)).toEqual(['facebook'])
    expect(facebook.total).toBe(1)
  })
})

describe('importing performance from a CSV', () => {
  it('imports the good rows, reports each bad line, and recomputes the campaign’s figures from the rows', async () => {
    const owner = await signUpOwner()
    const campaign = await createAd(owner.cookie, { name: 'Both', budget: '50.00', platform: 'both' })
    const csv = [
      'Date,Platform,Impressions,Clicks,Conversions,Spend',
      '2026-01-05,google,1000,40,2,"$60.00"',
      '2026-01-05,facebook,"2,000",50,1,40.00',
      '2026-01-06,google,500,10,0,15.5',
      '2026-02-30,google,10,1,0,1.00',
      `${dayFromToday(3)},google,10,1,0,1.00`,
      '2026-01-07,tiktok,10,1,0,1.00',
      '2026-01-07,google,10,20,0,1.00',
      '2026-01-07,google,10,2,5,1.00',
      '2026-01-07,google,-1,0,0,1.00',
      '2026-01-07,google,10,1,0,lots',
      '2026-01-05,google,1,1,1,1.00',
      '',
    ].join('\r\n')
    const response = await importCsv(owner.cookie, campaign.id, csv)
    expect(response.status).toBe(200)
    const result = await response.json<{
      imported: number
      rejected: { line: number; reason: string }[]
      campaign: AdCampaign
    }>()
    expect(result.imported).toBe(3)
    expect(result.rejected).toEqual([
      { line: 5, reason: "Date '2026-02-30' is not a day like 2026-07-04" },
      { line: 6, reason: `Date ${dayFromToday(3)} has not happened yet` },
      { line: 7, reason: 'Platform must be google or facebook for this campaign' },
      { line: 8, reason: 'Clicks cannot be more than impressions' },
      { line: 9, reason: 'Conversions cannot be more than clicks' },
      { line: 10, reason: 'Impressions, clicks and conversions must be whole numbers, not negative' },
      { line: 11, reason: "Spend 'lots' must be an amount like 12.50" },
      { line: 12, reason: '2026-01-05 on google appears twice in this file' },
    ])
    // 3,500 impressions, 100 clicks, 3 conversions, $115.50: ctr 2.86%, cpc $1.16 (1.155 rounded), cpa $38.50.
    expect(result.campaign).toMatchObject({
      impressions: 3_500,
      clicks: 100,
      conversions: 3,
      spend: '115.50',
      ctr: 2.86,
      cpc: '1.16',
      cpa: '38.50',
    })

    // A newer report of a day replaces it; the totals follow.
    const again = await importCsv(
      owner.cookie,
      campaign.id,
      'date,platform,impressions,clicks,conversions,spend\n2026-01-06,google,800,20,4,30.00\n',
    )
    expect((await again.json<{ campaign: AdCampaign }>()).campaign).toMatchObject({
      impressions: 3_800,
      clicks: 110,
      conversions: 7,
      spend: '130.00',
    })
    const days = await call(`/api/ad-campaigns/${campaign.id}/performance`, { cookie: owner.cookie }).then((r) =>
      r.json<{ items: { date: string; platform: string; spend: string }[] }>(),
    )
    expect(days.items.map((d) => `${d.date} ${d.platform} ${d.spend}`)).toEqual([
      '2026-01-05 facebook 40.00',
      '2026-01-05 google 60.00',
      '2026-01-06 google 30.00',
    ])
  })

  it('refuses a file without the columns, and writes nothing', async () => {
    const owner = await signUpOwner()
    const campaign = await createAd(owner.cookie, { name: 'G', budget: '5.00' })
    const response = await importCsv(owner.cookie, campaign.id, 'day,cost\n2026-01-01,5\n')
    expect(await response.json()).toMatchObject({
      imported: 0,
      rejected: [
        { line: 1, reason: 'The header row needs the columns date, platform, impressions, clicks, conversions, spend' },
      ],
    })
    const empty = await importCsv(owner.cookie, campaign.id, '')
    expect(empty.status).toBe(400)
    const { n } = (await env.DB.prepare('select count(*) as n from ad_performance where campaign_id = ?')
      .bind(campaign.id)
      .first<{ n: number }>())!
    expect(n).toBe(0)
  })
})

describe('the daily pull from the ad platforms', () => {
  it('is not connected without credentials and pulls nothing', async () => {
    const owner = await signUpOwner()
    expect(await call('/api/ad-campaigns/connections', { cookie: owner.cookie }).then((r) => r.json())).toEqual({
      google: false,
      facebook: false,
    })
    expect(await syncAdPerformance(createDb(env.DB), adReporting(env), Date.now())).toEqual({
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
    expect(await syncAdPerformance(createDb(env.DB), adReporting(configured), now)).toMatchObject({
      adCampaignsSynced: 1,
    })
    expect(seen[0]).toContain("segments.date BETWEEN '2026-11-17' AND '2026-11-23'")
    const list = await call('/api/ad-campaigns', { cookie: owner.cookie }).then((r) =>
      r.json<{ items: AdCampaign[] }>(),
    )
    // Google: 2,100 impressions, 78 clicks, 5 conversions (3 + 1.5 rounded), $101.75; Meta: 5,500, 56, 2, $38.85.
    expect(list.items.find((c) => c.id === campaign.id)).toMatchObject({
      impressions: 7_600,
      clicks: 134,
      conversions: 7,
      spend: '140.60',
    })
  })
})
