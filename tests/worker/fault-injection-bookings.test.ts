/**
 * Bookings under a failing database or queue: a renter's hold, an owner's booking and Stripe's
 * payment webhook each write in one batch, so any one failed call leaves nothing behind, answers
 * 503, and the same request repeated books (or pays) exactly once.
 */
import { env } from 'cloudflare:workers'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkFaults } from '../helpers/fault-runs'
import { openLimiter } from '../helpers/faulty-bindings'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { api, call } from '../helpers/worker-client'

// Every injected failure is logged by the app; the assertions say what matters.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

let run = 0
/**
 * Each run books its own night (with the RV's one turnaround day free before the next run's) as its
 * own renter, from its own client. Two days a run keep `npm run test:deep`'s 3 × 100 runs within the
 * two years ahead a booking may start.
 */
const nextStay = () => {
  run += 1
  return {
    startDate: dayFromToday(2 * run + 1),
    endDate: dayFromToday(2 * run + 2),
    email: `rae-${run}@example.com`,
    client: `203.0.${Math.floor(run / 250)}.${run % 250}`,
  }
}
type Stay = ReturnType<typeof nextStay>

const fleet = ownerWithFleet({ pricePerNight: '150.00' })
// Made before any run counts rows.
beforeAll(() => fleet)

const holdBody = async (stay: Stay) => ({
  rvId: (await fleet).rv.id,
  startDate: stay.startDate,
  endDate: stay.endDate,
  zipCode: '10001',
  firstName: 'Rae',
  lastName: 'Field',
  email: stay.email,
  phone: '555-222-3333',
})

const hold = async (stay: Stay, bindings: object) =>
  api({ env: { ...bindings, PUBLIC_BOOKING_LIMITER: openLimiter } }).bookings.hold.$post(
    { json: await holdBody(stay) },
    { headers: { 'cf-connecting-ip': stay.client } },
  )

describe('a renter’s hold under faults', () => {
  it('answers 503 and writes nothing when any call fails, and holds once when repeated', async () => {
    const { written } = await checkFaults({
      setup: () => Promise.resolve(nextStay()),
      send: (stay, bindings) => hold(stay, bindings),
      status: 201,
    })
    expect(written).toEqual({ customers: 1, bookings: 1, booking_status_changes: 1, notifications: 1 })
  })
})

describe('an owner’s booking under faults', () => {
  it('answers 503 and writes nothing when any call fails, and books once when repeated', async () => {
    const { owner, rv, customer } = await fleet
    const { written } = await checkFaults({
      setup: () => Promise.resolve(nextStay()),
      send: (stay, bindings) =>
        api({ cookie: owner.cookie, env: bindings }).bookings.$post({
          json: { customerId: customer.id, rvId: rv.id, startDate: stay.startDate, endDate: stay.endDate },
        }),
      status: 201,
      afterSuccess: async (stay, response) => {
        // The answer is the booking as written, read in the same batch.
        expect(await response.json()).toMatchObject({ rvId: rv.id, startDate: stay.startDate, status: 'pending' })
      },
    })
    expect(written).toEqual({ bookings: 1, booking_status_changes: 1, notifications: 1 })
  })
})

const WEBHOOK_SECRET = 'whsec_test_signing_secret' // as tests/worker/vitest.config.ts sets it

/** Stripe's delivery of `event`, signed now (a redelivery is signed afresh, as Stripe does). */
async function deliver(event: { id: string }, bindings: object) {
  const payload = JSON.stringify(event)
  const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: WEBHOOK_SECRET,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  })
  // A raw body: the signature covers these exact bytes.
  return call(api().payments['stripe-webhook'].$path(), {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    env: bindings,
  })
}

const paidEvent = (bookingId: string, amountCents: number) => ({
  id: `evt_${crypto.randomUUID()}`,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: {
      object: 'payment_intent',
      id: `pi_${bookingId}`,
      amount: amountCents,
      amount_received: amountCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { booking_id: bookingId },
    },
  },
})

const paymentOf = (bookingId: string) =>
  env.DB.prepare(
    'select status, payment_status as paymentStatus, payment_intent_id as intentId from bookings where id = ?',
  )
    .bind(bookingId)
    .first()

describe('Stripe’s payment webhook under faults', () => {
  it('answers 503 (so Stripe retries) and writes nothing, and the retry pays exactly once', async () => {
    const { written } = await checkFaults({
      setup: async () => {
        const response = await hold(nextStay(), {})
        const held = await response.json()
        return { bookingId: held.bookingId, event: paidEvent(held.bookingId, Math.round(Number(held.amount) * 100)) }
      },
      send: ({ event }, bindings) => deliver(event, bindings),
      status: 200,
      afterSuccess: async ({ bookingId, event }, response) => {
        expect(await response.json()).toEqual({ received: true, result: 'applied' })
        expect(await paymentOf(bookingId)).toEqual({
          status: 'confirmed',
          paymentStatus: 'succeeded',
          intentId: `pi_${bookingId}`,
        })
        // Stripe may deliver the same event once more: it is recognised by its id and changes nothing.
        expect(await (await deliver(event, {})).json()).toEqual({ received: true, result: 'duplicate' })
      },
    })
    expect(written).toEqual({ payment_events: 1, booking_status_changes: 1, notifications: 1, received_payments: 1 })
  })
})
