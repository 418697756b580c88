/**
 * Refunds through Stripe (captured with MSW, never sent): the refund request with its idempotency
 * key and our id in its metadata, a Stripe that fails and the 10-minute job that asks again with
 * the same key, and refund webhooks, which copy Stripe's refunds whatever order they come in,
 * including a refund made in Stripe's dashboard.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { runFrequentJobs } from '../../worker/scheduled'
import { useMockServer } from '../helpers/msw'
import { signedDelivery } from '../helpers/payments'
import {
  bookingState,
  fakeStripe,
  QUOTE,
  refundRows,
  renterCancellation,
  STRIPE_ENV,
  stripeEvent,
  stripePaidBooking,
} from '../helpers/refunds'

const server = useMockServer()
const MINUTE = 60_000

const chargeRefunded = (paymentIntentId: string, refunded: boolean) =>
  stripeEvent('charge.refunded', {
    object: 'charge',
    id: `ch_${paymentIntentId}`,
    payment_intent: paymentIntentId,
    refunded,
    metadata: {},
  })
const refundEvent = (type: string, refund: { id: string; payment_intent: string; status: string }) =>
  stripeEvent(type, { object: 'refund', amount: 0, metadata: {}, ...refund })

describe('refunds with Stripe', () => {
  it('asks Stripe for the refund with the idempotency key and our refund id in its metadata', async () => {
    const { state } = fakeStripe(server)
    const { bookingId, email, paymentIntentId } = await stripePaidBooking()
    const response = await renterCancellation(bookingId, email, STRIPE_ENV).cancel()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      bookingId,
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refund: { amount: '575.00', status: 'succeeded' },
    })
    const [row] = await refundRows(bookingId)
    expect(state.requests).toHaveLength(1)
    const [request] = state.requests
    expect(request!.idempotencyKey).toBe(`cancel:${bookingId}`)
    expect(Object.fromEntries(request!.form)).toEqual({
      payment_intent: paymentIntentId,
      amount: '57500',
      'metadata[refund_id]': row!.id,
    })
    expect(row).toMatchObject({ status: 'succeeded', provider_refund_id: state.refunds[0]!.id })
  })

  it('leaves a refund Stripe failed pending, and the 10-minute job asks once more with the same key', async () => {
    const { state } = fakeStripe(server)
    const { bookingId, email } = await stripePaidBooking()
    state.failing = true
    const response = await renterCancellation(bookingId, email, STRIPE_ENV).cancel()
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      bookingId,
      status: 'cancelled',
      paymentStatus: 'succeeded',
      refund: { amount: '575.00', status: 'pending' },
    })
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({ status: 'pending', provider_refund_id: null, amount_cents: 57_500 }),
    ])
    expect(state.requests).toHaveLength(1)

    state.failing = false
    const settings = { ...env, ...STRIPE_ENV }
    // Within 2 minutes the request that wrote it may still be asking: the job leaves it.
    expect(await runFrequentJobs(settings, Date.now() + MINUTE)).toMatchObject({ refundsRetried: 0 })
    expect(await runFrequentJobs(settings, Date.now() + 10 * MINUTE)).toMatchObject({ refundsRetried: 1 })
    expect(state.requests.map((sent) => sent.idempotencyKey)).toEqual([`cancel:${bookingId}`, `cancel:${bookingId}`])
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({ status: 'succeeded', provider_refund_id: state.refunds[0]!.id }),
    ])
    expect((await bookingState(bookingId))?.payment_status).toBe('partially_refunded')

    // Nothing is left to ask for.
    expect(await runFrequentJobs(settings, Date.now() + 20 * MINUTE)).toMatchObject({ refundsRetried: 0 })
    expect(state.requests).toHaveLength(2)
  })

  it('finds a refund an earlier attempt made instead of asking again', async () => {
    const { state } = fakeStripe(server)
    const { bookingId, email } = await stripePaidBooking()
    state.failing = true
    await renterCancellation(bookingId, email, STRIPE_ENV).cancel()
    // Stripe made it after all (the answer was lost); its metadata names our row.
    const [row] = await refundRows(bookingId)
    state.refunds.push({
      object: 'refund',
      id: 're_made_anyway',
      amount: row!.amount_cents,
      status: 'succeeded',
      payment_intent: `pi_${bookingId}`,
      metadata: { refund_id: row!.id },
      idempotencyKey: `cancel:${bookingId}`,
    })
    state.failing = false
    expect(await runFrequentJobs({ ...env, ...STRIPE_ENV }, Date.now() + 10 * MINUTE)).toMatchObject({
      refundsRetried: 0,
    })
    expect(state.requests).toHaveLength(1)
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({ id: row!.id, status: 'succeeded', provider_refund_id: 're_made_anyway' }),
    ])
  })

  it('changes nothing twice for refund events repeated and out of order', async () => {
    const { state } = fakeStripe(server)
    const { bookingId, email, paymentIntentId } = await stripePaidBooking()
    await renterCancellation(bookingId, email, STRIPE_ENV).cancel()
    const refund = { id: state.refunds[0]!.id, payment_intent: paymentIntentId }
    const snapshot = async () => ({ booking: await bookingState(bookingId), refunds: await refundRows(bookingId) })
    const settled = await snapshot()
    expect(settled.booking).toEqual({
      status: 'cancelled',
      payment_status: 'partially_refunded',
      cancelled_by: 'renter',
    })

    const events = [
      refundEvent('refund.created', { ...refund, status: 'pending' }),
      refundEvent('refund.updated', { ...refund, status: 'succeeded' }),
      refundEvent('charge.refund.updated', { ...refund, status: 'succeeded' }),
      chargeRefunded(paymentIntentId, false),
    ]
    const deliveries = events.flatMap((event) => Array<typeof event>(3).fill(event))
    deliveries.sort(() => Math.random() - 0.5)
    const statuses = await Promise.all(
      deliveries.map((event) => signedDelivery(event, { env: STRIPE_ENV }).then((response) => response.status)),
    )
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(await snapshot()).toEqual(settled)
    expect(
      await env.DB.prepare("select count(*) as n from payment_events where booking_id = ? and type like '%refund%'")
        .bind(bookingId)
        .first('n'),
    ).toBe(4)

    // Stripe's word wins: a refund that failed at the bank no longer counts.
    state.refunds[0]!.status = 'failed'
    await signedDelivery(refundEvent('refund.failed', { ...refund, status: 'failed' }), { env: STRIPE_ENV })
    expect(await snapshot()).toEqual({
      booking: { ...settled.booking, payment_status: 'succeeded' },
      refunds: [{ ...settled.refunds[0], status: 'failed' }],
    })
  })

  it("records a refund made in Stripe's dashboard as reason 'provider', once", async () => {
    const { dashboardRefund } = fakeStripe(server)
    const { bookingId, paymentIntentId } = await stripePaidBooking()
    const made = dashboardRefund(paymentIntentId, 5_000)
    for (let delivery = 0; delivery < 2; delivery++)
      expect((await signedDelivery(chargeRefunded(paymentIntentId, false), { env: STRIPE_ENV })).status).toBe(200)
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({
        amount_cents: 5_000,
        reason: 'provider',
        status: 'succeeded',
        provider_refund_id: made.id,
        idempotency_key: null,
      }),
    ])
    // The trip goes ahead: only part of the money went back, and nobody cancelled.
    expect(await bookingState(bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'partially_refunded',
      cancelled_by: null,
    })

    // The rest refunded there too: the whole payment is back.
    dashboardRefund(paymentIntentId, QUOTE.totalCents - 5_000)
    await signedDelivery(chargeRefunded(paymentIntentId, true), { env: STRIPE_ENV })
    expect(await refundRows(bookingId)).toHaveLength(2)
    expect((await bookingState(bookingId))?.payment_status).toBe('refunded')
    expect(
      await env.DB.prepare('select status from received_payments where payment_intent_id = ?')
        .bind(paymentIntentId)
        .first('status'),
    ).toBe('refunded')
  })
})
