/**
 * Checkout with Stripe: the PaymentIntent call (captured with MSW, never sent), the signed webhook,
 * and the booking payment call that asks Stripe rather than the renter.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import Stripe from 'stripe'
import { describe, expect, it } from 'vitest'
import { useMockServer } from '../helpers/msw'
import { bookingRow, countPaymentEmails, countRows, heldBooking, signedDelivery } from '../helpers/payments'
import { makeCustomer, makeRv, makeVenue } from '../helpers/fleet'
import { api, call } from '../helpers/worker-client'

const server = useMockServer()
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

let client = 0
const from = () => ({ 'cf-connecting-ip': `198.18.0.${++client}` })

function paymentIntent(fields: Partial<Stripe.PaymentIntent>) {
  return {
    object: 'payment_intent',
    id: 'pi_1',
    client_secret: 'pi_1_secret_x',
    amount: 100,
    amount_received: 0,
    currency: 'usd',
    status: 'requires_payment_method',
    metadata: {},
    ...fields,
  }
}

/**
 * Stripe's PaymentIntents API as the SDK meets it; records what was asked of it. Each intent it made
 * is refunded whole when its refunds are asked for (the refund webhook reads them from Stripe).
 */
function stripeAnswers({ status = 'requires_payment_method' } = {}) {
  const created: { form: URLSearchParams; idempotencyKey: string | null; authorization: string | null }[] = []
  let intent: ReturnType<typeof paymentIntent> | null = null
  const amounts = new Map<string, number>()
  server.use(
    http.get('https://api.stripe.com/v1/refunds', ({ request }) => {
      const intentId = new URL(request.url).searchParams.get('payment_intent') ?? ''
      const amount = amounts.get(intentId)
      const refund = { object: 'refund', id: `re_${intentId}`, amount, status: 'succeeded', payment_intent: intentId }
      return HttpResponse.json({ object: 'list', url: '/v1/refunds', has_more: false, data: amount ? [refund] : [] })
    }),
    http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
      const form = new URLSearchParams(await request.text())
      created.push({
        form,
        idempotencyKey: request.headers.get('idempotency-key'),
        authorization: request.headers.get('authorization'),
      })
      const bookingId = form.get('metadata[booking_id]') ?? ''
      intent = paymentIntent({
        id: `pi_${bookingId}`,
        client_secret: `pi_${bookingId}_secret_abc`,
        amount: Number(form.get('amount')),
        metadata: { booking_id: bookingId },
      })
      amounts.set(intent.id, intent.amount)
      return HttpResponse.json(intent)
    }),
    http.get('https://api.stripe.com/v1/payment_intents/:id', ({ params }) =>
      intent && params.id === intent.id
        ? HttpResponse.json({ ...intent, status })
        : HttpResponse.json(
            { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
            { status: 404 },
          ),
    ),
  )
  return created
}

const intentEvent = (id: string, type: string, bookingId: string, intentId: string, amount: number) => ({
  id,
  object: 'event',
  type,
  data: {
    object: paymentIntent({
      id: intentId,
      amount,
      amount_received: type === 'payment_intent.succeeded' ? amount : 0,
      metadata: { booking_id: bookingId },
    }),
  },
})

const refundEvent = (id: string, intentId: string) => ({
  id,
  object: 'event',
  type: 'charge.refunded',
  data: { object: { object: 'charge', id: 'ch_1', payment_intent: intentId, refunded: true, metadata: {} } },
})

describe('Stripe checkout', () => {
  it('shows Stripe Elements with the configured publishable key', async () => {
    expect(await (await api({ env: stripeEnv }).payments.config.$get()).json()).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_offline',
      botCheck: null,
    })
  })

  it("creates the PaymentIntent for the booking's server total in cents, with its id and an idempotency key", async () => {
    const { bookingId, amount } = await heldBooking({ pricePerNight: '123.45' })
    const created = stripeAnswers()
    const response = await api({ env: stripeEnv })['create-payment-intent'].$post(
      { json: { amount, bookingId, description: 'ignored for bookings' } },
      { headers: from() },
    )
    expect(response.status).toBe(200)
    // The page shows the server's amount and description, and learns which card form to use.
    expect(await response.json()).toEqual({
      clientSecret: `pi_${bookingId}_secret_abc`,
      amount: '246.90',
      description: expect.stringMatching(/^Test RV, [A-Z][a-z]{2} \d{1,2}(, \d{4})? – [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      request: false,
      publishableKey: 'pk_test_offline',
    })

    expect(created).toHaveLength(1)
    const [request] = created
    expect(request!.form.get('amount')).toBe('24690')
    expect(request!.form.get('currency')).toBe('usd')
    expect(request!.form.get('metadata[booking_id]')).toBe(bookingId)
    expect(request!.form.get('metadata[purpose]')).toBe('booking')
    expect(request!.idempotencyKey).toBe(`booking-${bookingId}-24690`)
    expect(request!.authorization).toBe('Bearer sk_test_offline')
    expect((await bookingRow(bookingId))?.payment_intent_id).toBe(`pi_${bookingId}`)
    // The test-mode card form is closed once Stripe takes payments.
    expect(
      (
        await api({ env: stripeEnv }).payments['test-card'].$post({
          json: { clientSecret: 'x', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
        })
      ).status,
    ).toBe(404)
  })

  it('marks a booking paid on the renter’s call only when Stripe says the intent succeeded', async () => {
    const { bookingId, amount } = await heldBooking()
    stripeAnswers({ status: 'processing' })
    await api({ env: stripeEnv })['create-payment-intent'].$post({ json: { amount, bookingId } }, { headers: from() })
    const claim = () =>
      api({ env: stripeEnv }).bookings[':id'].payment.$post({ param: { id: bookingId }, json: { status: 'succeeded' } })
    expect((await claim()).status).toBe(409)
    expect((await bookingRow(bookingId))?.payment_status).toBe('pending')

    stripeAnswers({ status: 'succeeded' })
    await api({ env: stripeEnv })['create-payment-intent'].$post({ json: { amount, bookingId } }, { headers: from() })
    expect((await claim()).status).toBe(200)
    expect(await bookingRow(bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'succeeded',
      payment_intent_id: `pi_${bookingId}`,
    })
  })
})

describe('Stripe webhook', () => {
  it('refuses a bad signature, a wrong secret and a stale timestamp with 400, writing nothing', async () => {
    const { bookingId, amount } = await heldBooking()
    const event = intentEvent('evt_bad', 'payment_intent.succeeded', bookingId, 'pi_x', amount * 100)
    const webhook = api().payments['stripe-webhook'].$path()
    const unsigned = await call(webhook, {
      body: JSON.stringify(event),
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
    })
    expect(unsigned.status).toBe(400)
    expect((await signedDelivery(event, { secret: 'whsec_someone_else' })).status).toBe(400)
    const stale = await signedDelivery(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })
    expect(stale.status).toBe(400)
    expect(await stale.json()).toMatchObject({ message: 'The webhook signature could not be verified' })
    expect(
      (
        await call(webhook, {
          body: JSON.stringify(event),
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400)

    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending', payment_status: 'pending' })
    expect(await countRows('payment_events', bookingId)).toBe(0)
  })

  it('ends in the same state whether each event arrives once in order or five times shuffled', async () => {
    stripeAnswers()
    /** A renter at checkout: the booking records its intent, as the refund event finds it by that. */
    const checkout = async () => {
      const booking = await heldBooking()
      await api({ env: stripeEnv })['create-payment-intent'].$post(
        { json: { amount: booking.amount, bookingId: booking.bookingId } },
        { headers: from() },
      )
      return booking
    }
    const events = (bookingId: string, cents: number) => [
      intentEvent(`evt_fail_${bookingId}`, 'payment_intent.payment_failed', bookingId, `pi_${bookingId}`, cents),
      intentEvent(`evt_ok_${bookingId}`, 'payment_intent.succeeded', bookingId, `pi_${bookingId}`, cents),
      refundEvent(`evt_refund_${bookingId}`, `pi_${bookingId}`),
    ]
    const snapshot = async (bookingId: string) => ({
      ...(await bookingRow(bookingId)),
      payment_intent_id: (await bookingRow(bookingId))?.payment_intent_id === `pi_${bookingId}`,
      events: await countRows('payment_events', bookingId),
      notifications: await countPaymentEmails(bookingId),
      history: await countRows('booking_status_changes', bookingId),
    })

    const inOrder = await checkout()
    // With a Stripe key: a refund event makes the Worker read the intent's refunds from Stripe.
    for (const event of events(inOrder.bookingId, inOrder.amount * 100))
      expect((await signedDelivery(event, { env: stripeEnv })).status).toBe(200)
    const expected = await snapshot(inOrder.bookingId)
    expect(expected).toMatchObject({
      status: 'confirmed',
      payment_status: 'refunded',
      events: 3,
      notifications: 1,
      history: 2,
    })

    for (let round = 0; round < 3; round++) {
      const shuffled = await checkout()
      const deliveries = events(shuffled.bookingId, shuffled.amount * 100).flatMap((event) =>
        Array<typeof event>(5).fill(event),
      )
      deliveries.sort(() => Math.random() - 0.5)
      const statuses = await Promise.all(
        deliveries.map((event) => signedDelivery(event, { env: stripeEnv }).then((response) => response.status)),
      )
      expect(statuses.every((status) => status === 200)).toBe(true)
      expect(await snapshot(shuffled.bookingId)).toEqual(expected)
    }
  })

  it('never lets a late failure undo a success, and ignores a success for less than the total', async () => {
    const { bookingId, amount } = await heldBooking()
    await signedDelivery(intentEvent('evt_short', 'payment_intent.succeeded', bookingId, 'pi_short', amount * 100 - 1))
    expect((await bookingRow(bookingId))?.payment_status).toBe('pending')

    await signedDelivery(intentEvent('evt_ok', 'payment_intent.succeeded', bookingId, 'pi_ok', amount * 100))
    await signedDelivery(
      intentEvent('evt_late_fail', 'payment_intent.payment_failed', bookingId, 'pi_ok', amount * 100),
    )
    expect(await bookingRow(bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_ok',
    })
  })

  it('never double-books: a payment after the hold lapsed and the dates were taken cancels the booking as paid', async () => {
    const lapsed = await heldBooking({ startInDays: 70 })
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(lapsed.bookingId).run()
    const [rvId, start, end] = Object.values(
      (await env.DB.prepare('select rv_id, start_date, end_date from bookings where id = ?')
        .bind(lapsed.bookingId)
        .first<Record<string, string>>())!,
    ) as [string, string, string]
    const customer = await (
      await api(lapsed.owner.cookie).customers.$post({
        json: { email: 'walk.in@example.com', firstName: 'Walk', lastName: 'In' },
      })
    ).json()
    const taken = await api(lapsed.owner.cookie).bookings.$post({
      json: { rvId, customerId: customer.id, startDate: start, endDate: end },
    })
    expect(taken.status).toBe(201)

    await signedDelivery(
      intentEvent('evt_late', 'payment_intent.succeeded', lapsed.bookingId, 'pi_late', lapsed.amount * 100),
    )
    expect(await bookingRow(lapsed.bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_late',
    })
    expect(await countPaymentEmails(lapsed.bookingId)).toBe(0)
    const told = await env.DB.prepare(
      "select subject from notifications where booking_id = ? and type = 'booking_status_update'",
    )
      .bind(lapsed.bookingId)
      .first('subject')
    expect(told).toBe('Your booking is cancelled')
    expect(
      await env.DB.prepare('select status from bookings where id = ?')
        .bind((await taken.json()).id)
        .first('status'),
    ).toBe('pending')

    // Lapsed but nobody took the dates: the late payment still confirms it.
    const lucky = await heldBooking({ startInDays: 75 })
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(lucky.bookingId).run()
    await signedDelivery(
      intentEvent('evt_lucky', 'payment_intent.succeeded', lucky.bookingId, 'pi_lucky', lucky.amount * 100),
    )
    expect(await bookingRow(lucky.bookingId)).toEqual({
      status: 'confirmed',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_lucky',
    })
  })

  it("never overfills a venue: a payment after the hold lapsed and the venue's last place was taken cancels the booking as paid", async () => {
    const lapsed = await heldBooking({ startInDays: 80 })
    const { cookie } = lapsed.owner
    const venue = await makeVenue(cookie, { capacity: 1 })
    const stay = (await env.DB.prepare('select start_date as startDate, end_date as endDate from bookings where id = ?')
      .bind(lapsed.bookingId)
      .first<{ startDate: string; endDate: string }>())!
    // The renter's hold named the venue, then lapsed; the owner's other RV took the venue's one place.
    await env.DB.prepare('update bookings set venue_id = ?, held_until = 1 where id = ?')
      .bind(venue.id, lapsed.bookingId)
      .run()
    const [otherRv, customer] = await Promise.all([makeRv(cookie), makeCustomer(cookie)])
    const taken = await api(cookie).bookings.$post({
      json: { rvId: otherRv.id, customerId: customer.id, venueId: venue.id, ...stay },
    })
    expect(taken.status).toBe(201)

    await signedDelivery(
      intentEvent('evt_venue_late', 'payment_intent.succeeded', lapsed.bookingId, 'pi_venue_late', lapsed.amount * 100),
    )
    expect(await bookingRow(lapsed.bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'succeeded',
      payment_intent_id: 'pi_venue_late',
    })
    const placed = await env.DB.prepare(
      "select count(*) as n from bookings where venue_id = ? and status <> 'cancelled'",
    )
      .bind(venue.id)
      .first('n')
    expect(placed).toBe(1)
  })

  it('acknowledges events it does not act on', async () => {
    const response = await signedDelivery({
      id: 'evt_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { object: 'customer', id: 'cus_1' } },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: true, result: 'ignored' })
    expect(await env.DB.prepare("select count(*) as n from payment_events where id = 'evt_other'").first('n')).toBe(0)
  })
})
