/**
 * Cancellations and refunds: a renter's booking sold at a known quote under the moderate policy and
 * paid (test mode, or Stripe through MSW), the renter's cancellation calls, and a fake of Stripe's
 * Refunds API that keeps what it was asked.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { expect } from 'vitest'
import { POLICY_TIERS, policyText, type CancellationPolicy } from '../../worker/lib/shared/cancellation'
import type { Quote } from '../../worker/lib/shared/quote'
import type { Bindings } from '../../worker/env'
import type { server as mockServer } from './msw'
import { fromNewClient, heldBooking, payWithTestCard, signedDelivery } from './payments'
import { api } from './worker-client'

export const DAY = 86_400_000

/**
 * 4 nights at 200.00, delivery 100.00, preparation 50.00 and an add-on 25.00: 975.00. At the
 * moderate policy's 50 % the rental gives back 400.00 and the rest comes back whole: 575.00.
 */
export const QUOTE: Quote = {
  nights: 4,
  lines: [
    { code: 'rv_nights', label: 'Test RV', quantity: 4, unitCents: 20_000, amountCents: 80_000 },
    { code: 'delivery', label: 'Delivery', quantity: 1, unitCents: 10_000, amountCents: 10_000 },
    { code: 'prep_fee', label: 'Preparation fee', quantity: 1, unitCents: 5_000, amountCents: 5_000 },
    { code: 'add_on', label: 'Bikes', quantity: 1, unitCents: 2_500, amountCents: 2_500, addOnId: 'bikes' },
  ],
  totalCents: 97_500,
}

/** Pickup at 10:00 UTC on the booking's start day, as the owner's default terms have it. */
export const moderatePolicy = (startDate: string): CancellationPolicy => ({
  name: 'moderate',
  text: policyText('moderate'),
  tiers: POLICY_TIERS.moderate,
  pickupAt: Date.parse(`${startDate}T10:00:00Z`),
  timeZone: 'UTC',
})

/** Sells a held booking at QUOTE under the moderate policy, booked `bookedAgo` ms ago (or without a policy). */
export async function sellAtQuote(bookingId: string, { bookedAgo = 3 * DAY, withPolicy = true } = {}) {
  const { start } = (await env.DB.prepare('select start_date as start from bookings where id = ?')
    .bind(bookingId)
    .first<{ start: string }>())!
  await env.DB.prepare(
    'update bookings set quote = ?, total_price_cents = ?, cancellation_policy = ?, created_at = ? where id = ?',
  )
    .bind(
      JSON.stringify(QUOTE),
      QUOTE.totalCents,
      withPolicy ? JSON.stringify(moderatePolicy(start)) : null,
      Date.now() - bookedAgo,
      bookingId,
    )
    .run()
}

/** A renter's hold `startInDays` ahead, sold at QUOTE and paid with a test card (test mode). */
export async function paidBooking({ startInDays = 20, bookedAgo = 3 * DAY, withPolicy = true } = {}) {
  const held = await heldBooking({ startInDays })
  await sellAtQuote(held.bookingId, { bookedAgo, withPolicy })
  const intent = await api({ headers: fromNewClient() })['create-payment-intent'].$post({
    json: { amount: QUOTE.totalCents / 100, bookingId: held.bookingId },
  })
  expect(intent.status).toBe(200)
  expect((await payWithTestCard((await intent.json()).clientSecret, '4242424242424242')).status).toBe(200)
  return held
}

/** The renter's two calls for their booking, each from a new client (the lookup limit is per client). */
export const renterCancellation = (bookingId: string, email: string, settings?: Partial<Bindings>) => ({
  preview: () =>
    api({ headers: fromNewClient(), env: settings }).payments.cancellation.$get({ query: { bookingId, email } }),
  cancel: () =>
    api({ headers: fromNewClient(), env: settings }).payments.cancellation.$post({ json: { bookingId, email } }),
})

export interface RefundRow {
  id: string
  amount_cents: number
  reason: string
  status: string
  idempotency_key: string | null
  provider_refund_id: string | null
  lines: string | null
}

export const refundRows = async (bookingId: string) =>
  (
    await env.DB.prepare(
      'select id, amount_cents, reason, status, idempotency_key, provider_refund_id, lines from refunds where booking_id = ? order by created_at',
    )
      .bind(bookingId)
      .all<RefundRow>()
  ).results

/** The test-mode provider's own refunds of a booking's payment. */
export const testModeRefunds = async (bookingId: string) =>
  (
    await env.DB.prepare(
      'select r.id, r.amount_cents, r.idempotency_key from test_payment_refunds r join bookings b on b.payment_intent_id = r.payment_intent_id where b.id = ?',
    )
      .bind(bookingId)
      .all<{ id: string; amount_cents: number; idempotency_key: string }>()
  ).results

export const bookingState = (bookingId: string) =>
  env.DB.prepare('select status, payment_status, cancelled_by from bookings where id = ?')
    .bind(bookingId)
    .first<{ status: string; payment_status: string; cancelled_by: string | null }>()

export const STRIPE_ENV = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

interface FakeRefund {
  object: 'refund'
  id: string
  amount: number
  status: string
  payment_intent: string
  metadata: Record<string, string>
  idempotencyKey: string | null
}

/**
 * Stripe's PaymentIntents and Refunds as the SDK meets them. Intents are `pi_<bookingId>`; a
 * refund request is kept with its Idempotency-Key, and the same key gives back the same refund.
 * `failing`: refund requests answer 500 (and tell the SDK not to retry on its own).
 */
export function fakeStripe(server: typeof mockServer) {
  const state = {
    failing: false,
    refunds: [] as FakeRefund[],
    requests: [] as { form: URLSearchParams; idempotencyKey: string | null }[],
  }
  const view = ({ idempotencyKey: _key, ...refund }: FakeRefund) => refund
  server.use(
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const bookingId = form.get('metadata[booking_id]') ?? ''
      return HttpResponse.json({
        object: 'payment_intent',
        id: `pi_${bookingId}`,
        client_secret: `pi_${bookingId}_secret_abc`,
        amount: Number(form.get('amount')),
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: { booking_id: bookingId },
      })
    }),
    http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      const idempotencyKey = request.headers.get('idempotency-key')
      state.requests.push({ form, idempotencyKey })
      if (state.failing)
        return HttpResponse.json(
          { error: { type: 'api_error', message: 'Stripe is having a moment' } },
          { status: 500, headers: { 'stripe-should-retry': 'false' } },
        )
      const known = state.refunds.find((refund) => refund.idempotencyKey === idempotencyKey)
      if (known) return HttpResponse.json(view(known))
      const refund: FakeRefund = {
        object: 'refund',
        id: `re_${state.refunds.length + 1}_${crypto.randomUUID().slice(0, 8)}`,
        amount: Number(form.get('amount')),
        status: 'succeeded',
        payment_intent: form.get('payment_intent') ?? '',
        metadata: form.get('metadata[refund_id]') ? { refund_id: form.get('metadata[refund_id]')! } : {},
        idempotencyKey,
      }
      state.refunds.push(refund)
      return HttpResponse.json(view(refund))
    }),
    http.get('https://api.stripe.com/v1/refunds', ({ request }) => {
      const intent = new URL(request.url).searchParams.get('payment_intent')
      return HttpResponse.json({
        object: 'list',
        url: '/v1/refunds',
        has_more: false,
        data: state.refunds.filter((refund) => refund.payment_intent === intent).map(view),
      })
    }),
  )
  /** A refund made in Stripe's dashboard: no metadata of ours. */
  const dashboardRefund = (paymentIntentId: string, amount: number) => {
    const refund: FakeRefund = {
      object: 'refund',
      id: `re_dash_${crypto.randomUUID().slice(0, 8)}`,
      amount,
      status: 'succeeded',
      payment_intent: paymentIntentId,
      metadata: {},
      idempotencyKey: null,
    }
    state.refunds.push(refund)
    return refund
  }
  return { state, dashboardRefund }
}

let eventCount = 0
/** A Stripe event about `object`, with a new id each time unless one is given. */
export const stripeEvent = (type: string, object: object, id = `evt_${++eventCount}_${crypto.randomUUID()}`) => ({
  id,
  object: 'event',
  type,
  data: { object },
})

/** A renter's hold sold at QUOTE and paid through Stripe (its intent made through MSW, its success by webhook). */
export async function stripePaidBooking({ startInDays = 20, bookedAgo = 3 * DAY } = {}) {
  const held = await heldBooking({ startInDays })
  await sellAtQuote(held.bookingId, { bookedAgo })
  const intent = await api({ headers: fromNewClient(), env: STRIPE_ENV })['create-payment-intent'].$post({
    json: { amount: QUOTE.totalCents / 100, bookingId: held.bookingId },
  })
  expect(intent.status).toBe(200)
  const paymentIntentId = `pi_${held.bookingId}`
  const paid = await signedDelivery(
    stripeEvent('payment_intent.succeeded', {
      object: 'payment_intent',
      id: paymentIntentId,
      amount: QUOTE.totalCents,
      amount_received: QUOTE.totalCents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { booking_id: held.bookingId },
    }),
  )
  expect(paid.status).toBe(200)
  return { ...held, paymentIntentId }
}
