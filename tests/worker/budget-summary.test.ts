/** GET /api/budget/recent: the owner's own last 30 days of real bookings and leads, for the budget calculator. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ownerWithFleet } from '../helpers/fleet'
import { call, signUpOwner } from '../helpers/worker-client'

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

    const response = await call('/api/budget/recent', { cookie: mine.owner.cookie })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      windowDays: 30,
      bookings: 4,
      revenue: '2000.00',
      averageBookingValue: '500.00',
      leads: 3,
      conversionRate: 33.3,
    })

    // The other owner sees only their own: one booking, two leads, both converted.
    expect(await (await call('/api/budget/recent', { cookie: theirs.owner.cookie })).json()).toEqual({
      windowDays: 30,
      bookings: 1,
      revenue: '9000.00',
      averageBookingValue: '9000.00',
      leads: 2,
      conversionRate: 100,
    })
  })

  it('answers no average and no conversion rate when there is nothing to divide', async () => {
    const owner = await signUpOwner()
    expect(await (await call('/api/budget/recent', { cookie: owner.cookie })).json()).toEqual({
      windowDays: 30,
      bookings: 0,
      revenue: '0.00',
      averageBookingValue: null,
      leads: 0,
      conversionRate: null,
    })
  })

  it('is for signed-in owners only', async () => {
    expect((await call('/api/budget/recent')).status).toBe(401)
  })
})
