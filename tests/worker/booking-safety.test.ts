/**
 * The audit's findings on bookings, each with the request that found it: dates without bounds, an
 * unknown date read as free, lapsed holds confirmed over newer bookings or counted as revenue,
 * other owners' ids in bodies, and holds writing to other people's records and inboxes.
 */
import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { nightsTaken } from '../../worker/modules/bookings/availability'
import { runFrequentJobs } from '../../worker/scheduled'
import { dayFromToday, makeRv, makeVenue, ownerWithFleet } from '../helpers/fleet'
import { type AnyResponse, api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

let client = 0
/** Each hold comes from its own address unless a test says otherwise, so per-client limits stay out of the way. */
const nextClient = () => `198.51.100.${++client}`

const renter = (email = `renter${crypto.randomUUID().slice(0, 8)}@example.com`) => ({
  zipCode: '94110',
  firstName: 'Rae',
  lastName: 'Field',
  email,
  phone: '555-222-3333',
})

type HoldInput = JsonOf<Api['bookings']['hold']['$post']>

const hold = (json: Omit<HoldInput, keyof ReturnType<typeof renter>> & Partial<HoldInput>, ip = nextClient()) =>
  api().bookings.hold.$post({ json: { ...renter(), ...json } }, { headers: { 'cf-connecting-ip': ip } })

/** The customer is Dana, so a greeting by the stored name can be told from the renter's. */
const ownerWithRv = (rvOverrides: Record<string, unknown> = {}) => ownerWithFleet(rvOverrides, { firstName: 'Dana' })

const setHeldUntil = (bookingId: string, ms: number) =>
  env.DB.prepare('update bookings set held_until = ? where id = ?').bind(ms, bookingId).run()

const fieldsOf = async (response: AnyResponse) => (await errorOf(response)).fields

describe('dates have bounds', () => {
  it('refuses the audit’s hold until 9999-12-31, stays over 60 nights and pickups over 2 years ahead', async () => {
    const { rv } = await ownerWithRv()
    const forever = await hold({ rvId: rv.id, startDate: '2031-01-01', endDate: '9999-12-31' })
    // Both rules are broken: the year, and a stay of thousands of nights.
    expect(forever.status).toBe(400)
    expect(await fieldsOf(forever)).toMatchObject({
      endDate: ['Return date must be between 2000 and 2100', 'A stay can be at most 60 nights'],
    })

    const long = await hold({ rvId: rv.id, startDate: dayFromToday(10), endDate: dayFromToday(71) })
    expect(long.status).toBe(400)
    expect(await fieldsOf(long)).toMatchObject({ endDate: ['A stay can be at most 60 nights'] })
    expect((await hold({ rvId: rv.id, startDate: dayFromToday(10), endDate: dayFromToday(70) })).status).toBe(201)

    const farAhead = await hold({ rvId: rv.id, startDate: dayFromToday(740), endDate: dayFromToday(742) })
    expect(farAhead.status).toBe(400)
    expect(await fieldsOf(farAhead)).toMatchObject({ startDate: ['Start date must be within 2 years from today'] })
    const search = await api().rvs.search.$get({ query: { startDate: dayFromToday(740), endDate: dayFromToday(742) } })
    expect(search.status).toBe(400)
    expect(await env.DB.prepare('select count(*) as n from bookings where rv_id = ?').bind(rv.id).first('n')).toBe(1)
  })

  it('answers the audit’s impossible dates with 400, never 500', async () => {
    const { owner, rv, customer } = await ownerWithRv()
    const cases: [string, AnyResponse][] = [
      ['search 2027-13-01', await api().rvs.search.$get({ query: { startDate: '2027-13-01', endDate: '2027-13-05' } })],
      ['hold 2027-01-32', await hold({ rvId: rv.id, startDate: '2027-01-30', endDate: '2027-01-32' })],
      [
        'owner booking 2027-13-01',
        await api(owner.cookie).bookings.$post({
          json: { customerId: customer.id, rvId: rv.id, startDate: '2027-13-01', endDate: '2027-13-03' },
        }),
      ],
      ['dashboard 2027-00-10', await api(owner.cookie).dashboard.$get({ query: { date: '2027-00-10' } })],
      ['calendar 0099-12', await api(owner.cookie).bookings.calendar.$get({ query: { month: '0099-12' } })],
      ['calendar 2101-01', await api(owner.cookie).bookings.calendar.$get({ query: { month: '2101-01' } })],
      ['customer stats 1999-12', await api(owner.cookie).customers.stats.$get({ query: { month: '1999-12' } })],
    ]
    for (const [name, response] of cases) expect(response.status, name).toBe(400)
    expect(await fieldsOf(cases[1]![1])).toMatchObject({ endDate: ['Return date is not a real date'] })
    expect(await cases[4]![1].json()).toMatchObject({ message: 'Month must be between 2000 and 2100' })
  })

  it('limits open unpaid holds to 3 per email (from one client) and 5 per client, and says why', async () => {
    const owner = await signUpOwner()
    const rvs = await Promise.all(Array.from({ length: 7 }, () => makeRv(owner.cookie)))
    const dates = { startDate: dayFromToday(20), endDate: dayFromToday(22) }
    const sameRenter = renter()
    const renterClient = nextClient()
    for (const rv of rvs.slice(0, 3))
      expect((await hold({ ...dates, rvId: rv.id, ...sameRenter }, renterClient)).status).toBe(201)
    const fourth = await hold({ ...dates, rvId: rvs[3]!.id, ...sameRenter }, renterClient)
    expect(fourth.status).toBe(429)
    expect(await fourth.json()).toMatchObject({ code: 'too_many_holds' })

    // Five different renters from one client fill its limit; the sixth is refused.
    const ip = nextClient()
    const later = { startDate: dayFromToday(30), endDate: dayFromToday(32) }
    for (const rv of rvs.slice(0, 5)) expect((await hold({ ...later, rvId: rv.id }, ip)).status).toBe(201)
    const sixth = await hold({ ...later, rvId: rvs[5]!.id }, ip)
    expect(sixth.status).toBe(429)
    expect(await sixth.json()).toMatchObject({ code: 'too_many_holds' })
    // A paid or lapsed hold no longer counts: once one lapses, the renter may hold again.
    const open = await env.DB.prepare(
      "select b.id from bookings b join customers c on c.id = b.customer_id where c.email = ? and b.status = 'pending'",
    )
      .bind(sameRenter.email)
      .first<{ id: string }>()
    await setHeldUntil(open!.id, Date.now() - 1000)
    expect((await hold({ ...dates, rvId: rvs[3]!.id, ...sameRenter }, renterClient)).status).toBe(201)
  })
})

describe('an unknown is never free', () => {
  it('finds the conflict when SQLite cannot compute a date (the audit’s hold until 9999-12-31 over a confirmed trip)', async () => {
    const { owner, rv, book } = await ownerWithRv()
    expect((await book({ startDate: dayFromToday(100), endDate: dayFromToday(102), status: 'confirmed' })).status).toBe(
      201,
    )
    const db = createDb(env.DB)
    const taken = await db.get<{ taken: number }>(
      sql`select ${nightsTaken(rv.id, { startDate: dayFromToday(90), endDate: '9999-12-31' }, Date.now())} as taken`,
    )
    expect(taken?.taken).toBe(1)

    // A hold written before dates had bounds, reaching 9999-12-31 over the confirmed trip, cannot be confirmed.
    const held = await (await hold({ rvId: rv.id, startDate: dayFromToday(80), endDate: dayFromToday(82) })).json()
    await env.DB.prepare("update bookings set end_date = '9999-12-31' where id = ?").bind(held.bookingId).run()
    const confirm = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: held.bookingId },
      json: { status: 'confirmed' },
    })
    expect(confirm.status).toBe(409)
    expect(
      await env.DB.prepare("select count(*) as n from bookings where rv_id = ? and status = 'confirmed'")
        .bind(rv.id)
        .first('n'),
    ).toBe(1)

    // And it blocks every later night: search leaves the RV out, and a booking is refused.
    const search = await (
      await api().rvs.search.$get({ query: { startDate: dayFromToday(200), endDate: dayFromToday(202), limit: '100' } })
    ).json()
    expect(search.items.map((found) => found.id)).not.toContain(rv.id)
    expect((await book({ startDate: dayFromToday(200), endDate: dayFromToday(202) })).status).toBe(409)
  })

  it('shows those nights booked in the fleet calendar', async () => {
    const { owner, rv, book } = await ownerWithRv()
    const created = await (
      await book({ startDate: dayFromToday(5), endDate: dayFromToday(7), status: 'confirmed' })
    ).json()
    await env.DB.prepare("update bookings set start_date = '2031-01-01', end_date = '9999-12-31' where id = ?")
      .bind(created.id)
      .run()
    const calendar = await (await api(owner.cookie).bookings.calendar.$get({ query: { month: '2031-02' } })).json()
    expect(new Set(calendar.rvs.find((row) => row.id === rv.id)!.days)).toEqual(new Set(['booked']))
  })
})

describe('lapsed holds', () => {
  it('cannot be confirmed over the booking that took their dates, and read as Expired (the audit’s sequence)', async () => {
    const { owner, rv, book } = await ownerWithRv()
    const dates = { startDate: dayFromToday(15), endDate: dayFromToday(17) }
    const held = await (await hold({ rvId: rv.id, ...dates })).json()
    await setHeldUntil(held.bookingId, Date.now() - 1000)
    expect((await book(dates)).status).toBe(201)

    const shown = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: held.bookingId } })).json()
    expect(shown.status).toBe('expired')
    const confirm = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: held.bookingId },
      json: { status: 'confirmed' },
    })
    expect(confirm.status).toBe(409)
    expect(await confirm.json()).toMatchObject({ message: 'An expired booking cannot become confirmed' })
    const confirmed = await env.DB.prepare(
      "select count(*) as n from bookings where rv_id = ? and status = 'confirmed'",
    )
      .bind(rv.id)
      .first('n')
    expect(confirmed).toBe(0)
  })

  it('re-checks the dates in the confirming statement itself', async () => {
    const { owner, rv } = await ownerWithRv()
    const held = await (await hold({ rvId: rv.id, startDate: dayFromToday(25), endDate: dayFromToday(28) })).json()
    // Another booking on those nights appears between the owner's read and the update (as a racing write would).
    await env.DB.prepare(
      "insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, payment_status, created_at, updated_at) select ?, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, 'confirmed', 'succeeded', 0, 0 from bookings where id = ?",
    )
      .bind(crypto.randomUUID(), held.bookingId)
      .run()
    const confirm = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: held.bookingId },
      json: { status: 'confirmed' },
    })
    expect(confirm.status).toBe(409)
    expect(await confirm.json()).toMatchObject({ message: 'This RV is already booked for those dates' })
    expect(await env.DB.prepare('select status from bookings where id = ?').bind(held.bookingId).first('status')).toBe(
      'pending',
    )
    expect(
      await env.DB.prepare('select count(*) as n from booking_status_changes where booking_id = ?')
        .bind(held.bookingId)
        .first('n'),
    ).toBe(1)
  })

  it('are expired by the scheduled job, with a history row, and never count as revenue or customers’ bookings', async () => {
    const { owner, rv } = await ownerWithRv({ pricePerNight: '100.00' })
    const today = dayFromToday(0)
    const live = await (await hold({ rvId: rv.id, startDate: today, endDate: dayFromToday(2) })).json()
    const otherRv = await makeRv(owner.cookie, { pricePerNight: '100.00' })
    const lapsed = await (await hold({ rvId: otherRv.id, startDate: today, endDate: dayFromToday(3) })).json()
    await setHeldUntil(lapsed.bookingId, Date.now() - 1000)

    const dashboard = await (await api(owner.cookie).dashboard.$get({ query: { date: today } })).json()
    expect(dashboard.revenue.current).toBe('0.00')
    expect(dashboard.utilization.current).toBe(0)
    const stats = await (await api(owner.cookie).customers.stats.$get({ query: { month: today.slice(0, 7) } })).json()
    expect(stats.activeThisMonth).toBe(0)

    const result = await runFrequentJobs(env, Date.now())
    expect(result.expiredHolds).toBeGreaterThanOrEqual(1)
    expect(
      await env.DB.prepare('select status from bookings where id = ?').bind(lapsed.bookingId).first('status'),
    ).toBe('expired')
    expect(await env.DB.prepare('select status from bookings where id = ?').bind(live.bookingId).first('status')).toBe(
      'pending',
    )
    const history = await env.DB.prepare(
      'select from_status, to_status from booking_status_changes where booking_id = ? order by created_at',
    )
      .bind(lapsed.bookingId)
      .all()
    expect(history.results).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'expired' },
    ])
    // The live hold becomes business once paid: owner-confirmed here.
    await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: live.bookingId },
      json: { status: 'confirmed' },
    })
    const after = await (await api(owner.cookie).dashboard.$get({ query: { date: today } })).json()
    expect(after.revenue.current).toBe('200.00')
  })
})

describe('references in a body are the caller’s own', () => {
  it('refuses another owner’s venue (whose price was added) and creates only pending or confirmed bookings', async () => {
    const { book } = await ownerWithRv()
    const stranger = await signUpOwner()
    const theirVenue = await makeVenue(stranger.cookie, { pricePerNight: '80.00' })
    const withTheirVenue = await book({
      startDate: dayFromToday(12),
      endDate: dayFromToday(14),
      venueId: theirVenue.id,
    })
    expect(withTheirVenue.status).toBe(404)
    expect(await fieldsOf(withTheirVenue)).toMatchObject({ venueId: ['Choose one of your venues'] })

    const completed = await book({
      startDate: dayFromToday(12),
      endDate: dayFromToday(14),
      status: unchecked('completed'),
    })
    expect(completed.status).toBe(400)
    expect(await fieldsOf(completed)).toMatchObject({ status: ['A new booking is either pending or confirmed'] })
    expect((await book({ startDate: dayFromToday(12), endDate: dayFromToday(14), status: 'confirmed' })).status).toBe(
      201,
    )
  })
})

describe('a public hold and other people’s records', () => {
  it('files the hold under the existing customer without changing them, and greets them by their own name (the audit’s Mallory)', async () => {
    const { owner, rv, customer } = await ownerWithRv()
    const stored = await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()
    const response = await hold({
      rvId: rv.id,
      startDate: dayFromToday(40),
      endDate: dayFromToday(42),
      email: stored.email,
      firstName: 'Mallory',
      lastName: 'Evil',
      phone: '555-000-0000',
    })
    expect(response.status).toBe(201)
    const { bookingId } = await response.json()

    const after = await (await api(owner.cookie).customers[':id'].$get({ param: { id: customer.id } })).json()
    expect(after).toEqual(stored)
    const email = await env.DB.prepare(
      "select email, content, text_content from notifications where booking_id = ? and type = 'booking_confirmation'",
    )
      .bind(bookingId)
      .first<{ email: string; content: string; text_content: string }>()
    expect(email!.email).toBe(stored.email)
    expect(email!.text_content).toContain('Hi Dana,')
    expect(`${email!.content}${email!.text_content}`).not.toContain('Mallory')
    // The owner still sees what the renter typed, in the booking's notes.
    const booking = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: bookingId } })).json()
    expect(booking.notes).toContain('Booked as Mallory Evil, 555-000-0000')
  })

  it('strips control and text-direction characters from a renter’s name', async () => {
    const { owner, rv } = await ownerWithRv()
    const response = await hold({
      rvId: rv.id,
      startDate: dayFromToday(44),
      endDate: dayFromToday(46),
      firstName: 'Ra\u202Ee\u0000',
      lastName: '\u2066Field\u2069',
    })
    expect(response.status).toBe(201)
    const { bookingId } = await response.json()
    const booking = await (await api(owner.cookie).bookings[':id'].$get({ param: { id: bookingId } })).json()
    const customer = await (await api(owner.cookie).customers[':id'].$get({ param: { id: booking.customerId } })).json()
    expect(customer).toMatchObject({ firstName: 'Rae', lastName: 'Field' })
  })
})
