import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { addDays, dayInTimeZone } from '../../worker/lib/shared/dates'
import { rvReviewSummary } from '../../worker/modules/reviews'
import { listReviewedTrips, renterReviewState, tripsToReview } from '../../worker/modules/reviews/read'
import { REVIEW_WINDOW_MS } from '../../worker/modules/reviews/rules/window'
import { replyAsOwner, writeOwnerReview, writeRenterReview } from '../../worker/modules/reviews/service'
import { dayFromToday, makeCustomer, ownerWithFleet } from '../helpers/fleet'
import { api, type Api, errorOf, type JsonOf, signUpEstablishedOwner, unchecked } from '../helpers/worker-client'

const db = createDb(env.DB)
const DAY = 24 * 60 * 60 * 1000

/** A client address of its own: the renters' routes are rate limited per client. */
const renter = () => api({ headers: { 'cf-connecting-ip': `203.0.113.${Math.floor(Math.random() * 250)}` } })

const renterRatings = { overall: 5, cleanliness: 4, mechanical: 5, accuracy: 4, communication: 5, value: 3 }
const RENTER_TEXT = 'Spotless van, easy pickup and a great weekend.'
const OWNER_TEXT = 'Returned clean and on time, a pleasure to host.'
const ownerRatings = { careOfVehicle: 5, communication: 4, followingRules: 4 }

let trips = 0

/**
 * A completed trip of a fresh owner: booked, then moved to 'completed' at `completedAt` (ms) with
 * its history row, as the lifecycle writes it (the trip's own days are not what reviews read).
 */
async function completedTrip({
  completedAt = Date.now() - DAY,
  owner: given,
  customer: customerOverrides = {},
  rvName = 'Sunset Cruiser',
}: {
  completedAt?: number | null
  owner?: Awaited<ReturnType<typeof ownerWithFleet>>
  customer?: Partial<JsonOf<Api['customers']['$post']>>
  rvName?: string
} = {}) {
  const email = customerOverrides.email ?? `${crypto.randomUUID()}@example.com`
  const fleet =
    given ??
    (await ownerWithFleet({ name: rvName }, { firstName: 'Jane', lastName: 'doe', ...customerOverrides, email }))
  const customer = given ? await makeCustomer(fleet.owner.cookie, { ...customerOverrides, email }) : fleet.customer
  // Each trip its own nights, so trips of one RV never overlap.
  const start = dayFromToday(30 + 3 * trips++)
  const response = await api(fleet.owner.cookie).bookings.$post({
    json: {
      customerId: customer.id,
      rvId: fleet.rv.id,
      startDate: start,
      endDate: addDays(start, 2),
      status: 'confirmed',
    },
  })
  expect(response.status).toBe(201)
  const booking = await response.json()
  if (completedAt !== null) {
    await env.DB.batch([
      env.DB.prepare("update bookings set status = 'completed' where id = ?").bind(booking.id),
      env.DB.prepare(
        "insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at) values (?, ?, ?, 'in_progress', 'completed', ?)",
      ).bind(crypto.randomUUID(), fleet.owner.user.id, booking.id, completedAt),
    ])
  }
  const proof = { bookingId: booking.id, email }
  const ownerCtx = (now: number) => ({ db, now, ownerId: fleet.owner.user.id })
  return { ...fleet, customer, booking, proof, completedAt: completedAt ?? 0, ownerCtx }
}

const renterReview = (proof: { bookingId: string; email: string }, overrides: Record<string, unknown> = {}) => ({
  ...proof,
  ...renterRatings,
  body: RENTER_TEXT,
  ...overrides,
})

const refusal = async (attempt: Promise<unknown>) => {
  try {
    await attempt
  } catch (error) {
    const { status, code, message } = error as { status: number; code: string; message: string }
    return { status, code, message }
  }
  throw new Error('expected a refusal')
}

describe('the review window', () => {
  it('is open from completion to 14 × 24 h − 1 ms, closed at exactly 14 days, and refused before completion', async () => {
    const completedAt = Date.UTC(2030, 6, 1, 12, 0, 0)
    const trip = await completedTrip({ completedAt })
    const end = completedAt + REVIEW_WINDOW_MS
    expect(await refusal(writeRenterReview({ ctx: { db, now: end }, input: renterReview(trip.proof) }))).toEqual({
      status: 409,
      code: 'review_window_closed',
      message: 'The 14 days to review this trip ended on July 15, 2030',
    })
    expect(
      await refusal(
        writeOwnerReview({
          ctx: trip.ownerCtx(end),
          input: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
        }),
      ),
    ).toMatchObject({ status: 409, code: 'review_window_closed' })
    expect(
      await refusal(writeRenterReview({ ctx: { db, now: completedAt - 1 }, input: renterReview(trip.proof) })),
    ).toEqual({ status: 409, code: 'reviews_not_open', message: 'Reviews open when the trip is completed' })
    const written = await writeRenterReview({ ctx: { db, now: end - 1 }, input: renterReview(trip.proof) })
    expect(written).toMatchObject({ ratings: { author: 'renter', ...renterRatings }, body: RENTER_TEXT })
    const own = await writeOwnerReview({
      ctx: trip.ownerCtx(end - 1),
      input: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
    })
    // 13/3 = 4.33: the owner's overall is the rounded mean.
    expect(own.ratings).toEqual({ author: 'owner', overall: 4, ...ownerRatings })
  })

  it('refuses a trip that has not completed, with why, through the API', async () => {
    const trip = await completedTrip({ completedAt: null })
    const response = await renter().reviews.renter.$post({ json: renterReview(trip.proof) })
    expect(response.status).toBe(409)
    expect(await errorOf(response)).toEqual({
      code: 'reviews_not_open',
      message: 'Reviews open when the trip is completed',
    })
    const owner = await api(trip.owner.cookie).reviews.owner.$post({
      json: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
    })
    expect(owner.status).toBe(409)
    const count = await env.DB.prepare('select count(*) as n from reviews where booking_id = ?')
      .bind(trip.booking.id)
      .first()
    expect(count).toEqual({ n: 0 })
  })
})

describe('double-blind reviews', () => {
  it('shows neither review to the other side until the second is written, then both from that moment', async () => {
    const trip = await completedTrip({ completedAt: Date.now() - 3 * DAY })
    const t1 = trip.completedAt + DAY
    await writeRenterReview({ ctx: { db, now: t1 }, input: renterReview(trip.proof) })
    // The owner, before writing: the renter has written, nothing more.
    const [waiting] = await tripsToReview({ ctx: trip.ownerCtx(t1 + 1) })
    expect(waiting).toMatchObject({ bookingId: trip.booking.id, renterReview: 'hidden' })
    const page = await listReviewedTrips({ ctx: trip.ownerCtx(t1 + 1), input: { limit: 24 } })
    expect(page.items).toHaveLength(1)
    const closesAt = new Date(trip.completedAt + REVIEW_WINDOW_MS).toISOString()
    expect(page.items[0]!.renterReview).toEqual({ state: 'hidden', revealsAt: closesAt })
    expect(JSON.stringify(page)).not.toContain(RENTER_TEXT)
    expect(await rvReviewSummary({ ctx: { db, now: t1 + 1 }, input: { rvId: trip.rv.id, limit: 5 } })).toEqual({
      count: 0,
      averages: null,
      newest: [],
    })
    // The owner's review comes second: both publish at its time, in the same batch.
    const t2 = t1 + 2 * DAY
    const own = await writeOwnerReview({
      ctx: trip.ownerCtx(t2),
      input: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
    })
    expect(own.publishedAt).toBe(new Date(t2).toISOString())
    const rows = await env.DB.prepare('select author, published_at from reviews where booking_id = ? order by author')
      .bind(trip.booking.id)
      .all()
    expect(rows.results).toEqual([
      { author: 'owner', published_at: t2 },
      { author: 'renter', published_at: t2 },
    ])
    const after = await listReviewedTrips({ ctx: trip.ownerCtx(t2), input: { limit: 24 } })
    expect(after.items[0]!.renterReview).toMatchObject({
      state: 'published',
      review: { body: RENTER_TEXT, ratings: renterRatings },
    })
    const seen = await renterReviewState({ ctx: { db, now: t2 }, input: trip.proof })
    expect(seen.ownerReview).toMatchObject({ state: 'published', review: { body: OWNER_TEXT } })
    expect(seen.mine?.publishedAt).toBe(new Date(t2).toISOString())
  })

  it('reveals a lone review exactly at the window’s end, and not a millisecond before', async () => {
    const trip = await completedTrip({ completedAt: Date.now() - 20 * DAY })
    const end = trip.completedAt + REVIEW_WINDOW_MS
    await writeOwnerReview({
      ctx: trip.ownerCtx(trip.completedAt + 1),
      input: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
    })
    const before = await renterReviewState({ ctx: { db, now: end - 1 }, input: trip.proof })
    expect(before).toMatchObject({
      window: 'open',
      ownerReview: { state: 'hidden', revealsAt: new Date(end).toISOString() },
    })
    expect(JSON.stringify(before)).not.toContain(OWNER_TEXT)
    const at = await renterReviewState({ ctx: { db, now: end }, input: trip.proof })
    expect(at).toMatchObject({
      window: 'closed',
      mine: null,
      ownerReview: { state: 'published', review: { body: OWNER_TEXT, publishedAt: new Date(end).toISOString() } },
    })
  })

  it('never answers the other side’s unpublished review through the API (renter and owner)', async () => {
    const trip = await completedTrip()
    expect((await renter().reviews.renter.$post({ json: renterReview(trip.proof) })).status).toBe(201)
    const owner = api(trip.owner.cookie)
    const list = await (await owner.reviews.$get({ query: {} })).json()
    expect(list.items[0]!.renterReview).toEqual({ state: 'hidden', revealsAt: expect.any(String) })
    const toWrite = await (await owner.reviews['to-write'].$get()).json()
    expect(toWrite).toEqual([expect.objectContaining({ bookingId: trip.booking.id, renterReview: 'hidden' })])
    for (const body of [JSON.stringify(list), JSON.stringify(toWrite)]) {
      expect(body).not.toContain(RENTER_TEXT)
      expect(body).not.toContain('"cleanliness"')
    }
    // The owner cannot reply to what they cannot see: the id is not theirs to address yet.
    const [row] = (await env.DB.prepare('select id from reviews where booking_id = ?').bind(trip.booking.id).all())
      .results as { id: string }[]
    expect((await owner.reviews[':id'].reply.$post({ param: { id: row!.id }, json: { body: 'Thanks!' } })).status).toBe(
      404,
    )
    // Once the owner writes too, each side reads the other's.
    expect(
      (await owner.reviews.owner.$post({ json: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT } }))
        .status,
    ).toBe(201)
    const seen = await (await renter().reviews.renter.lookup.$post({ json: trip.proof })).json()
    expect(seen.ownerReview).toMatchObject({ state: 'published', review: { body: OWNER_TEXT } })
  })
})

describe('one review per side', () => {
  it('answers a second review with a 409 and keeps the first unchanged', async () => {
    const trip = await completedTrip()
    expect((await renter().reviews.renter.$post({ json: renterReview(trip.proof) })).status).toBe(201)
    const again = await renter().reviews.renter.$post({
      json: renterReview(trip.proof, { overall: 1, body: 'Changed my mind about it all.' }),
    })
    expect(again.status).toBe(409)
    expect(await errorOf(again)).toEqual({
      code: 'already_reviewed',
      message: 'You have already reviewed this trip: a review cannot be written twice or changed',
    })
    const row = await env.DB.prepare("select overall, body from reviews where booking_id = ? and author = 'renter'")
      .bind(trip.booking.id)
      .first()
    expect(row).toEqual({ overall: 5, body: RENTER_TEXT })
  })

  it('writes exactly one per side under 20 concurrent submits of each', async () => {
    const trip = await completedTrip()
    const owner = api(trip.owner.cookie)
    const responses = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) =>
        api({ headers: { 'cf-connecting-ip': `198.51.100.${index + 1}` } }).reviews.renter.$post({
          json: renterReview(trip.proof, { overall: (index % 5) + 1 }),
        }),
      ),
      ...Array.from({ length: 20 }, () =>
        owner.reviews.owner.$post({ json: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT } }),
      ),
    ])
    const statuses = responses.map((response) => response.status)
    expect(statuses.slice(0, 20).filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.slice(20).filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status !== 201).every((status) => status === 409)).toBe(true)
    const rows = await env.DB.prepare('select author, published_at, created_at from reviews where booking_id = ?')
      .bind(trip.booking.id)
      .all<{ author: string; published_at: number; created_at: number }>()
    expect(rows.results).toHaveLength(2)
    // Whichever came second published both at its own time.
    const second = Math.max(...rows.results.map((row) => row.created_at))
    expect(rows.results.map((row) => row.published_at)).toEqual([second, second])
  })
})

describe('replies', () => {
  it('lets each side reply once to the published review of them, 1-1000 characters', async () => {
    const trip = await completedTrip()
    const renterProof = trip.proof
    const owner = api(trip.owner.cookie)
    await renter().reviews.renter.$post({ json: renterReview(renterProof) })
    // Nothing of the owner's published yet: nothing for the renter to reply to.
    const early = await renter().reviews.renter.reply.$post({ json: { ...renterProof, body: 'Thank you!' } })
    expect(early.status).toBe(409)
    expect(await errorOf(early)).toMatchObject({ code: 'nothing_to_reply_to' })
    await owner.reviews.owner.$post({ json: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT } })
    const list = await (await owner.reviews.$get({ query: {} })).json()
    const received = list.items[0]!.renterReview
    if (received.state !== 'published') throw new Error('expected the renter review published')
    const id = received.review.id
    const reply = (body: string) => owner.reviews[':id'].reply.$post({ param: { id }, json: { body } })
    expect((await reply('')).status).toBe(400)
    expect((await reply('x'.repeat(1001))).status).toBe(400)
    const first = await reply('Thanks for looking after it!')
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({ reply: 'Thanks for looking after it!' })
    const second = await reply('Another one')
    expect(second.status).toBe(409)
    expect(await errorOf(second)).toEqual({
      code: 'already_replied',
      message: 'You have already replied to this review',
    })

    const renterReply = await renter().reviews.renter.reply.$post({ json: { ...renterProof, body: 'Happy to!' } })
    expect(renterReply.status).toBe(200)
    expect((await renter().reviews.renter.reply.$post({ json: { ...renterProof, body: 'Again' } })).status).toBe(409)
    const seen = await (await renter().reviews.renter.lookup.$post({ json: renterProof })).json()
    expect(seen.mine?.reply).toBe('Thanks for looking after it!')
    expect(seen.ownerReview).toMatchObject({ state: 'published', review: { reply: 'Happy to!' } })
    // The owner's reply reaches the listing.
    const summary = await rvReviewSummary({ ctx: { db, now: Date.now() }, input: { rvId: trip.rv.id, limit: 5 } })
    expect(summary.newest[0]).toMatchObject({ reply: 'Thanks for looking after it!' })
  })

  it('keeps another owner from replying to the review (404)', async () => {
    const trip = await completedTrip({ completedAt: Date.now() - 15 * DAY })
    await writeRenterReview({ ctx: { db, now: trip.completedAt + DAY }, input: renterReview(trip.proof) })
    const stranger = await signUpEstablishedOwner()
    const [row] = (await env.DB.prepare('select id from reviews where booking_id = ?').bind(trip.booking.id).all())
      .results as { id: string }[]
    const response = await api(stranger.cookie).reviews[':id'].reply.$post({
      param: { id: row!.id },
      json: { body: 'Hi' },
    })
    expect(response.status).toBe(404)
    expect(
      await refusal(
        replyAsOwner({ ctx: { db, now: Date.now(), ownerId: stranger.user.id }, input: { id: row!.id, body: 'Hi' } }),
      ),
    ).toMatchObject({ status: 404 })
  })
})

describe('an RV’s review summary', () => {
  it('averages every published renter review to one decimal, newest first with the public name', async () => {
    const fleet = await ownerWithFleet({ name: 'Averaged RV' })
    const base = Date.now() - 30 * DAY
    const ratings = [
      { overall: 5, cleanliness: 4, mechanical: 3, accuracy: 5, communication: 5, value: 4 },
      { overall: 4, cleanliness: 4, mechanical: 4, accuracy: 4, communication: 5, value: 4 },
      { overall: 4, cleanliness: 5, mechanical: 4, accuracy: 4, communication: 4, value: 3 },
      { overall: 4, cleanliness: 2, mechanical: 4, accuracy: 3, communication: 4, value: 3 },
    ]
    const names = [
      ['Ann', 'lee'],
      ['Bo', 'Stone'],
      ['Cy', 'Nameless'],
      ['Di', 'Moss'],
    ]
    for (const [index, rating] of ratings.entries()) {
      const trip = await completedTrip({
        owner: fleet,
        completedAt: base + index * DAY,
        customer: { firstName: names[index]![0]!, lastName: names[index]![1]! },
      })
      // A renter's hold may leave the last name empty: the public name is then the first name alone.
      if (names[index]![1] === 'Nameless')
        await env.DB.prepare("update customers set last_name = '' where id = ?").bind(trip.customer.id).run()
      await writeRenterReview({
        ctx: { db, now: trip.completedAt + 1 },
        input: renterReview(trip.proof, { ...rating, body: `Review number ${index} of this lovely RV.` }),
      })
    }
    // One more, still hidden (written today, the owner has not written): not counted.
    const hidden = await completedTrip({ owner: fleet, completedAt: Date.now() - DAY })
    await writeRenterReview({ ctx: { db, now: Date.now() }, input: renterReview(hidden.proof, { overall: 1 }) })
    // An owner-written review of a renter is never an RV review.
    const summary = await rvReviewSummary({ ctx: { db, now: Date.now() }, input: { rvId: fleet.rv.id, limit: 3 } })
    expect(summary.count).toBe(4)
    // overall 17/4 = 4.25 → 4.3; cleanliness 15/4 = 3.75 → 3.8; communication 18/4 = 4.5; value 14/4 = 3.5.
    expect(summary.averages).toEqual({
      overall: 4.3,
      cleanliness: 3.8,
      mechanical: 3.8,
      accuracy: 4,
      communication: 4.5,
      value: 3.5,
    })
    expect(summary.newest.map((review) => review.authorName)).toEqual(['Di M.', 'Cy', 'Bo S.'])
    expect(summary.newest[0]).toEqual({
      id: expect.any(String),
      authorName: 'Di M.',
      overall: 4,
      body: 'Review number 3 of this lovely RV.',
      reply: null,
      createdAt: new Date(base + 3 * DAY + 1).toISOString(),
    })
  })
})

describe("a renter's reviews from owners", () => {
  it('shows the owner only published, owner-written reviews of that renter, across owners, with averages', async () => {
    const email = `${crypto.randomUUID()}@example.com`
    const long = Date.now() - 40 * DAY
    // Owner A reviewed the renter long ago (published at the window's end).
    const a = await completedTrip({ completedAt: long, customer: { email } })
    await writeOwnerReview({
      ctx: a.ownerCtx(long + DAY),
      input: { bookingId: a.booking.id, careOfVehicle: 5, communication: 5, followingRules: 4, body: OWNER_TEXT },
    })
    // Owner B and the renter both reviewed: published; the renter's own review is not counted.
    const b = await completedTrip({ completedAt: long, customer: { email } })
    await writeOwnerReview({
      ctx: b.ownerCtx(long + DAY),
      input: {
        bookingId: b.booking.id,
        careOfVehicle: 3,
        communication: 4,
        followingRules: 4,
        body: 'Fine renter, a bit late returning.',
      },
    })
    await writeRenterReview({ ctx: { db, now: long + 2 * DAY }, input: renterReview(b.proof, { overall: 1 }) })
    // Owner C's review is still hidden (written yesterday, window open).
    const c = await completedTrip({ completedAt: Date.now() - 2 * DAY, customer: { email } })
    await writeOwnerReview({
      ctx: c.ownerCtx(Date.now() - DAY),
      input: {
        bookingId: c.booking.id,
        careOfVehicle: 1,
        communication: 1,
        followingRules: 1,
        body: 'Hidden words, not yet published.',
      },
    })
    // A different renter's review does not count.
    const other = await completedTrip({ completedAt: long })
    await writeOwnerReview({
      ctx: other.ownerCtx(long + DAY),
      input: {
        bookingId: other.booking.id,
        careOfVehicle: 1,
        communication: 1,
        followingRules: 1,
        body: 'Someone else entirely here.',
      },
    })
    // Owner D receives a request from the same renter.
    const d = await ownerWithFleet({}, { email, firstName: 'Jane', lastName: 'Doe' })
    const requested = await (
      await d.book({ startDate: dayFromToday(60), endDate: dayFromToday(62), status: 'pending' })
    ).json()
    const response = await api(d.owner.cookie).reviews.renters[':bookingId'].$get({
      param: { bookingId: requested.id },
    })
    expect(response.status).toBe(200)
    const record = await response.json()
    expect(record).toMatchObject({
      renterName: 'Jane Doe',
      count: 2,
      // overall: round(14/3)=5 and round(11/3)=4 → 4.5; care 8/2 = 4; communication 9/2 = 4.5; rules 4.
      averages: { overall: 4.5, careOfVehicle: 4, communication: 4.5, followingRules: 4 },
    })
    expect(record.reviews.map((review) => review.body).sort()).toEqual(
      ['Fine renter, a bit late returning.', OWNER_TEXT].sort(),
    )
    expect(record.reviews.every((review) => !review.fromYou)).toBe(true)
    expect(JSON.stringify(record)).not.toContain('Hidden words')
    expect(JSON.stringify(record)).not.toContain(RENTER_TEXT)
    // Another owner cannot ask about D's booking.
    const stranger = await signUpEstablishedOwner()
    expect(
      (await api(stranger.cookie).reviews.renters[':bookingId'].$get({ param: { bookingId: requested.id } })).status,
    ).toBe(404)
  })
})

describe('tenancy and proof', () => {
  it('refuses another owner’s booking, and a renter without the right email', async () => {
    const trip = await completedTrip()
    const stranger = await signUpEstablishedOwner()
    const asStranger = await api(stranger.cookie).reviews.owner.$post({
      json: { bookingId: trip.booking.id, ...ownerRatings, body: OWNER_TEXT },
    })
    expect(asStranger.status).toBe(404)
    const wrongEmail = await renter().reviews.renter.$post({
      json: renterReview({ ...trip.proof, email: 'someone.else@example.com' }),
    })
    expect(wrongEmail.status).toBe(404)
    expect(await errorOf(wrongEmail)).toEqual({
      code: 'not_found',
      message: 'No booking matches that booking ID and email',
    })
    expect(
      (await renter().reviews.renter.lookup.$post({ json: { ...trip.proof, email: 'x@example.com' } })).status,
    ).toBe(404)
    // The email is matched as the booking lookup matches it: case does not matter.
    const upper = await renter().reviews.renter.$post({
      json: renterReview({ ...trip.proof, email: trip.proof.email.toUpperCase() }),
    })
    expect(upper.status).toBe(201)
    // The stranger's lists hold nothing of it.
    const theirs = await (await api(stranger.cookie).reviews.$get({ query: {} })).json()
    expect(theirs.items).toEqual([])
    const count = await env.DB.prepare('select count(*) as n from reviews where booking_id = ?')
      .bind(trip.booking.id)
      .first()
    expect(count).toEqual({ n: 1 })
  })

  it('validates ratings and text with messages a person understands', async () => {
    const trip = await completedTrip()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ overall: 0 }, 'overall', 'Overall must be between 1 and 5'],
      [{ value: 6 }, 'value', 'Value must be between 1 and 5'],
      [{ mechanical: 4.5 }, 'mechanical', 'Mechanical condition must be a whole number'],
      [{ body: 'Too short' }, 'body', 'Review must be at least 20 characters'],
      [{ body: 'x'.repeat(2001) }, 'body', 'Review must be at most 2000 characters'],
      [{ cleanliness: undefined }, 'cleanliness', 'Cleanliness is required'],
    ]
    for (const [change, field, message] of cases) {
      const response = await renter().reviews.renter.$post({ json: unchecked(renterReview(trip.proof, change)) })
      expect(response.status, field).toBe(400)
      expect(await errorOf(response), field).toMatchObject({ code: 'invalid_input', fields: { [field]: [message] } })
    }
    const owner = await api(trip.owner.cookie).reviews.owner.$post({
      json: unchecked({
        bookingId: trip.booking.id,
        careOfVehicle: 5,
        communication: 'five',
        followingRules: 5,
        body: OWNER_TEXT,
      }),
    })
    expect(owner.status).toBe(400)
    expect(await errorOf(owner)).toMatchObject({ fields: { communication: ['Communication: choose 1 to 5 stars'] } })
    const count = await env.DB.prepare('select count(*) as n from reviews where booking_id = ?')
      .bind(trip.booking.id)
      .first()
    expect(count).toEqual({ n: 0 })
  })
})

describe('the review invitation', () => {
  it('emails the renter once, in the business’s name, when the owner completes the trip', async () => {
    const email = `${crypto.randomUUID()}@example.com`
    const fleet = await ownerWithFleet({ name: 'Invite RV' }, { email, firstName: 'Robin' })
    const { cookie } = fleet.owner
    expect(
      (await api(cookie).business.profile.$put({ json: unchecked({ name: 'Coastal Campers', timeZone: 'UTC' }) }))
        .status,
    ).toBe(200)
    const today = dayInTimeZone(Date.now(), null)
    const booking = await (
      await fleet.book({ startDate: today, endDate: addDays(today, 2), status: 'confirmed' })
    ).json()
    const paid = await api(cookie).payments.bookings[':id'].$post({
      param: { id: booking.id },
      json: { method: 'cash', amount: '200.00', paidOn: today },
    })
    expect(paid.status).toBe(201)
    const move = (status: 'in_progress' | 'completed') =>
      api(cookie).bookings[':id'].status.$patch({ param: { id: booking.id }, json: { status } })
    expect((await move('in_progress')).status).toBe(200)
    const invitations = () =>
      env.DB.prepare(
        "select email, subject, text_content from notifications where booking_id = ? and type = 'review_invitation'",
      )
        .bind(booking.id)
        .all<{ email: string; subject: string; text_content: string }>()
    expect((await invitations()).results).toEqual([])
    expect((await move('completed')).status).toBe(200)
    const [invitation, ...more] = (await invitations()).results
    expect(more).toEqual([])
    expect(invitation).toMatchObject({ email, subject: 'How was your trip in Invite RV?' })
    expect(invitation!.text_content).toContain(`/bookings?bookingId=${booking.id}`)
    expect(invitation!.text_content).toContain('Robin')
    expect(invitation!.text_content).toContain('Thank you for travelling with Coastal Campers.')
    // The trip is now the owner's to review, with its 14 days.
    const toWrite = await (await api(cookie).reviews['to-write'].$get()).json()
    expect(toWrite).toEqual([
      expect.objectContaining({ bookingId: booking.id, rvName: 'Invite RV', renterReview: 'none' }),
    ])
    const closes = new Date(toWrite[0]!.closesAt).getTime() - new Date(toWrite[0]!.completedAt).getTime()
    expect(closes).toBe(REVIEW_WINDOW_MS)
  })
})
