/**
 * No payment is lost and none is taken twice: every success the provider reports is recorded,
 * whatever it paid for, and an intent replaced by a newer one is cancelled at the provider and, if
 * it is paid anyway, recorded for a refund rather than applied. Test mode and Stripe (MSW) alike.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import { useMockServer } from '../helpers/msw'
import {
  bookingRow,
  fromNewClient,
  heldBooking,
  ownerOwingFees,
  payWithTestCard,
  receivedPayment,
  signedDelivery,
} from '../helpers/payments'
import { api } from '../helpers/worker-client'

const server = useMockServer()
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

const testIntentBySecret = (clientSecret: string) =>
  env.DB.prepare('select id, status from test_payment_intents where client_secret = ?')
    .bind(clientSecret)
    .first<{ id: string; status: string }>()

const succeededEvent = (id: string, intentId: string, amount: number, metadata: Record<string, string>) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: {
    object: { object: 'payment_intent', id: intentId, amount, amount_received: amount, status: 'succeeded', metadata },
  },
})

describe('every succeeded payment is recorded', () => {
  it('keeps a test-mode payment without a booking (/checkout?amount=499) instead of dropping it', async () => {
    const started = await api()['create-payment-intent'].$post(
      { json: { amount: 499, description: 'Deposit', botCheckToken: TEST_BOT_CHECK_TOKEN } },
      { headers: fromNewClient() },
    )
    expect(started.status).toBe(200)
    const { clientSecret } = await started.json()
    expect((await payWithTestCard(clientSecret, '4242 4242 4242 4242')).status).toBe(200)

    const intent = await testIntentBySecret(clientSecret)
    expect(intent?.status).toBe('succeeded')
    expect(await receivedPayment(intent!.id)).toEqual({
      purpose: 'no_booking',
      booking_id: null,
      amount_cents: 49_900,
      status: 'succeeded',
      refund_reason: null,
    })
    // Paying it again charges nothing more.
    expect((await payWithTestCard(clientSecret, '4242 4242 4242 4242')).status).toBe(200)
    expect(
      await env.DB.prepare('select count(*) as n from payment_events where id like ?')
        .bind(`%${intent!.id}%`)
        .first('n'),
    ).toBe(1)
  })

  it("keeps Stripe's success for a payment without a booking, and one for a booking already paid, for a refund", async () => {
    const free = await signedDelivery(succeededEvent('evt_free', 'pi_free', 49_900, { purpose: 'no_booking' }))
    expect(await free.json()).toEqual({ received: true, result: 'applied' })
    expect(await receivedPayment('pi_free')).toMatchObject({ purpose: 'no_booking', amount_cents: 49_900 })

    const { bookingId, amount } = await heldBooking()
    const cents = amount * 100
    await signedDelivery(succeededEvent('evt_first', 'pi_first', cents, { booking_id: bookingId, purpose: 'booking' }))
    await signedDelivery(
      succeededEvent('evt_second', 'pi_second', cents, { booking_id: bookingId, purpose: 'booking' }),
    )
    expect(await bookingRow(bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_first',
    })
    expect(await receivedPayment('pi_first')).toMatchObject({ booking_id: bookingId, refund_reason: null })
    expect(await receivedPayment('pi_second')).toMatchObject({
      booking_id: bookingId,
      amount_cents: cents,
      refund_reason: 'Paid a booking that was already paid, or not its whole total: refund this payment.',
    })
  })

  it('pays a booking whose card payment arrives after the owner recorded cash, and says the difference goes back', async () => {
    const { owner, bookingId, amount } = await heldBooking()
    const cash = await api(owner.cookie).payments.bookings[':id'].$post({
      param: { id: bookingId },
      json: { method: 'cash', amount: '50.00', paidOn: new Date().toISOString().slice(0, 10) },
    })
    expect(cash.status).toBe(201)
    // The renter's card form was open before the owner took the cash: Stripe reports the whole total.
    const cents = amount * 100
    await signedDelivery(succeededEvent('evt_after_cash', 'pi_after_cash', cents, { booking_id: bookingId }))
    expect(await bookingRow(bookingId)).toMatchObject({
      payment_status: 'succeeded',
      payment_intent_id: 'pi_after_cash',
    })
    expect(await receivedPayment('pi_after_cash')).toMatchObject({
      amount_cents: cents,
      refund_reason:
        'Paid the whole total by card after the owner recorded a payment outside the card: refund what the owner received.',
    })
  })
})

describe('a replaced lead-fee payment cannot be paid as well', () => {
  it('in test mode: the $10.00 intent replaced by $15.00 is cancelled and refuses a card; $15.00 then pays all', async () => {
    const { fees, pay, lead } = await ownerOwingFees(2)
    const first = await (await pay()).json()
    expect(first.amount).toBe('10.00')
    expect((await lead()).status).toBe(201)
    const second = await (await pay()).json()
    expect(second.amount).toBe('15.00')
    expect(await testIntentBySecret(first.clientSecret)).toMatchObject({ status: 'canceled' })

    const stale = await payWithTestCard(first.clientSecret, '4242 4242 4242 4242')
    expect(stale.status).toBe(409)
    expect(await stale.json()).toMatchObject({ code: 'payment_intent_unexpected_state' })
    const staleId = (await testIntentBySecret(first.clientSecret))!.id
    expect(await receivedPayment(staleId)).toBeNull()
    expect(await fees()).toMatchObject({ outstanding: '15.00', paid: '0.00' })

    expect((await payWithTestCard(second.clientSecret, '4242 4242 4242 4242')).status).toBe(200)
    expect(await fees()).toMatchObject({ outstanding: '0.00', paid: '15.00' })
  })

  /** Stripe's PaymentIntents API: creates, retrieves and cancels, remembering each intent's state. */
  function stripeIntents() {
    const intents = new Map<string, { id: string; amount: number; status: string; client_secret: string }>()
    const cancelled: string[] = []
    server.use(
      http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
        const amount = Number(new URLSearchParams(await request.text()).get('amount'))
        const id = `pi_fees_${intents.size + 1}`
        const intent = { id, amount, status: 'requires_payment_method', client_secret: `${id}_secret` }
        intents.set(id, intent)
        return HttpResponse.json({ object: 'payment_intent', currency: 'usd', metadata: {}, ...intent })
      }),
      http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) =>
        HttpResponse.json({ object: 'payment_intent', metadata: {}, ...intents.get(String(params.id)) }),
      ),
      http.post('https://api.stripe.com/v1/payment_intents/:id/cancel', ({ params }) => {
        const intent = intents.get(String(params.id))!
        cancelled.push(intent.id)
        if (intent.status !== 'requires_payment_method')
          return HttpResponse.json(
            {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
              },
            },
            { status: 400 },
          )
        intent.status = 'canceled'
        return HttpResponse.json({ object: 'payment_intent', metadata: {}, ...intent })
      }),
    )
    return { intents, cancelled }
  }

  it('with Stripe: the replaced intent is cancelled first; paid anyway, it is recorded for a refund, not applied', async () => {
    const stripe = stripeIntents()
    const { fees, pay, lead } = await ownerOwingFees(2)
    expect((await pay({ env: stripeEnv })).status).toBe(200)
    // A second click with nothing new is the same payment: nothing cancelled, nothing created.
    expect((await pay({ env: stripeEnv })).status).toBe(200)
    expect(stripe.intents.size).toBe(1)
    expect(stripe.cancelled).toEqual([])

    expect((await lead()).status).toBe(201)
    const replaced = await (await pay({ env: stripeEnv })).json()
    expect(replaced.amount).toBe('15.00')
    expect(stripe.cancelled).toEqual(['pi_fees_1'])
    expect(stripe.intents.get('pi_fees_1')?.status).toBe('canceled')

    // Stripe would never take a cancelled intent; if its success arrives all the same, it pays nothing.
    await signedDelivery(succeededEvent('evt_stale', 'pi_fees_1', 1000, { purpose: 'lead_fees' }))
    expect(await fees()).toMatchObject({ outstanding: '15.00', paid: '0.00' })
    expect(await receivedPayment('pi_fees_1')).toMatchObject({
      purpose: 'lead_fees',
      amount_cents: 1000,
      refund_reason: expect.stringContaining('refund this payment'),
    })
    await signedDelivery(succeededEvent('evt_new', 'pi_fees_2', 1500, { purpose: 'lead_fees' }))
    expect(await fees()).toMatchObject({ outstanding: '0.00', paid: '15.00' })
  })

  it('with Stripe: an earlier intent paid while the owner clicked again stops the new payment', async () => {
    const stripe = stripeIntents()
    const { fees, pay, lead } = await ownerOwingFees(1)
    expect((await pay({ env: stripeEnv })).status).toBe(200)
    expect((await lead()).status).toBe(201)
    stripe.intents.get('pi_fees_1')!.status = 'succeeded' // paid in another tab a moment ago

    const again = await pay({ env: stripeEnv })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ code: 'payment_in_progress' })
    expect(stripe.intents.size).toBe(1) // no second charge was set up
    expect(await fees()).toMatchObject({ outstandingCount: 2 })
  })
})
