import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
/** A renter's held booking, ready to pay: the state checkout starts from; and Stripe's signed webhook deliveries. */
import { env } from 'cloudflare:workers'
import Stripe from 'stripe'
import { expect } from 'vitest'
import { dayFromToday, makeRv, ownerWithFleet } from './fleet'
import type { Bindings } from '../../worker/env'
import { api, call, signUpOwner } from './worker-client'

let renterCount = 0

export async function heldBooking({
  pricePerNight = '200.00',
  startInDays = 60,
}: { pricePerNight?: string; startInDays?: number } = {}) {
  renterCount += 1
  const email = `rae${renterCount}@example.com`
  const owner = await signUpOwner()
  const rv = await makeRv(owner.cookie, { pricePerNight })
  const response = await api({ headers: { 'cf-connecting-ip': `192.0.2.${renterCount}` } }).bookings.hold.$post({
    json: {
      rvId: rv.id,
      startDate: dayFromToday(startInDays),
      endDate: dayFromToday(startInDays + 2),
      zipCode: '10001',
      firstName: 'Rae',
      lastName: 'Field',
      email,
      phone: '555-222-3333',
    },
  })
  if (response.status !== 201) throw new Error(`hold failed: ${response.status} ${await response.text()}`)
  const held = await response.json()
  return { owner, rv, email, bookingId: held.bookingId, amount: Number(held.amount) }
}

export interface BookingPaymentRow {
  status: string
  payment_status: string
  payment_intent_id: string | null
}

export const bookingRow = (id: string) =>
  env.DB.prepare('select status, payment_status, payment_intent_id from bookings where id = ?')
    .bind(id)
    .first<BookingPaymentRow>()

export const countRows = async (table: 'payment_events' | 'booking_status_changes', bookingId: string) =>
  (await env.DB.prepare(`select count(*) as n from ${table} where booking_id = ?`)
    .bind(bookingId)
    .first<{ n: number }>())!.n

export const countPaymentEmails = async (bookingId: string) =>
  (await env.DB.prepare(
    "select count(*) as n from notifications where booking_id = ? and type = 'payment_confirmation'",
  )
    .bind(bookingId)
    .first<{ n: number }>())!.n

const WEBHOOK_SECRET = 'whsec_test_signing_secret' // as tests/worker/vitest.config.ts sets it

/**
 * Delivers `event` to the webhook as Stripe would, signed with `secret` at `timestamp`; `env`: the
 * settings the Worker sees (a Stripe key, for events that make it read from Stripe, such as refunds).
 */
export async function signedDelivery(
  event: object,
  { secret = WEBHOOK_SECRET, timestamp, env }: { secret?: string; timestamp?: number; env?: Partial<Bindings> } = {},
) {
  const payload = JSON.stringify(event)
  const header = await Stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    timestamp,
    cryptoProvider: Stripe.createSubtleCryptoProvider(),
  })
  // A raw body: the signature covers these exact bytes.
  return call(api().payments['stripe-webhook'].$path(), {
    body: payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    env,
  })
}

/** The record of money received for an intent (null: none arrived). */
export const receivedPayment = (intentId: string) =>
  env.DB.prepare(
    'select purpose, booking_id, amount_cents, status, refund_reason from received_payments where payment_intent_id = ?',
  )
    .bind(intentId)
    .first<{
      purpose: string | null
      booking_id: string | null
      amount_cents: number | null
      status: string
      refund_reason: string | null
    }>()

let clientCount = 0
/** A new client address for each call, so per-client rate limits never interfere. */
export const fromNewClient = () => ({
  'cf-connecting-ip': `198.20.${Math.floor(++clientCount / 250)}.${clientCount % 250}`,
})

/** Pays a test-mode intent with a test card (4242 4242 4242 4242 pays). */
export const payWithTestCard = (clientSecret: string, cardNumber: string) =>
  api({ headers: fromNewClient() }).payments['test-card'].$post({
    json: { clientSecret, cardNumber, expiry: '12/40', cvc: '123' },
  })

/** An owner whose RV drew `count` leads (each a 5.00 fee), and `lead` to draw one more. */
export async function ownerOwingFees(count: number) {
  const fleet = await ownerWithFleet()
  const lead = () =>
    api({ headers: fromNewClient() }).leads.generate.$post({
      json: {
        rvId: fleet.rv.id,
        firstName: 'Hannah',
        lastName: 'Brooks',
        email: `${crypto.randomUUID()}@example.com`,
        requestedStartDate: dayFromToday(30),
        requestedEndDate: dayFromToday(33),
        botCheckToken: TEST_BOT_CHECK_TOKEN,
      },
    })
  for (let n = 0; n < count; n++) expect((await lead()).status).toBe(201)
  const fees = async ({ env }: { env?: Partial<Bindings> } = {}) =>
    (await api({ cookie: fleet.owner.cookie, env })['business-payments'].$get({ query: {} })).json()
  const pay = ({ env }: { env?: Partial<Bindings> } = {}) =>
    api({ cookie: fleet.owner.cookie, env })['business-payments'].pay.$post()
  return { ...fleet, lead, fees, pay }
}
