/** GET /api/budget/recent: the owner's own last 30 days of real bookings and leads, for the budget calculator. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addDays, utcDay } from '../../worker/lib/shared/dates'
import { makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, signUpOwner } from '../helpers/worker-client'

const DAY_MS = 86_400_000

interface Row {
  ownerId: string
  customerId: string
  rvId: string
}

/** A booking written as it would stand, created `daysAgo` days ago. */
function booking(
  { ownerId, customerId, rvId }: Row,
  cents: number,
  daysAgo: number,
  status = 'confirmed',
  hold: { heldUntil: number; paymentStatus: string } | null = null,
) {
  const createdAt = Date.now() - daysAgo * DAY_MS
  return env.DB.prepare(
    `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status,
       payment_status, held_until, created_at, updated_at) values (?, ?, ?, ?, '2031-06-01', '2031-06-04', ?, ?, ?, ?, ?, ?)`,
  ).bind(
    crypto.randomUUID(),
    ownerId,
    customerId,
    rvId,
    cents,
    status,
    hold?.paymentStatus ?? 'pending',
    hold?.heldUntil ?? null,
    createdAt,
    createdAt,
  )
}

const them = (fleet: Awaited<ReturnType<typeof ownerWithFleet>>): Row => ({
  ownerId: fleet.owner.user.id,
  customerId: fleet.customer.id,
  rvId: fleet.rv.id,
})

function lead({ ownerId, rvId }: Row, daysAgo: number, status = 'new') {
  const createdAt = Date.now() - daysAgo * DAY_MS
  return env.DB.prepare(
    'insert into leads (id, owner_id, rv_id, customer_email, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)',
  ).bind(crypto.randomUUID(), ownerId, rvId, `${crypto.randomUUID()}@example.com`, status, createdAt, createdAt)
}

describe('recent figures for the budget calculator', () => {
  it('counts only the owner’s real business bookings and leads created in the last 30 days', async () => {
    const mine = await ownerWithFleet()
    const theirs = await ownerWithFleet()
    const me: Row = { ownerId: mine.owner.user.id, customerId: mine.customer.id, rvId: mine.rv.id }
    const them: Row = { ownerId: theirs.owner.user.id, customerId: theirs.customer.id, rvId: theirs.rv.id }
    const later = Date.now() + DAY_MS
    await env.DB.batch([
      // Counted: 1,000 + 500 + 300 + 200 = 2,000.00 over 4 bookings.
      booking(me, 100_000, 1),
      booking(me, 50_000, 29, 'completed'),
      booking(me, 30_000, 2, 'pending'), // the owner's own pending booking is business
      booking(me, 20_000, 3, 'confirmed', { heldUntil: later, paymentStatus: 'succeeded' }), // a renter's paid hold
      // Not counted.
      booking(me, 900_000, 31), // older than 30 days
      booking(me, 900_000, 1, 'cancelled'),
      booking(me, 900_000, 1, 'expired'),
      booking(me, 900_000, 1, 'pending', { heldUntil: later, paymentStatus: 'pending' }), // unpaid hold, still running
      booking(me, 900_000, 2, 'pending', { heldUntil: Date.now() - DAY_MS, paymentStatus: 'pending' }), // lapsed
      booking(them, 900_000, 1), // another owner's
      // Leads in the window: 1 of 3 converted → 33.3%.
      lead(me, 1, 'converted'),
      lead(me, 5, 'new'),
      lead(me, 20, 'lost'),
      lead(me, 40, 'converted'), // too old
      lead(them, 1, 'converted'), // another owner's
      lead(them, 1, 'converted'),
    ])

    const response = await api(mine.owner.cookie).budget.recent.$get()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      windowDays: 30,
      bookings: 4,
      revenue: '2000.00',
      averageBookingValue: '500.00',
      leads: 3,
      conversionRate: 33.3,
      customers: 1,
      // Its one RV has nothing in the next 30 days (every booking above is in 2031).
      freeRvNights: 30,
      // Every business booking, of any age, is a 3-night stay.
      averageStayNights: 3,
    })

    // The other owner sees only their own: one booking, two leads, both converted.
    expect(await (await api(theirs.owner.cookie).budget.recent.$get()).json()).toEqual({
      windowDays: 30,
      bookings: 1,
      revenue: '9000.00',
      averageBookingValue: '9000.00',
      leads: 2,
      conversionRate: 100,
      customers: 1,
      freeRvNights: 30,
      averageStayNights: 3,
    })
  })

  it('answers no average and no conversion rate when there is nothing to divide', async () => {
    const owner = await signUpOwner()
    expect(await (await api(owner.cookie).budget.recent.$get()).json()).toEqual({
      windowDays: 30,
      bookings: 0,
      revenue: '0.00',
      averageBookingValue: null,
      leads: 0,
      conversionRate: null,
      customers: 0,
      freeRvNights: 0,
      averageStayNights: null,
    })
  })

  it('counts the available fleet’s free nights over the next 30 days, less bookings and blocks clipped to them', async () => {
    const mine = await ownerWithFleet()
    const me: Row = { ownerId: mine.owner.user.id, customerId: mine.customer.id, rvId: mine.rv.id }
    await makeRv(mine.owner.cookie) // a spare RV, free all month
    const parked = await makeRv(mine.owner.cookie, { available: false })
    const theirs = await ownerWithFleet()
    const day = (offset: number) => addDays(utcDay(Date.now()), offset)
    const stay = (row: Row, from: number, to: number, status = 'confirmed') =>
      env.DB.prepare(
        `insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status,
           payment_status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 1000, ?, 'pending', 0, 0)`,
      ).bind(crypto.randomUUID(), row.ownerId, row.customerId, row.rvId, day(from), day(to), status)
    await env.DB.batch([
      stay(me, 2, 6), // 4 nights
      stay(me, 28, 33), // 5 nights, 2 of them inside the window
      stay(me, -3, 1), // 4 nights, 1 of them inside the window
      stay(me, 7, 9, 'cancelled'), // frees its nights
      stay({ ...me, rvId: parked.id }, 2, 6), // an RV not for rent counts no room at all
      stay(them(theirs), 2, 6),
      env.DB.prepare(
        `insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, label, created_at)
           values (?, ?, ?, ?, ?, 'maintenance', 'Oil change', 0)`,
      ).bind(crypto.randomUUID(), me.ownerId, me.rvId, day(10), day(12)), // 2 nights
    ])
    const figures = await (await api(mine.owner.cookie).budget.recent.$get()).json()
    // The busy RV: 30 − 4 − 2 − 1 − 2 = 21; the spare one 30; the parked one none.
    expect(figures.freeRvNights).toBe(51)
    // Stays of 4, 5 and 4 nights (the cancelled one is no business): 4.3.
    expect(figures.averageStayNights).toBe(4.3)
  })

  it('is for signed-in owners only', async () => {
    expect((await api().budget.recent.$get()).status).toBe(401)
  })
})
