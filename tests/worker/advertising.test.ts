/**
 * Ad campaigns: the form's rules and defaults, server-managed figures, pause and play, and the CSV
 * import's row-by-row report (the platforms' daily pull is advertising-reporting.test.ts).
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday } from '../helpers/fleet'
import { createAd } from '../helpers/ad-campaigns'
import { api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

const importCsv = (cookie: string, id: string, csv: string) =>
  api(cookie)['ad-campaigns'][':id'].performance.$post({ param: { id }, json: { csv } })

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
    const response = await api(owner.cookie)['ad-campaigns'].$post({
      json: unchecked({ name: 'Ads', budget: '20.00', ...overrides }),
    })
    expect(response.status).toBe(400)
    const { fields } = await errorOf(response)
    expect(Object.entries(fields!).flatMap(([key, list]) => (key.split('.')[0] === field ? list! : []))).toContain(
      message,
    )
  })

  it('pauses only an active campaign and plays any other; the list filters by platform with totals', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const google = await createAd(owner.cookie, { name: 'G', budget: '10.00' })
    await createAd(owner.cookie, { name: 'F', budget: '12.00', platform: 'facebook' })
    await createAd(other.cookie, { name: 'Theirs', budget: '99.00' })
    const put = (status: JsonOf<Api['ad-campaigns'][':id']['$put']>['status']) =>
      api(owner.cookie)['ad-campaigns'][':id'].$put({ param: { id: google.id }, json: { status } })
    const pauseDraft = await put('paused')
    expect(pauseDraft.status).toBe(409)
    expect(await pauseDraft.json()).toMatchObject({ message: 'Only an active campaign can be paused' })
    expect(await (await put('active')).json()).toMatchObject({ status: 'active' })
    expect(await (await put('paused')).json()).toMatchObject({ status: 'paused' })
    expect(await (await put('active')).json()).toMatchObject({ status: 'active' })
    expect((await put(unchecked('draft'))).status).toBe(400)

    const list = await (await api(owner.cookie)['ad-campaigns'].$get({ query: {} })).json()
    expect(list.items.map((c) => c.budget).sort()).toEqual(['10.00', '12.00'])
    const facebook = await (await api(owner.cookie)['ad-campaigns'].$get({ query: { platform: 'facebook' } })).json()
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
    const result = await response.json()
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
    expect((await again.json()).campaign).toMatchObject({
      impressions: 3_800,
      clicks: 110,
      conversions: 7,
      spend: '130.00',
    })
    const days = await (
      await api(owner.cookie)['ad-campaigns'][':id'].performance.$get({ param: { id: campaign.id } })
    ).json()
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
