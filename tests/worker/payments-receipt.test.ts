/**
 * The payer's return (/payment-success, My Bookings): the server asks the provider about the payment
 * the address names, and only its owner (holding the client secret) learns anything. Test mode and
 * Stripe (MSW) answer alike.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useMockServer } from '../helpers/msw'
import { bookingRow, countPaymentEmails, fromNewClient, heldBooking, payWithTestCard } from '../helpers/payments'
import { api, unchecked } from '../helpers/worker-client'

const server = useMockServer()
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

const receipt = (paymentIntent: string, clientSecret: string, { env: settings }: { env?: typeof stripeEnv } = {}) =>
  api({ headers: fromNewClient(), env: settings }).payments.receipt.$get({ query: { paymentIntent, clientSecret } })

describe('a payment receipt', () => {
  it('in test mode: unpaid, then paid with the booking confirmed; a wrong secret learns nothing', async () => {
    const { bookingId, amount } = await heldBooking()
    const started = await api()['create-payment-intent'].$post(
      { json: { amount, bookingId } },
      { headers: fromNewClient() },
    )
    const { clientSecret } = await started.json()
    const intentId = (await bookingRow(bookingId))!.payment_intent_id!

    const unpaid = await receipt(intentId, clientSecret)
    expect(unpaid.status).toBe(200)
    expect(await unpaid.json()).toMatchObject({
      status: 'unpaid',
      amount: '400.00',
      booking: { id: bookingId, status: 'pending', paymentStatus: 'pending', holdExpiresAt: expect.any(String) },
    })
    for (const [id, secret] of [
      [intentId, `${clientSecret}x`],
      [intentId, 'pi_other_secret_x'],
      ['pi_test_nothing', clientSecret],
    ]) {
      const refused = await receipt(id!, secret!)
      expect(refused.status).toBe(404)
      expect(await refused.json()).not.toHaveProperty('booking')
    }
    expect((await api().payments.receipt.$get({ query: unchecked({}) }, { headers: fromNewClient() })).status).toBe(400)

    await payWithTestCard(clientSecret, '4242 4242 4242 4242')
    expect(await (await receipt(intentId, clientSecret)).json()).toMatchObject({
      status: 'paid',
      booking: { id: bookingId, status: 'confirmed', paymentStatus: 'succeeded', holdExpiresAt: null },
    })
    expect(await countPaymentEmails(bookingId)).toBe(1)
  })

  it("with Stripe: a redirect back before the webhook confirms the booking from Stripe's answer; processing does not", async () => {
    let status = 'processing'
    const { bookingId, amount } = await heldBooking()
    server.use(
      http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) =>
        HttpResponse.json({
          object: 'payment_intent',
          id: params.id,
          client_secret: `${String(params.id)}_secret_s`,
          amount: amount * 100,
          currency: 'usd',
          status,
          metadata: { booking_id: bookingId, purpose: 'booking' },
        }),
      ),
    )
    const processing = await receipt('pi_redirect', 'pi_redirect_secret_s', { env: stripeEnv })
    expect(await processing.json()).toMatchObject({ status: 'processing', booking: { status: 'pending' } })
    expect(await bookingRow(bookingId)).toMatchObject({ payment_status: 'pending' })
    expect((await receipt('pi_redirect', 'pi_redirect_secret_forged', { env: stripeEnv })).status).toBe(404)

    status = 'succeeded'
    const paid = await receipt('pi_redirect', 'pi_redirect_secret_s', { env: stripeEnv })
    expect(await paid.json()).toMatchObject({
      status: 'paid',
      booking: { status: 'confirmed', paymentStatus: 'succeeded' },
    })
    expect(await bookingRow(bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_redirect',
    })
    // Asking again (a reload) changes nothing more.
    await receipt('pi_redirect', 'pi_redirect_secret_s', { env: stripeEnv })
    expect(await countPaymentEmails(bookingId)).toBe(1)
    expect(
      await env.DB.prepare('select count(*) as n from received_payments where booking_id = ?')
        .bind(bookingId)
        .first('n'),
    ).toBe(1)
  })
})
