import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { MAX_IMAGES_PER_BOOKING } from '../../worker/modules/uploads/image-types'
import { UNATTACHED_PHOTO_MAX_AGE_MS } from '../../worker/modules/uploads/service'
import { runDailyCleanup } from '../../worker/scheduled'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, type Api, type JsonOf, signUpOwner } from '../helpers/worker-client'

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
const problem = {
  title: 'Fridge is warm',
  description: 'Since this morning',
  category: 'electrical',
  priority: 'high',
} satisfies Partial<JsonOf<Api['issues']['report']['$post']>>

async function renterWithBooking() {
  const email = `${crypto.randomUUID()}@example.com`
  const fleet = await ownerWithFleet({ name: 'Sunset Cruiser' }, { email, firstName: 'Robin', lastName: 'Vale' })
  const booking = await (await fleet.book({ startDate: dayFromToday(2), endDate: dayFromToday(5) })).json()
  return { ...fleet, email, bookingId: booking.id }
}

function uploadPhoto(proof: { bookingId: string; email: string }, file: File = new File([PNG], 'photo.png')) {
  // A client of its own per photo: the renters' rate limit counts per client, and this file uploads many.
  const client = `198.51.100.${Math.floor(Math.random() * 250)}`
  return api({ headers: { 'cf-connecting-ip': client } }).issues.report.photos.$post({
    form: { file, bookingId: proof.bookingId, email: proof.email },
  })
}

describe('a renter reporting an issue on their booking', () => {
  it('files it with photos for the booking’s owner, who gets it in the list and by email', async () => {
    const { owner, rv, customer, bookingId, email } = await renterWithBooking()
    const photo = await uploadPhoto({ bookingId, email: email.toUpperCase() })
    expect(photo.status).toBe(201)
    const { url } = await photo.json()
    expect(url).toMatch(new RegExp(`^/media/owners/${owner.user.id}/`))
    const response = await api().issues.report.$post({ json: { ...problem, bookingId, email, photoUrls: [url] } })
    expect(response.status).toBe(201)
    const reported = await response.json()
    expect(reported).toEqual({ id: reported.id, title: 'Fridge is warm', status: 'open', priority: 'high' })
    const listed = await (await api(owner.cookie).issues.$get({ query: {} })).json()
    expect(listed.items).toEqual([
      expect.objectContaining({
        id: reported.id,
        bookingId,
        rvId: rv.id,
        customerId: customer.id,
        customerName: 'Robin Vale',
        photoUrls: [url],
      }),
    ])
    const email_ = await env.DB.prepare(
      "select email, subject, content from notifications where type = 'issue_reported' and issue_id = ?",
    )
      .bind(reported.id)
      .first<{ email: string; subject: string; content: string }>()
    expect(email_).toMatchObject({ email: owner.email, subject: 'New high issue: Fridge is warm' })
    expect(email_!.content).toContain('Robin Vale reported')
    expect(email_!.content).toContain('Sunset Cruiser')
  })

  it('answers a wrong email or booking id with the same 404, writing nothing and storing no photo', async () => {
    const { owner, bookingId, email } = await renterWithBooking()
    for (const proof of [
      { bookingId, email: 'someone-else@example.com' },
      { bookingId: crypto.randomUUID(), email },
    ]) {
      const response = await api().issues.report.$post({ json: { ...problem, ...proof } })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message: 'No booking matches that booking ID and email' })
      expect((await uploadPhoto(proof)).status).toBe(404)
    }
    expect((await env.MEDIA.list({ prefix: `owners/${owner.user.id}/` })).objects).toEqual([])
    expect(
      await env.DB.prepare('select count(*) n from issues where owner_id = ?').bind(owner.user.id).first('n'),
    ).toBe(0)
  })

  it('refuses photos that were not uploaded for this owner, and files that are not images', async () => {
    const first = await renterWithBooking()
    const second = await renterWithBooking()
    const { url: othersPhoto } = await (await uploadPhoto(second)).json()
    const response = await api().issues.report.$post({
      json: { ...problem, bookingId: first.bookingId, email: first.email, photoUrls: [othersPhoto] },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message: 'Photos must be images uploaded with this report' })
    const script = await uploadPhoto(first, new File(['<script>alert(1)</script>'], 'x.png', { type: 'image/png' }))
    expect(script.status).toBe(415)
  })

  it('does not take reports on a cancelled booking', async () => {
    const { owner, bookingId, email } = await renterWithBooking()
    await api(owner.cookie).bookings[':id'].status.$patch({ param: { id: bookingId }, json: { status: 'cancelled' } })
    expect((await api().issues.report.$post({ json: { ...problem, bookingId, email } })).status).toBe(404)
  })

  it('emails the renter when the owner moves the issue on', async () => {
    const { owner, bookingId, email } = await renterWithBooking()
    const { id } = await (await api().issues.report.$post({ json: { ...problem, bookingId, email } })).json()
    await api(owner.cookie).issues[':id'].$patch({ param: { id }, json: { status: 'in_progress' } })
    const update = await env.DB.prepare(
      "select email, content from notifications where type = 'issue_update' and issue_id = ?",
    )
      .bind(id)
      .first<{ email: string; content: string }>()
    expect(update?.email).toBe(email)
    expect(update?.content).toContain('is now in progress')
  })
})

const ownUpload = (cookie: string) => api(cookie).uploads.$post({ form: { file: new File([PNG], 'own.png') } })

const ownerImages = (ownerId: string) =>
  env.DB.prepare('select count(*) as n from uploads where owner_id = ? and booking_id is null')
    .bind(ownerId)
    .first<number>('n')

describe("renters' report photos", () => {
  it("count against the booking's allowance, never the owner's quota, even from an unpaid hold", async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie)
    // The owner has room for exactly one more image of their own.
    await env.DB.prepare(
      `with recursive n(i) as (select 1 union all select i + 1 from n where i < 499)
       insert into uploads (key, owner_id, size_bytes, created_at) select 'owners/' || ?1 || '/earlier-' || i || '.png', ?1, 10, 0 from n`,
    )
      .bind(owner.user.id)
      .run()
    // Anyone can place an unpaid hold and, with its id and email, upload report photos.
    const email = `${crypto.randomUUID()}@example.com`
    const held = await api().bookings.hold.$post(
      {
        json: {
          rvId: rv.id,
          startDate: dayFromToday(10),
          endDate: dayFromToday(12),
          zipCode: '94110',
          firstName: 'Ana',
          lastName: 'Nym',
          email,
          phone: '555-000-1111',
        },
      },
      { headers: { 'cf-connecting-ip': '198.51.100.77' } },
    )
    expect(held.status).toBe(201)
    const { bookingId } = await held.json()
    for (let photo = 0; photo < MAX_IMAGES_PER_BOOKING; photo++)
      expect((await uploadPhoto({ bookingId, email })).status).toBe(201)
    const refused = await uploadPhoto({ bookingId, email })
    expect(refused.status).toBe(413)
    expect(await refused.json()).toMatchObject({ code: 'report_photos_full' })
    expect(
      await env.DB.prepare('select count(*) as n from uploads where booking_id = ?').bind(bookingId).first('n'),
    ).toBe(MAX_IMAGES_PER_BOOKING)

    // The owner's own upload still has its place.
    expect((await ownUpload(owner.cookie)).status).toBe(201)
    expect(await ownerImages(owner.user.id)).toBe(500)
  })

  it('are deleted a day later unless a report took them; the owner’s own images stay', async () => {
    const { owner, bookingId, email } = await renterWithBooking()
    const { url: reported } = await (await uploadPhoto({ bookingId, email })).json()
    const { url: abandoned } = await (await uploadPhoto({ bookingId, email })).json()
    const { url: own } = await (await ownUpload(owner.cookie)).json()
    const filed = await api().issues.report.$post({ json: { ...problem, bookingId, email, photoUrls: [reported] } })
    expect(filed.status).toBe(201)
    const stored = async (url: string) => (await env.MEDIA.head(url.slice('/media/'.length))) !== null

    // Within the day nothing goes; after it, only the photo no report took.
    await runDailyCleanup(env, Date.now() + UNATTACHED_PHOTO_MAX_AGE_MS - 60_000)
    expect([await stored(reported), await stored(abandoned), await stored(own)]).toEqual([true, true, true])
    const counts = await runDailyCleanup(env, Date.now() + UNATTACHED_PHOTO_MAX_AGE_MS + 60_000)
    expect(counts.unattachedUploads).toBeGreaterThanOrEqual(1)
    expect([await stored(reported), await stored(abandoned), await stored(own)]).toEqual([true, false, true])
    const keys = (
      await env.DB.prepare('select key from uploads where owner_id = ?').bind(owner.user.id).all<{ key: string }>()
    ).results.map((row) => `/media/${row.key}`)
    expect(keys.sort()).toEqual([reported, own].sort())
  })
})
