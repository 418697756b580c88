/// <reference types="vite/client" />
import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import * as t from '../../worker/db/schema'
import { buildDemoData, demoOwner, secondOwner } from '../../worker/seed/demo-data'
import { demoImageFiles, storeDemoImages } from '../../worker/seed/demo-images'
import { seedDemoData } from '../../worker/seed/seed'
import { hashPassword } from '../../worker/modules/auth/password'
import { landingBanner } from '../../worker/modules/marketing/campaigns/banners'
import { publiclyListed } from '../../worker/modules/rvs'
import { api, call, cookieHeader } from '../helpers/worker-client'
import { demoPartner } from '../../worker/seed/demo-partners'

const today = '2026-03-15'
const db = createDb(env.DB)
const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

let firstRun: { inserted: number }

beforeAll(async () => {
  firstRun = await seedDemoData(db, { today, hashPassword })
})

describe('demo seed', () => {
  it('inserts every row the first time and nothing the second time', async () => {
    const data = buildDemoData(today)
    const expected = Object.values(data).reduce((sum, rows) => sum + rows.length, 0)
    expect(firstRun.inserted).toBe(expected)
    expect(await seedDemoData(db, { today, hashPassword })).toEqual({ inserted: 0 })
    // A later day builds other dates but the same ids, so it adds nothing either.
    expect(await seedDemoData(db, { today: '2026-09-01', hashPassword })).toEqual({ inserted: 0 })
  })

  it('keeps the two owners apart', async () => {
    const demoRvs = await db.select().from(t.rvs).where(eq(t.rvs.ownerId, demoOwner.id))
    expect(demoRvs).toHaveLength(8)
    expect(new Set(demoRvs.map((rv) => rv.type))).toEqual(new Set(t.rvTypes))
    expect(demoRvs.filter((rv) => !rv.available)).toHaveLength(1)
    expect(await db.select().from(t.rvs).where(eq(t.rvs.ownerId, secondOwner.id))).toHaveLength(2)
    // Each RV is picked up at one of its owner's locations (checked with the references below).
    expect((await db.select().from(t.rvs)).filter((rv) => !rv.pickupLocationId)).toEqual([])

    // Every reference from a booking, issue or lead stays inside its owner's data.
    const ownerOf = new Map<string, string>()
    for (const table of [t.customers, t.rvs, t.venues, t.bookings, t.issues, t.pickupLocations]) {
      for (const row of await db.select({ id: table.id, ownerId: table.ownerId }).from(table))
        ownerOf.set(row.id, row.ownerId)
    }
    const refs = [
      ...(await db.select().from(t.rvs)).map((rv) => [rv.ownerId, rv.pickupLocationId]),
      ...(await db.select().from(t.bookings)).map((b) => [b.ownerId, b.customerId, b.rvId, b.venueId]),
      ...(await db.select().from(t.issues)).map((i) => [i.ownerId, i.customerId, i.rvId, i.bookingId]),
      ...(await db.select().from(t.leads)).map((l) => [l.ownerId, l.customerId, l.rvId]),
      ...(await db.select().from(t.notifications)).map((n) => [n.ownerId, n.customerId, n.bookingId, n.issueId]),
    ]
    for (const [ownerId, ...ids] of refs) {
      for (const id of ids) if (id) expect(ownerOf.get(id), id).toBe(ownerId)
    }
  })

  it('prices every booking as nights x RV price + nights x venue price', async () => {
    const rvs = new Map((await db.select().from(t.rvs)).map((rv) => [rv.id, rv]))
    const venues = new Map((await db.select().from(t.venues)).map((venue) => [venue.id, venue]))
    const bookings = await db.select().from(t.bookings)
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(t.bookingStatuses))
    for (const booking of bookings) {
      const nights = dayNumber(booking.endDate) - dayNumber(booking.startDate)
      expect(nights).toBeGreaterThan(0)
      const venuePrice = booking.venueId ? venues.get(booking.venueId)!.pricePerNightCents : 0
      expect(booking.totalPriceCents).toBe(nights * rvs.get(booking.rvId)!.pricePerNightCents + nights * venuePrice)
    }
  })

  it('never double-books an RV, turnaround days included', async () => {
    const rvs = new Map((await db.select().from(t.rvs)).map((rv) => [rv.id, rv]))
    const active = (await db.select().from(t.bookings)).filter(
      (b) => b.status !== 'cancelled' && b.status !== 'expired',
    )
    for (const a of active) {
      for (const b of active) {
        if (a.id === b.id || a.rvId !== b.rvId || a.startDate > b.startDate) continue
        const buffer = rvs.get(a.rvId)!.turnaroundDays
        expect(dayNumber(b.startDate), `${a.id} / ${b.id}`).toBeGreaterThanOrEqual(dayNumber(a.endDate) + buffer)
      }
    }
  })

  it('gives every RV and venue its own demo illustration', async () => {
    const rows = [...(await db.select().from(t.rvs)), ...(await db.select().from(t.venues))]
    // 10 RVs, the owners' 4 venues and the venue partner's 2.
    expect(rows).toHaveLength(16)
    for (const row of rows) expect(row.imageUrl, row.name).toMatch(/^\/media\/demo\/(rv|venue)-[a-z-]+\.svg$/)
    expect(demoImageFiles(rows)).toHaveLength(rows.length)
  })

  it('has a small, self-contained drawing for every illustration it points at', () => {
    // Vite inlines the files when it loads this test, so workerd needs no disk access here.
    const drawings = import.meta.glob<string>('../../worker/seed/images/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
    const byName = new Map(
      Object.entries(drawings).map(([path, body]) => [path.slice(path.lastIndexOf('/') + 1), body]),
    )
    const data = buildDemoData(today)
    expect([...byName.keys()].sort()).toEqual(demoImageFiles([...data.rvs, ...data.venues]).sort())
    for (const [name, body] of byName) {
      expect(body, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 500"/)
      expect(new TextEncoder().encode(body).length, name).toBeLessThan(8 * 1024)
      expect(body, name).not.toMatch(/<script|<foreignObject|<image|href=|\son[a-z]+=/i)
    }
  })

  it('shows renters every demo RV and the demo’s season-neutral banner: its owners are confirmed and of long standing', async () => {
    const noon = Date.parse(`${today}T12:00:00Z`)
    const listed = await db.select({ id: t.rvs.id }).from(t.rvs).where(publiclyListed(noon))
    expect(listed).toHaveLength(buildDemoData(today).rvs.length)
    const banner = await landingBanner({ ctx: { db, now: noon } })
    expect(banner).toMatchObject({ businessName: 'Demo Owner RV Rentals', rvCount: 8 })
    expect(`${banner!.title} ${banner!.message}`).not.toMatch(/spring|summer|autumn|fall|winter/i)
  })

  it('lets the demo owner sign in with the documented password', async () => {
    const response = await api().auth['sign-in'].$post({
      json: { email: demoOwner.email, password: demoOwner.password },
    })
    expect(response.status).toBe(200)
  })

  it('lets the demo venue partner sign in as a partner and see two venues, their sites and a closure', async () => {
    const response = await api().auth['sign-in'].$post({
      json: { email: demoPartner.email, password: demoPartner.password, role: 'partner' },
    })
    expect(await response.json()).toMatchObject({ role: 'partner', roles: ['partner'], emailVerified: true })
    const partner = api(cookieHeader(response, '__Host-session')).partners
    const venues = (await (await partner.venues.$get({ query: {} })).json()).items
    expect(venues).toHaveLength(2)
    const sites = await Promise.all(
      venues.map(async ({ id }) => (await partner.venues[':id'].sites.$get({ param: { id } })).json()),
    )
    expect(new Set(sites.flat().map((site) => site.maxRvLength)).size).toBeGreaterThan(3)
    // Seeded around `today`, months ago: listed closures are those to come, so read the table.
    expect(await db.select().from(t.venueClosures).where(eq(t.venueClosures.ownerId, demoPartner.id))).toHaveLength(1)
  })
})

describe('demo images', () => {
  // Small stand-ins, so these tests do not depend on the drawings themselves.
  const svg = (color: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="${color}"/></svg>`
  const files = [
    { name: 'rv-test-one.svg', body: svg('#2a9d8f') },
    { name: 'venue-test-two.svg', body: svg('#e76f51') },
  ]

  it('stores each image once, as SVG with long-lived caching', async () => {
    expect(await storeDemoImages(env.MEDIA, files)).toBe(2)
    for (const { name, body } of files) {
      const object = await env.MEDIA.get(`demo/${name}`)
      expect(object?.httpMetadata).toEqual({
        contentType: 'image/svg+xml',
        cacheControl: 'public, max-age=31536000, immutable',
      })
      expect(await object?.text()).toBe(body)
    }
    expect(await storeDemoImages(env.MEDIA, files)).toBe(0)
  })

  it('never replaces an image that is already there', async () => {
    const original = { name: 'rv-test-three.svg', body: svg('#264653') }
    expect(await storeDemoImages(env.MEDIA, [original])).toBe(1)
    expect(
      await storeDemoImages(env.MEDIA, [
        { ...original, body: svg('#000') },
        { name: 'rv-test-four.svg', body: svg('#fff') },
      ]),
    ).toBe(1)
    expect(await (await env.MEDIA.get(`demo/${original.name}`))?.text()).toBe(original.body)
  })

  it('serves a stored image at the address the seed gives it', async () => {
    const file = { name: 'venue-test-five.svg', body: svg('#e9c46a') }
    await storeDemoImages(env.MEDIA, [file])
    const response = await call(`/media/demo/${file.name}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await response.text()).toBe(file.body)
  })
})
