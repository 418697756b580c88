/**
 * A venue partner's site booked with the RV (issue 28): the SQL fit rule says what site-fit.ts says,
 * the one occupancy rule keeps a site to one stay a night and refuses closures, the RV and its site
 * are one row decided by one conditional insert (50 racing holds for the last site: one wins, no RV
 * is held without its site; a failing D1 call leaves both or neither), the quote prices the site's
 * nights as their own line, the partner's policy refunds them, and the partner's earning is recorded
 * at payment and lowered by the refund.
 */
import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/d1'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { siteFitsRv } from '../../worker/modules/bookings/availability'
import { siteFitProblems, type SiteFitRv, type SiteFitSite } from '../../worker/lib/shared/site-fit'
import {
  POLICY_TIERS,
  policyText,
  type CancellationPolicy,
  type CancellationPolicyName,
} from '../../worker/lib/shared/cancellation'
import type { Quote } from '../../worker/lib/shared/quote'
import { computeRefund } from '../../worker/modules/payments/rules/refund'
import { checkFaults } from '../helpers/fault-runs'
import { openLimiter } from '../helpers/faulty-bindings'
import { dayFromToday, makeRv } from '../helpers/fleet'
import { fromNewClient, payWithTestCard, signedDelivery } from '../helpers/payments'
import { renterCancellation } from '../helpers/refunds'
import { api, type Api, errorOf, type JsonOf, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

type HoldInput = JsonOf<Api['bookings']['hold']['$post']>
type RvInput = JsonOf<Api['rvs']['$post']>

interface SiteSpec {
  spotNumber: string
  maxRvLength?: number | null
  amps?: 30 | 50 | null
  water?: boolean
  sewer?: boolean
  pullThrough?: boolean
  priceCents?: number
  available?: boolean
}

/** A venue partner's venue and sites, written straight to D1 (the partner API is tested on its own). */
async function partnerVenue({
  sites,
  policy = 'moderate',
  name = 'Pine Cove',
  place = [38.57, -109.55],
}: {
  sites: SiteSpec[]
  policy?: CancellationPolicyName
  name?: string
  place?: [number, number]
}) {
  const partner = await signUpOwner()
  const venueId = crypto.randomUUID()
  await env.DB.prepare(
    `insert into venues (id, owner_id, name, location, latitude, longitude, price_per_night_cents, capacity, available, listed_by, gate_instructions, cancellation_policy, amenities, created_at)
     values (?, ?, ?, 'Moab, UT', ?, ?, 9900, 50, 1, 'partner', 'Gate code 2468, office until 6 pm', ?, '[]', ?)`,
  )
    .bind(venueId, partner.user.id, name, place[0], place[1], policy, Date.now())
    .run()
  const ids: string[] = []
  for (const site of sites) {
    const id = crypto.randomUUID()
    ids.push(id)
    await env.DB.prepare(
      `insert into parking_spots (id, owner_id, venue_id, spot_number, size, utilities, price_per_night_cents, available, max_rv_length, amps, water, sewer, pull_through, created_at)
       values (?, ?, ?, ?, 'large', '[]', ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
      .bind(
        id,
        partner.user.id,
        venueId,
        site.spotNumber,
        site.priceCents ?? 4_000,
        site.available === false ? 0 : 1,
        site.maxRvLength ?? null,
        site.amps ?? null,
        site.water ? 1 : 0,
        site.sewer ? 1 : 0,
        site.pullThrough ? 1 : 0,
        Date.now(),
      )
      .run()
  }
  return { partner, venueId, siteIds: ids }
}

let renter = 0
const holdJson = (json: Pick<HoldInput, 'rvId'> & Partial<HoldInput>): HoldInput => {
  renter += 1
  return {
    zipCode: '94110',
    firstName: 'Rae',
    lastName: 'Field',
    email: `site-rae${renter}-${crypto.randomUUID().slice(0, 6)}@example.com`,
    phone: '555-222-3333',
    startDate: dayFromToday(20),
    endDate: dayFromToday(23),
    ...json,
  }
}
const hold = (json: Pick<HoldInput, 'rvId'> & Partial<HoldInput>) =>
  api({ headers: fromNewClient(), env: { PUBLIC_BOOKING_LIMITER: openLimiter } }).bookings.hold.$post({
    json: holdJson(json),
  })

const count = (query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<number>('n')
const bookingsOfSite = (siteId: string) =>
  count(
    "select count(*) as n from bookings where parking_spot_id = ? and status not in ('cancelled', 'expired')",
    siteId,
  )

const rvOf = async (overrides: Partial<RvInput> = {}) => {
  const owner = await signUpOwner()
  return { owner, rv: await makeRv(owner.cookie, { pricePerNight: '100.00', ...overrides }) }
}

const sitesFor = (venueId: string, rvId: string, startDate = dayFromToday(20), endDate = dayFromToday(23)) =>
  api().venues[':id'].sites.$get({ param: { id: venueId }, query: { rvId, startDate, endDate } })

const siteNumbers = async (response: Awaited<ReturnType<typeof sitesFor>>) => {
  expect(response.status).toBe(200)
  return (await response.json()).map((site) => site.spotNumber).sort()
}

describe('the fit rule', () => {
  const site: SiteFitSite = { maxRvLength: 30, amps: 30, water: true, sewer: false, pullThrough: false }
  const rv: SiteFitRv = { length: 30, hookupAmps: null, needsWater: false, needsSewer: false, needsPullThrough: false }

  it('takes an RV up to the site’s length, any length without a limit, and no RV of unknown length at a limit', () => {
    expect(siteFitProblems(site, rv)).toEqual([])
    expect(siteFitProblems(site, { ...rv, length: 31 })).toEqual(['Takes RVs up to 30 ft'])
    expect(siteFitProblems(site, { ...rv, length: null })).toEqual(['Takes RVs up to 30 ft'])
    expect(siteFitProblems({ ...site, maxRvLength: null }, { ...rv, length: null })).toEqual([])
  })

  it('serves a 30 amp RV from a 30 or 50 amp site, a 50 amp RV only from a 50 amp site', () => {
    expect(siteFitProblems(site, { ...rv, hookupAmps: 30 })).toEqual([])
    expect(siteFitProblems({ ...site, amps: 50 }, { ...rv, hookupAmps: 30 })).toEqual([])
    expect(siteFitProblems(site, { ...rv, hookupAmps: 50 })).toEqual(['No 50 amp hookup'])
    expect(siteFitProblems({ ...site, amps: null }, { ...rv, hookupAmps: 30 })).toEqual(['No 30 amp hookup'])
    expect(siteFitProblems({ ...site, amps: 50 }, { ...rv, hookupAmps: 50 })).toEqual([])
  })

  it('asks for water, sewer and pull-through only when the RV needs them, naming each missing one', () => {
    const needy = { ...rv, length: 40, needsWater: true, needsSewer: true, needsPullThrough: true }
    expect(siteFitProblems(site, needy)).toEqual([
      'Takes RVs up to 30 ft',
      'No sewer hookup',
      'Not a pull-through site',
    ])
    expect(siteFitProblems({ ...site, water: false }, rv)).toEqual([])
    expect(
      siteFitProblems({ maxRvLength: null, amps: 50, water: true, sewer: true, pullThrough: true }, needy),
    ).toEqual([])
  })
})

describe('a refund by line group', () => {
  const DAY = 86_400_000
  const pickupAt = Date.parse('2027-06-30T10:00:00Z')
  const policy = (name: CancellationPolicyName): CancellationPolicy => ({
    name,
    text: policyText(name),
    tiers: POLICY_TIERS[name],
    pickupAt,
    timeZone: 'UTC',
  })
  const quote: Quote = {
    nights: 2,
    lines: [
      { code: 'rv_nights', label: 'Test RV', quantity: 2, unitCents: 10_000, amountCents: 20_000 },
      {
        code: 'site_nights',
        label: 'Site 12 at Pine Cove (2 nights)',
        quantity: 2,
        unitCents: 5_000,
        amountCents: 10_000,
      },
      { code: 'delivery', label: 'Delivery', quantity: 1, unitCents: 3_000, amountCents: 3_000 },
    ],
    totalCents: 33_000,
  }
  const refund = (cancelAt: number, sitePolicy: CancellationPolicy | null) =>
    computeRefund({
      quote,
      policy: policy('moderate'),
      sitePolicy,
      bookedAt: pickupAt - 60 * DAY,
      cancelAt,
      paidCents: 33_000,
      refundedCents: 0,
    })

  it('refunds the site’s nights by the partner’s policy and the RV’s by its own', () => {
    const at20 = refund(pickupAt - 20 * DAY, policy('strict'))
    expect(at20.lines.map((line) => [line.code, line.percent, line.refundCents])).toEqual([
      ['rv_nights', 50, 10_000],
      ['site_nights', 0, 0],
      ['delivery', 100, 3_000],
    ])
    expect(at20.refundCents).toBe(13_000)
    const at5 = refund(pickupAt - 5 * DAY, policy('flexible'))
    expect(at5.lines.map((line) => line.percent)).toEqual([0, 50, 100])
    // The next drop counts both tables: the partner's flexible 50 % stays, the RV's falls at 7 days.
    expect(refund(pickupAt - 20 * DAY, policy('flexible')).nextDrop).toEqual({
      at: pickupAt - 7 * DAY,
      refundCents: 5_000 + 3_000,
    })
    // Without a stored site policy (never the case for a site sold here) the site follows the RV's.
    expect(refund(pickupAt - 20 * DAY, null).lines[1]).toMatchObject({ percent: 50 })
  })
})

describe('the fit rule in SQL', () => {
  it('says exactly what siteFitProblems says, for every combination of site and RV needs', async () => {
    const db = drizzle(env.DB)
    const sites: SiteFitSite[] = []
    for (const maxRvLength of [null, 30])
      for (const amps of [null, 30, 50])
        for (const water of [false, true])
          for (const sewer of [false, true])
            for (const pullThrough of [false, true]) sites.push({ maxRvLength, amps, water, sewer, pullThrough })
    const rvs: SiteFitRv[] = []
    for (const length of [null, 25, 30, 35])
      for (const hookupAmps of [null, 30, 50])
        for (const needsWater of [false, true])
          for (const needsSewer of [false, true])
            for (const needsPullThrough of [false, true])
              rvs.push({ length, hookupAmps, needsWater, needsSewer, needsPullThrough })
    const values = <T>(rows: T[], row: (item: T, index: number) => string) => rows.map(row).join(', ')
    const b = (flag: boolean) => (flag ? 1 : 0)
    const n = (value: number | null) => (value === null ? 'null' : String(value))
    const siteRows = values(
      sites,
      (site, i) =>
        `(${i}, ${n(site.maxRvLength)}, ${n(site.amps)}, ${b(site.water)}, ${b(site.sewer)}, ${b(site.pullThrough)})`,
    )
    const rvRows = values(
      rvs,
      (rv, i) =>
        `(${i}, ${n(rv.length)}, ${n(rv.hookupAmps)}, ${b(rv.needsWater)}, ${b(rv.needsSewer)}, ${b(rv.needsPullThrough)})`,
    )
    const fits = await db.all<{ site: number; rv: number }>(sql`
      with s(i, max_rv_length, amps, water, sewer, pull_through) as (values ${sql.raw(siteRows)}),
           r(i, length, hookup_amps, needs_water, needs_sewer, needs_pull_through) as (values ${sql.raw(rvRows)})
      select s.i as site, r.i as rv from s, r where ${siteFitsRv()}`)
    const bySql = new Set(fits.map(({ site, rv }) => `${site}:${rv}`))
    const byRule = new Set(
      sites.flatMap((site, i) => rvs.flatMap((rv, j) => (siteFitProblems(site, rv).length === 0 ? [`${i}:${j}`] : []))),
    )
    expect(bySql.size).toBeGreaterThan(100)
    expect(bySql).toEqual(byRule)
  })
})

describe('an RV’s hookup needs', () => {
  it('are saved with the RV, shown on its listing, and kept by an edit that leaves them out', async () => {
    // An established owner: renters see only confirmed owners' listings.
    const owner = await signUpEstablishedOwner()
    const rv = await makeRv(owner.cookie, { length: 32, hookupAmps: '50', needsWater: true, needsPullThrough: true })
    const needs = { hookupAmps: 50, needsWater: true, needsSewer: false, needsPullThrough: true }
    expect(rv).toMatchObject(needs)
    const edited = await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { name: 'Renamed RV', type: 'Class C', sleeps: 4, pricePerNight: '100.00', length: 32 },
    })
    expect(edited.status).toBe(200)
    expect(await edited.json()).toMatchObject({ name: 'Renamed RV', ...needs })
    const listing = await api().rvs.listings[':slug'].$get({ param: { slug: rv.slug } })
    expect(await listing.json()).toMatchObject(needs)
    const cleared = await api(owner.cookie).rvs[':id'].$put({
      param: { id: rv.id },
      json: { name: 'Renamed RV', type: 'Class C', sleeps: 4, pricePerNight: '100.00', hookupAmps: '' },
    })
    expect(await cleared.json()).toMatchObject({ hookupAmps: null, needsWater: true })
  })
})

describe('sites renters may book', () => {
  it('lists only the sites the RV fits and that are free, and partner venues with a fitting site', async () => {
    const { venueId, siteIds } = await partnerVenue({
      sites: [
        { spotNumber: 'S30', maxRvLength: 30, amps: 50, water: true, sewer: true },
        { spotNumber: 'S40', maxRvLength: 40, amps: 50, water: true, sewer: true },
        { spotNumber: 'S40-30A', maxRvLength: 40, amps: 30, water: true, sewer: true },
        { spotNumber: 'S40-DRY', maxRvLength: 40, amps: 50, water: true },
        { spotNumber: 'OFF', maxRvLength: 60, amps: 50, water: true, sewer: true, available: false },
      ],
    })
    const { rv } = await rvOf({ length: 35, hookupAmps: 50, needsSewer: true })
    expect(await siteNumbers(await sitesFor(venueId, rv.id))).toEqual(['S40'])
    const { rv: small } = await rvOf({ length: 25 })
    expect(await siteNumbers(await sitesFor(venueId, small.id))).toEqual(['S30', 'S40', 'S40-30A', 'S40-DRY'])

    // The venue is listed for any owner's RV that fits one of its sites, never for one that fits none.
    const listed = async (rvId: string) =>
      (await (await api().venues.$get({ query: { rvId, limit: '100' } })).json()).items.map((venue) => venue.id)
    expect(await listed(rv.id)).toContain(venueId)
    const { rv: huge } = await rvOf({ length: 50 })
    expect(await listed(huge.id)).not.toContain(venueId)
    const venue = await (await api().venues[':id'].$get({ param: { id: venueId } })).json()
    expect(venue).toMatchObject({ listedBy: 'partner' })
    expect(venue).not.toHaveProperty('gateInstructions')

    // Once held, S40 is taken for those nights (and only those).
    expect((await hold({ rvId: rv.id, venueId, siteId: siteIds[1], arrivalWindow: '14:00-16:00' })).status).toBe(201)
    expect(await siteNumbers(await sitesFor(venueId, small.id))).toEqual(['S30', 'S40-30A', 'S40-DRY'])
    expect(await siteNumbers(await sitesFor(venueId, small.id, dayFromToday(23), dayFromToday(25)))).toContain('S40')

    // A closure of one site, then of the whole venue, takes those sites off the list.
    await env.DB.prepare(
      'insert into venue_closures (id, owner_id, venue_id, site_id, start_date, end_date, created_at) select ?, owner_id, venue_id, id, ?, ?, 0 from parking_spots where id = ?',
    )
      .bind(crypto.randomUUID(), dayFromToday(22), dayFromToday(30), siteIds[0])
      .run()
    expect(await siteNumbers(await sitesFor(venueId, small.id))).toEqual(['S40-30A', 'S40-DRY'])
    await env.DB.prepare(
      'insert into venue_closures (id, owner_id, venue_id, site_id, start_date, end_date, created_at) select ?, owner_id, id, null, ?, ?, 0 from venues where id = ?',
    )
      .bind(crypto.randomUUID(), dayFromToday(21), dayFromToday(22), venueId)
      .run()
    expect(await siteNumbers(await sitesFor(venueId, small.id))).toEqual([])
    expect(await siteNumbers(await sitesFor(venueId, small.id, dayFromToday(40), dayFromToday(42)))).toHaveLength(4)
  })
})

describe('holding an RV with a site', () => {
  it('quotes the site nights as their own line, with no venue line', async () => {
    const { venueId, siteIds } = await partnerVenue({ sites: [{ spotNumber: '12', priceCents: 3_500 }] })
    const { rv } = await rvOf()
    const response = await api().bookings.quote.$post({
      json: {
        zipCode: '94110',
        rvId: rv.id,
        venueId,
        siteId: siteIds[0],
        startDate: dayFromToday(20),
        endDate: dayFromToday(23),
      },
    })
    expect(response.status).toBe(200)
    const quote = await response.json()
    const codes = quote.lines.map((line) => line.code)
    expect(codes).not.toContain('venue_nights')
    expect(quote.lines.find((line) => line.code === 'site_nights')).toEqual({
      code: 'site_nights',
      label: 'Site 12 at Pine Cove (3 nights)',
      quantity: 3,
      unitCents: 3_500,
      amountCents: 10_500,
    })
    expect(quote.totalCents).toBe(30_000 + 10_500)

    // A partner's venue is booked only through one of its sites.
    const without = await api().bookings.quote.$post({
      json: { zipCode: '94110', rvId: rv.id, venueId, startDate: dayFromToday(20), endDate: dayFromToday(23) },
    })
    expect(without.status).toBe(400)
    expect(await errorOf(without)).toMatchObject({ code: 'site_required', fields: { siteId: [expect.any(String)] } })
  })

  it('offers and prices delivery of any owner’s RV to the partner’s venue the renter chose', async () => {
    const { venueId, siteIds } = await partnerVenue({ sites: [{ spotNumber: '3' }], place: [37.77, -122.45] })
    const { rv } = await rvOf()
    const choices = await api().bookings['delivery-options'].$get({ query: { rvId: rv.id, zipCode: '94110', venueId } })
    expect(choices.status).toBe(200)
    const offered = (await choices.json()).options.find((option) => option.id === `venue:${venueId}`)
    expect(offered).toMatchObject({ name: expect.stringContaining('Pine Cove') })
    const without = await (
      await api().bookings['delivery-options'].$get({ query: { rvId: rv.id, zipCode: '94110' } })
    ).json()
    expect(without.options.map((option) => option.id)).not.toContain(`venue:${venueId}`)
    const quote = await api().bookings.quote.$post({
      json: {
        zipCode: '94110',
        rvId: rv.id,
        venueId,
        siteId: siteIds[0],
        deliveryOptionId: `venue:${venueId}`,
        startDate: dayFromToday(20),
        endDate: dayFromToday(22),
      },
    })
    expect(quote.status).toBe(200)
    expect((await quote.json()).lines.map((line) => line.code)).toEqual(['rv_nights', 'site_nights', 'delivery'])
  })

  it('refuses a hold without an arrival window, a site the RV does not fit, a closed or taken site, writing nothing', async () => {
    const { venueId, siteIds } = await partnerVenue({
      sites: [
        { spotNumber: '7', maxRvLength: 30, amps: 30 },
        { spotNumber: '8', amps: 50 },
      ],
    })
    const { owner, rv: rig } = await rvOf({ length: 35, hookupAmps: 50 })

    const noWindow = await hold({ rvId: rig.id, venueId, siteId: siteIds[1] })
    expect(noWindow.status).toBe(400)
    expect(await errorOf(noWindow)).toMatchObject({ fields: { arrivalWindow: [expect.any(String)] } })

    const tooBig = await hold({ rvId: rig.id, venueId, siteId: siteIds[0], arrivalWindow: '10:00-12:00' })
    expect(tooBig.status).toBe(400)
    expect(await errorOf(tooBig)).toEqual({
      code: 'site_does_not_fit',
      message: 'Site 7 does not fit Test RV: Takes RVs up to 30 ft; No 50 amp hookup',
      fields: { siteId: ['Site 7 does not fit Test RV: Takes RVs up to 30 ft; No 50 amp hookup'] },
    })

    await env.DB.prepare(
      'insert into venue_closures (id, owner_id, venue_id, site_id, start_date, end_date, reason, created_at) select ?, owner_id, id, null, ?, ?, ?, 0 from venues where id = ?',
    )
      .bind(crypto.randomUUID(), dayFromToday(22), dayFromToday(24), 'Road works', venueId)
      .run()
    const closed = await hold({ rvId: rig.id, venueId, siteId: siteIds[1], arrivalWindow: '10:00-12:00' })
    expect(closed.status).toBe(409)
    expect(await errorOf(closed)).toMatchObject({ code: 'site_closed' })

    // Before the closure, the site is free; a second RV then finds it taken.
    const early = { startDate: dayFromToday(10), endDate: dayFromToday(12), arrivalWindow: '08:00-10:00' } as const
    expect((await hold({ rvId: rig.id, venueId, siteId: siteIds[1], ...early })).status).toBe(201)
    const { rv: other } = await rvOf()
    const taken = await hold({ rvId: other.id, venueId, siteId: siteIds[1], ...early })
    expect(taken.status).toBe(409)
    expect(await errorOf(taken)).toMatchObject({ code: 'site_taken' })

    expect(await bookingsOfSite(siteIds[1]!)).toBe(1)
    expect(await bookingsOfSite(siteIds[0]!)).toBe(0)
    expect(await count('select count(*) as n from bookings where rv_id = ?', other.id)).toBe(0)
    expect(await count('select count(*) as n from bookings where owner_id = ?', owner.user.id)).toBe(1)
  })

  it('gives the last free site to exactly one of 50 concurrent holds with 50 different RVs', async () => {
    const { venueId, siteIds } = await partnerVenue({ sites: [{ spotNumber: 'LAST', maxRvLength: 40 }] })
    const owners = await Promise.all(Array.from({ length: 5 }, () => signUpOwner()))
    const rvs = await Promise.all(
      Array.from({ length: 50 }, (_, i) => makeRv(owners[i % owners.length]!.cookie, { length: 30 })),
    )
    const responses = await Promise.all(
      rvs.map((rv) => hold({ rvId: rv.id, venueId, siteId: siteIds[0], arrivalWindow: '12:00-14:00' })),
    )
    const statuses = responses.map((response): number => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 409)).toHaveLength(49)
    const refusal = await errorOf(responses.find((response) => response.status === (409 as number))!)
    expect(refusal).toMatchObject({ code: 'site_taken' })
    expect(await bookingsOfSite(siteIds[0]!)).toBe(1)
    // No RV is held without its site: the winner's row is the only booking of any of the 50.
    const rvIds = rvs.map((rv) => rv.id)
    const booked = await env.DB.prepare(
      `select rv_id, parking_spot_id, arrival_window from bookings where rv_id in (${rvIds.map(() => '?').join(', ')})`,
    )
      .bind(...rvIds)
      .all<{ rv_id: string; parking_spot_id: string; arrival_window: string }>()
    expect(booked.results).toEqual([
      { rv_id: rvIds[statuses.indexOf(201)], parking_spot_id: siteIds[0], arrival_window: '12:00-14:00' },
    ])
  })

  it('holds both or neither when any D1 call fails, and holds both once when repeated', async () => {
    const { venueId, siteIds } = await partnerVenue({ sites: [{ spotNumber: 'F1' }] })
    const { rv } = await rvOf()
    let run = 0
    const { written } = await checkFaults({
      setup: () => {
        run += 1
        return Promise.resolve({
          startDate: dayFromToday(100 + 4 * run),
          endDate: dayFromToday(101 + 4 * run),
          client: `203.0.113.${run % 250}`,
          email: `fault-site-${run}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        })
      },
      send: (stay, bindings) =>
        api({ env: { ...bindings, PUBLIC_BOOKING_LIMITER: openLimiter } }).bookings.hold.$post(
          {
            json: holdJson({
              rvId: rv.id,
              venueId,
              siteId: siteIds[0],
              arrivalWindow: '16:00-18:00',
              startDate: stay.startDate,
              endDate: stay.endDate,
              email: stay.email,
            }),
          },
          { headers: { 'cf-connecting-ip': stay.client } },
        ),
      status: 201,
      afterSuccess: async (stay) => {
        const row = await env.DB.prepare(
          'select parking_spot_id as siteId, arrival_window as arrival from bookings where rv_id = ? and start_date = ?',
        )
          .bind(rv.id, stay.startDate)
          .first()
        expect(row).toEqual({ siteId: siteIds[0], arrival: '16:00-18:00' })
      },
    })
    expect(written).toEqual({ customers: 1, bookings: 1, booking_status_changes: 1, notifications: 1 })
    // Every booking of the RV holds its site: none was ever written without it.
    expect(await count('select count(*) as n from bookings where rv_id = ? and parking_spot_id is null', rv.id)).toBe(0)
  })
})

describe('paying and cancelling an RV with a site', () => {
  const siteEarning = (bookingId: string) =>
    env.DB.prepare(
      'select partner_id as partnerId, nights, gross_cents as gross, refunded_cents as refunded from partner_earnings where booking_id = ?',
    )
      .bind(bookingId)
      .first()

  it('records the partner’s earning at payment, shows the owner the gate once paid, and refunds the site by the partner’s policy', async () => {
    const { partner, venueId, siteIds } = await partnerVenue({
      sites: [{ spotNumber: '12', priceCents: 5_000 }],
      policy: 'flexible',
    })
    const { owner, rv } = await rvOf()
    const response = await hold({
      rvId: rv.id,
      venueId,
      siteId: siteIds[0],
      arrivalWindow: '14:00-16:00',
      startDate: dayFromToday(5),
      endDate: dayFromToday(7),
    })
    expect(response.status).toBe(201)
    const held = await response.json()
    expect(held.amount).toBe('300.00')
    expect(held.description).toContain('site 12 at Pine Cove')
    const stored = await env.DB.prepare(
      "select json_extract(cancellation_policy, '$.name') as rvPolicy, json_extract(site_cancellation_policy, '$.name') as sitePolicy from bookings where id = ?",
    )
      .bind(held.bookingId)
      .first()
    expect(stored).toEqual({ rvPolicy: 'moderate', sitePolicy: 'flexible' })

    const details = async () => (await api(owner.cookie).bookings[':id'].$get({ param: { id: held.bookingId } })).json()
    expect((await details()).site).toEqual({
      venueName: 'Pine Cove',
      spotNumber: '12',
      arrivalWindow: '14:00-16:00',
      gateInstructions: null,
    })
    expect(await siteEarning(held.bookingId)).toBeNull()

    const intent = await api({ headers: fromNewClient() })['create-payment-intent'].$post({
      json: { amount: 300, bookingId: held.bookingId },
    })
    expect(intent.status).toBe(200)
    expect((await payWithTestCard((await intent.json()).clientSecret, '4242424242424242')).status).toBe(200)
    expect((await details()).site).toMatchObject({ gateInstructions: 'Gate code 2468, office until 6 pm' })
    expect(await siteEarning(held.bookingId)).toEqual({
      partnerId: partner.user.id,
      nights: 2,
      gross: 10_000,
      refunded: 0,
    })

    // Booked three days ago (past the grace), cancelled 5 days before pickup: the RV's moderate
    // policy gives nothing of its nights back, the partner's flexible one half of the site's.
    await env.DB.prepare('update bookings set created_at = ? where id = ?')
      .bind(Date.now() - 3 * 86_400_000, held.bookingId)
      .run()
    const renter = renterCancellation(held.bookingId, await renterEmail(held.bookingId))
    const preview = await (await renter.preview()).json()
    expect(preview.sitePolicy).toMatchObject({ name: 'flexible' })
    expect(preview.refund?.lines).toEqual([
      { label: 'Test RV', amount: '200.00', percent: 0, refund: '0.00' },
      { label: 'Site 12 at Pine Cove (2 nights)', amount: '100.00', percent: 50, refund: '50.00' },
    ])
    const cancelled = await renter.cancel()
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toMatchObject({ status: 'cancelled', refund: { amount: '50.00' } })
    expect(await siteEarning(held.bookingId)).toMatchObject({ gross: 10_000, refunded: 5_000 })
    // The site is free again.
    expect(await bookingsOfSite(siteIds[0]!)).toBe(0)
  })
})

describe('an owner cancelling a paid RV with a site', () => {
  it('refunds everything, and the partner’s earning with it', async () => {
    const { venueId, siteIds } = await partnerVenue({
      sites: [{ spotNumber: '9', priceCents: 6_000 }],
      policy: 'strict',
    })
    const { owner, rv } = await rvOf()
    const held = await (await hold({ rvId: rv.id, venueId, siteId: siteIds[0], arrivalWindow: '10:00-12:00' })).json()
    const intent = await api({ headers: fromNewClient() })['create-payment-intent'].$post({
      json: { amount: Number(held.amount), bookingId: held.bookingId },
    })
    expect((await payWithTestCard((await intent.json()).clientSecret, '4242424242424242')).status).toBe(200)
    const earning = () =>
      env.DB.prepare(
        'select gross_cents as gross, refunded_cents as refunded from partner_earnings where booking_id = ?',
      )
        .bind(held.bookingId)
        .first()
    expect(await earning()).toEqual({ gross: 18_000, refunded: 0 })
    const cancelled = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: held.bookingId },
      json: { status: 'cancelled' },
    })
    expect(cancelled.status).toBe(200)
    expect(await earning()).toEqual({ gross: 18_000, refunded: 18_000 })
    expect(await bookingsOfSite(siteIds[0]!)).toBe(0)
  })
})

describe('a late payment on a lapsed hold with a site', () => {
  it('cancels it as paid when another RV took the site meanwhile, and confirms it when the site is still free', async () => {
    const { venueId, siteIds } = await partnerVenue({ sites: [{ spotNumber: 'L1' }] })
    const late = async (bookingId: string, cents: number) =>
      signedDelivery({
        id: `evt_${crypto.randomUUID()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            object: 'payment_intent',
            id: `pi_${bookingId}`,
            amount: cents,
            amount_received: cents,
            currency: 'usd',
            status: 'succeeded',
            metadata: { booking_id: bookingId },
          },
        },
      })
    const state = (bookingId: string) =>
      env.DB.prepare('select status, payment_status as paymentStatus from bookings where id = ?')
        .bind(bookingId)
        .first()
    const stay = { venueId, siteId: siteIds[0], arrivalWindow: '18:00-20:00' } as const

    const { rv: first } = await rvOf()
    const lapsed = await (await hold({ rvId: first.id, ...stay })).json()
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(lapsed.bookingId).run()
    const { rv: second } = await rvOf()
    expect((await hold({ rvId: second.id, ...stay })).status).toBe(201)
    await late(lapsed.bookingId, Math.round(Number(lapsed.amount) * 100))
    expect(await state(lapsed.bookingId)).toEqual({ status: 'cancelled', paymentStatus: 'succeeded' })
    expect(await count('select count(*) as n from partner_earnings where booking_id = ?', lapsed.bookingId)).toBe(0)

    const lucky = await (
      await hold({ rvId: first.id, ...stay, startDate: dayFromToday(40), endDate: dayFromToday(41) })
    ).json()
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(lucky.bookingId).run()
    await late(lucky.bookingId, Math.round(Number(lucky.amount) * 100))
    expect(await state(lucky.bookingId)).toEqual({ status: 'confirmed', paymentStatus: 'succeeded' })
    expect(await count('select count(*) as n from partner_earnings where booking_id = ?', lucky.bookingId)).toBe(1)
  })
})

const renterEmail = async (bookingId: string) =>
  (await env.DB.prepare(
    'select c.email as email from bookings b join customers c on c.id = b.customer_id where b.id = ?',
  )
    .bind(bookingId)
    .first<string>('email'))!

describe('owners and their partner venues', () => {
  it('keeps a two-role account’s partner venues and sites out of its owner venues', async () => {
    const owner = await signUpOwner()
    const own = await (
      await api(owner.cookie).venues.$post({
        json: { name: 'Own Lot', location: 'Bend, OR', pricePerNight: '40.00', capacity: 3 },
      })
    ).json()
    const partnerId = crypto.randomUUID()
    await env.DB.prepare(
      `insert into venues (id, owner_id, name, location, price_per_night_cents, capacity, available, listed_by, amenities, created_at)
       values (?, ?, 'Partner Park', 'Moab, UT', 4000, 5, 1, 'partner', '[]', ?)`,
    )
      .bind(partnerId, owner.user.id, Date.now())
      .run()
    const mine = await (await api(owner.cookie).venues.mine.$get({ query: {} })).json()
    expect(mine.items.map((venue) => venue.id)).toEqual([own.id])
    expect((await (await api(owner.cookie).venues.mine.stats.$get()).json()).total).toBe(1)
    const spots = await api(owner.cookie).venues[':id'].spots.$get({ param: { id: partnerId } })
    expect(spots.status).toBe(404)
    const edit = await api(owner.cookie).venues[':id'].$put({
      param: { id: partnerId },
      json: { name: 'Taken', location: 'Moab, UT', pricePerNight: '1.00', capacity: 1 },
    })
    expect(edit.status).toBe(404)
  })
})
