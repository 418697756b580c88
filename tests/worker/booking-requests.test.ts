/**
 * Requests to book: an RV without instant book takes the renter's card as an authorisation (manual
 * capture, with the offline test-mode provider here and Stripe intercepted below), then its owner
 * accepts (captured once, confirmed), declines (released, nights free) or lets it expire after 24
 * hours (released by the job). Each outcome happens once under 20 concurrent calls, racing answers,
 * the job and repeated webhooks; another owner's request is 404.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import '../../worker/booking-extensions'
import '../../worker/email-templates'
import { createDb } from '../../worker/db/client'
import { acceptBookingRequest, expireLapsedRequests } from '../../worker/modules/bookings/requests'
import { mailer } from '../../worker/modules/notifications'
import { testModeProvider } from '../../worker/modules/payments/test-mode/provider'
import { dayFromToday } from '../helpers/fleet'
import { useMockServer } from '../helpers/msw'
import { fromNewClient, heldBooking, payWithTestCard, signedDelivery } from '../helpers/payments'
import { api, errorOf, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()
const DAY_MS = 24 * 3_600_000

interface RequestRow {
  status: string
  payment_status: string
  request_status: string | null
  request_expires_at: number | null
  request_answered_at: number | null
  held_until: number | null
  payment_intent_id: string | null
}

const requestRow = (id: string) =>
  env.DB.prepare(
    'select status, payment_status, request_status, request_expires_at, request_answered_at, held_until, payment_intent_id from bookings where id = ?',
  )
    .bind(id)
    .first<RequestRow>()

const intentRow = (clientSecret: string) =>
  env.DB.prepare('select id, status, capture_method from test_payment_intents where client_secret = ?')
    .bind(clientSecret)
    .first<{ id: string; status: string; capture_method: string }>()

/** The emails written about a booking, as (type, recipient) pairs. */
const emailsAbout = async (bookingId: string) =>
  (
    await env.DB.prepare('select type, email from notifications where booking_id = ? order by type, email')
      .bind(bookingId)
      .all<{ type: string; email: string }>()
  ).results

const countIntentEvents = async (bookingId: string) =>
  (await env.DB.prepare('select count(*) as n from payment_events where booking_id = ?')
    .bind(bookingId)
    .first<number>('n'))!

/** A renter's hold of an RV that is not instant book. */
async function requestHold() {
  const held = await heldBooking()
  await env.DB.prepare('update rvs set instant_book = 0 where id = ?').bind(held.rv.id).run()
  return held
}

/** The renter pays the hold with the test card: their card is authorised, the owner's request waits. */
async function authorisedRequest() {
  const held = await requestHold()
  const intent = await api()['create-payment-intent'].$post(
    { json: { amount: held.amount, bookingId: held.bookingId } },
    { headers: fromNewClient() },
  )
  expect(intent.status).toBe(200)
  const { clientSecret, request } = await intent.json()
  expect(request).toBe(true)
  const paid = await payWithTestCard(clientSecret, '4242 4242 4242 4242')
  expect(paid.status).toBe(200)
  expect(await paid.json()).toMatchObject({ status: 'requires_capture' })
  return { ...held, clientSecret }
}

const accept = (cookie: string, id: string) => api(cookie).bookings[':id'].accept.$post({ param: { id } })
const decline = (cookie: string, id: string) => api(cookie).bookings[':id'].decline.$post({ param: { id } })

/** A second renter's hold of the same RV and dates: 201 only once the first request has freed them. */
const holdSameDates = (rvId: string) =>
  api({ headers: fromNewClient() }).bookings.hold.$post({
    json: {
      rvId,
      startDate: dayFromToday(60),
      endDate: dayFromToday(62),
      zipCode: '10001',
      firstName: 'Sam',
      lastName: 'Other',
      email: `${crypto.randomUUID()}@example.com`,
      phone: '555-222-4444',
    },
  })

const jobContext = (now: number) => ({ db: createDb(env.DB), now, env, mailer: mailer(env) })

describe('a request to book', () => {
  it('authorises the card without charging it, holds the dates for 24 hours and emails both sides', async () => {
    const before = Date.now()
    const { bookingId, clientSecret, owner, rv, email } = await authorisedRequest()
    const intent = await intentRow(clientSecret)
    expect(intent).toMatchObject({ status: 'requires_capture', capture_method: 'manual' })
    const row = await requestRow(bookingId)
    expect(row).toMatchObject({
      status: 'pending',
      payment_status: 'authorized',
      request_status: 'pending',
      request_answered_at: null,
      payment_intent_id: intent!.id,
    })
    expect(row!.request_expires_at).toBeGreaterThanOrEqual(before + DAY_MS)
    expect(row!.request_expires_at).toBeLessThanOrEqual(Date.now() + DAY_MS)
    // The one occupancy rule keeps the nights: the hold lasts as long as the request.
    expect(row!.held_until).toBe(row!.request_expires_at)
    expect((await holdSameDates(rv.id)).status).toBe(409)
    // Nothing was received: an authorisation is not a payment.
    expect(
      await env.DB.prepare('select count(*) as n from received_payments where payment_intent_id = ?')
        .bind(intent!.id)
        .first('n'),
    ).toBe(0)
    expect(await emailsAbout(bookingId)).toEqual(
      expect.arrayContaining([
        { type: 'booking_request', email: owner.email },
        { type: 'booking_request', email },
      ]),
    )
    const ownerEmail = await env.DB.prepare(
      "select subject, text_content from notifications where booking_id = ? and type = 'booking_request' and email = ?",
    )
      .bind(bookingId, owner.email)
      .first<{ subject: string; text_content: string }>()
    expect(ownerEmail!.subject).toMatch(/^New request to book: /)
    expect(ownerEmail!.text_content).toContain('/admin/dashboard')
    expect(ownerEmail!.text_content).toContain('24 hours')

    // The owner's list shows it with its time; the renter sees 'authorised', and cannot pay again.
    const list = await (await api(owner.cookie).bookings.requests.$get()).json()
    expect(list.requests).toEqual([
      expect.objectContaining({
        id: bookingId,
        renterName: 'Rae Field',
        totalPrice: '400.00',
        expiresAt: new Date(row!.request_expires_at!).toISOString(),
      }),
    ])
    const found = await (
      await api({ headers: fromNewClient() }).bookings.lookup.$get({ query: { bookingId, email } })
    ).json()
    expect(found).toMatchObject({ paymentStatus: 'authorized', requestStatus: 'pending', holdExpiresAt: null })
    const again = await api()['create-payment-intent'].$post(
      { json: { amount: 400, bookingId } },
      { headers: fromNewClient() },
    )
    expect(again.status).toBe(409)
    // The owner cannot move it by hand, nor the renter cancel it: it waits for an answer.
    const moved = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: bookingId },
      json: { status: 'confirmed' },
    })
    expect(moved.status).toBe(409)
    expect((await errorOf(moved)).message).toContain('accept or decline')
  })

  it('is accepted once: the card captured, the booking confirmed and paid, one email each side', async () => {
    const { bookingId, clientSecret, owner, email } = await authorisedRequest()
    const accepted = await accept(owner.cookie, bookingId)
    expect(accepted.status).toBe(200)
    expect(await accepted.json()).toMatchObject({
      status: 'confirmed',
      paymentStatus: 'succeeded',
      requestStatus: 'accepted',
    })
    expect(await requestRow(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'succeeded',
      request_status: 'accepted',
      held_until: null,
    })
    expect((await requestRow(bookingId))!.request_answered_at).toEqual(expect.any(Number))
    expect((await intentRow(clientSecret))?.status).toBe('succeeded')
    const intentId = (await intentRow(clientSecret))!.id
    expect(
      await env.DB.prepare('select amount_cents, status from received_payments where payment_intent_id = ?')
        .bind(intentId)
        .first(),
    ).toEqual({ amount_cents: 40_000, status: 'succeeded' })
    const emails = await emailsAbout(bookingId)
    expect(emails.filter((row) => row.type === 'payment_confirmation')).toEqual([
      { type: 'payment_confirmation', email },
    ])
    expect(emails.filter((row) => row.type === 'booking_request_update')).toEqual([
      { type: 'booking_request_update', email: owner.email },
    ])
    const renterEmail = await env.DB.prepare(
      "select subject from notifications where booking_id = ? and type = 'payment_confirmation'",
    )
      .bind(bookingId)
      .first<string>('subject')
    expect(renterEmail).toMatch(/^Request accepted: /)

    const twice = await accept(owner.cookie, bookingId)
    expect(twice.status).toBe(409)
    expect((await errorOf(twice)).message).toBe('This request was already accepted.')
    expect((await decline(owner.cookie, bookingId)).status).toBe(409)
    expect((await (await api(owner.cookie).bookings.requests.$get()).json()).requests).toEqual([])
  })

  it('is declined: the authorisation released, nothing charged, the booking cancelled and its nights free', async () => {
    const { bookingId, clientSecret, owner, rv, email } = await authorisedRequest()
    expect((await holdSameDates(rv.id)).status).toBe(409)
    const declined = await decline(owner.cookie, bookingId)
    expect(declined.status).toBe(200)
    expect(await declined.json()).toMatchObject({ status: 'cancelled', requestStatus: 'declined' })
    const row = await requestRow(bookingId)
    expect(row).toMatchObject({ status: 'cancelled', payment_status: 'pending', request_status: 'declined' })
    expect(row!.request_answered_at).toEqual(expect.any(Number))
    expect((await intentRow(clientSecret))?.status).toBe('canceled')
    expect((await holdSameDates(rv.id)).status).toBe(201)
    expect((await emailsAbout(bookingId)).filter((row) => row.type === 'booking_request_update')).toEqual(
      expect.arrayContaining([
        { type: 'booking_request_update', email: owner.email },
        { type: 'booking_request_update', email },
      ]),
    )
    // Nobody cancelled it in the owner's cancellation count, and no refund was written.
    expect(
      await env.DB.prepare('select cancelled_by from bookings where id = ?').bind(bookingId).first('cancelled_by'),
    ).toBeNull()
    expect(
      await env.DB.prepare('select count(*) as n from refunds where booking_id = ?').bind(bookingId).first('n'),
    ).toBe(0)
    expect((await accept(owner.cookie, bookingId)).status).toBe(409)
  })

  it('expires at 24 hours, not a millisecond before: released, expired, nights free, both sides told', async () => {
    const lapsing = await authorisedRequest()
    const answered = await authorisedRequest()
    const { request_expires_at: expiresAt } = (await requestRow(lapsing.bookingId))!
    const answeredExpiresAt = (await requestRow(answered.bookingId))!.request_expires_at!

    // 24 h − 1 ms: still pending, and its owner may still accept.
    await expireLapsedRequests({ ctx: jobContext(expiresAt! - 1) })
    expect(await requestRow(lapsing.bookingId)).toMatchObject({ status: 'pending', request_status: 'pending' })
    const ctx = { ...jobContext(answeredExpiresAt - 1), ownerId: answered.owner.user.id }
    expect(await acceptBookingRequest({ ctx, input: { id: answered.bookingId } })).toMatchObject({
      status: 'confirmed',
    })

    // 24 h: the owner is too late, and the job expires it.
    const late = { ...jobContext(expiresAt!), ownerId: lapsing.owner.user.id }
    await expect(acceptBookingRequest({ ctx: late, input: { id: lapsing.bookingId } })).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('expired'),
    })
    const result = await expireLapsedRequests({ ctx: jobContext(expiresAt!) })
    expect(result.expiredRequests).toBeGreaterThanOrEqual(1)
    expect(await requestRow(lapsing.bookingId)).toMatchObject({
      status: 'expired',
      payment_status: 'pending',
      request_status: 'expired',
      request_answered_at: null,
    })
    expect((await intentRow(lapsing.clientSecret))?.status).toBe('canceled')
    expect((await emailsAbout(lapsing.bookingId)).filter((row) => row.type === 'booking_request_update')).toHaveLength(
      2,
    )
    // A second run finds nothing more to do.
    await expireLapsedRequests({ ctx: jobContext(expiresAt! + 10 * 60_000) })
    expect((await emailsAbout(lapsing.bookingId)).filter((row) => row.type === 'booking_request_update')).toHaveLength(
      2,
    )
    const response = await decline(lapsing.owner.cookie, lapsing.bookingId)
    expect(response.status).toBe(409)
    expect((await errorOf(response)).message).toMatch(/^This request expired/)
  })

  it('takes one of 20 concurrent accepts: one capture, one email each side', async () => {
    const { bookingId, clientSecret, owner } = await authorisedRequest()
    const responses = await Promise.all(Array.from({ length: 20 }, () => accept(owner.cookie, bookingId)))
    expect(responses.map((response) => response.status).sort()).toEqual([200, ...Array<number>(19).fill(409)])
    expect((await intentRow(clientSecret))?.status).toBe('succeeded')
    expect(await requestRow(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' })
    const emails = await emailsAbout(bookingId)
    expect(emails.filter((row) => row.type === 'payment_confirmation')).toHaveLength(1)
    expect(emails.filter((row) => row.type === 'booking_request_update')).toHaveLength(1)
    // The authorisation and the capture: two events.
    expect(await countIntentEvents(bookingId)).toBe(2)
    expect(
      await env.DB.prepare(
        "select count(*) as n from booking_status_changes where booking_id = ? and to_status = 'confirmed'",
      )
        .bind(bookingId)
        .first('n'),
    ).toBe(1)
  })

  it('ends in exactly one outcome under 20 mixed concurrent accepts and declines', async () => {
    for (let round = 0; round < 2; round++) {
      const { bookingId, clientSecret, owner } = await authorisedRequest()
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          (index + round) % 2 ? accept(owner.cookie, bookingId) : decline(owner.cookie, bookingId),
        ),
      )
      expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
      expect(responses.filter((response) => response.status === 409)).toHaveLength(19)
      const row = (await requestRow(bookingId))!
      const intent = (await intentRow(clientSecret))!
      const updates = (await emailsAbout(bookingId)).filter((email) => email.type === 'booking_request_update')
      if (row.request_status === 'accepted') {
        expect(row).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' })
        expect(intent.status).toBe('succeeded')
        expect(updates).toHaveLength(1)
      } else {
        expect(row).toMatchObject({ status: 'cancelled', payment_status: 'pending', request_status: 'declined' })
        expect(intent.status).toBe('canceled')
        expect(updates).toHaveLength(2)
      }
    }
  })

  it('races the expiry job against an accept at the boundary: one outcome, the card charged or released', async () => {
    for (let round = 0; round < 3; round++) {
      const { bookingId, clientSecret, owner } = await authorisedRequest()
      const expiresAt = (await requestRow(bookingId))!.request_expires_at!
      const [accepted, job] = await Promise.allSettled([
        acceptBookingRequest({
          ctx: { ...jobContext(expiresAt - 1), ownerId: owner.user.id },
          input: { id: bookingId },
        }),
        expireLapsedRequests({ ctx: jobContext(expiresAt) }),
      ])
      expect(job.status).toBe('fulfilled')
      const row = (await requestRow(bookingId))!
      const intent = (await intentRow(clientSecret))!
      if (accepted.status === 'fulfilled') {
        expect(row).toMatchObject({ status: 'confirmed', payment_status: 'succeeded', request_status: 'accepted' })
        expect(intent.status).toBe('succeeded')
      } else {
        expect(accepted.reason).toMatchObject({ status: 409 })
        expect(row).toMatchObject({ status: 'expired', payment_status: 'pending', request_status: 'expired' })
        expect(intent.status).toBe('canceled')
      }
    }
  })

  it('keeps another owner out: their request is 404 and their list is their own', async () => {
    const { bookingId, owner } = await authorisedRequest()
    const stranger = await signUpOwner()
    expect((await accept(stranger.cookie, bookingId)).status).toBe(404)
    expect((await decline(stranger.cookie, bookingId)).status).toBe(404)
    expect((await (await api(stranger.cookie).bookings.requests.$get()).json()).requests).toEqual([])
    expect((await requestRow(bookingId))?.request_status).toBe('pending')
    expect((await api().bookings.requests.$get()).status).toBe(401)
    // A booking that is not a request cannot be accepted.
    const instant = await heldBooking()
    const refused = await accept(instant.owner.cookie, instant.bookingId)
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).message).toBe('This booking is not a request to book.')
    expect((await accept(owner.cookie, bookingId)).status).toBe(200)
  })

  it('declines a declined card on a request as on any payment, and takes a good card after it', async () => {
    const held = await requestHold()
    const { clientSecret } = await (
      await api()['create-payment-intent'].$post(
        { json: { amount: held.amount, bookingId: held.bookingId } },
        { headers: fromNewClient() },
      )
    ).json()
    const declined = await payWithTestCard(clientSecret, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await requestRow(held.bookingId)).toMatchObject({ payment_status: 'failed', request_status: null })
    expect((await intentRow(clientSecret))?.status).toBe('requires_payment_method')
    expect((await payWithTestCard(clientSecret, '4242 4242 4242 4242')).status).toBe(200)
    expect(await requestRow(held.bookingId)).toMatchObject({ payment_status: 'authorized', request_status: 'pending' })
  })
})

describe('the offline provider’s manual capture', () => {
  it('authorises on confirmation, captures once, and releases only what is not captured', async () => {
    const provider = testModeProvider(createDb(env.DB))
    const manual = await provider.createIntent({
      amountCents: 5_000,
      description: 'Request',
      bookingId: null,
      purpose: 'no_booking',
      idempotencyKey: crypto.randomUUID(),
      captureMethod: 'manual',
    })
    // Not authorised yet: nothing to capture.
    await expect(provider.captureIntent(manual.id, 'key-1')).rejects.toMatchObject({ status: 409 })
    expect((await payWithTestCard(manual.clientSecret, '4242424242424242')).status).toBe(200)
    expect((await provider.retrieveIntent(manual.id))?.status).toBe('requires_capture')
    const captures = await Promise.all(Array.from({ length: 5 }, () => provider.captureIntent(manual.id, 'key-1')))
    expect(captures.map((intent) => intent.status)).toEqual(Array<string>(5).fill('succeeded'))
    // A charged intent cannot be released.
    expect((await provider.cancelIntent(manual.id))?.status).toBe('succeeded')

    const released = await provider.createIntent({
      amountCents: 5_000,
      description: 'Request',
      bookingId: null,
      purpose: 'no_booking',
      idempotencyKey: crypto.randomUUID(),
      captureMethod: 'manual',
    })
    expect((await payWithTestCard(released.clientSecret, '4242424242424242')).status).toBe(200)
    expect((await provider.cancelIntent(released.id))?.status).toBe('canceled')
    await expect(provider.captureIntent(released.id, 'key-2')).rejects.toMatchObject({
      status: 409,
      message: "This card authorisation was released, so it can't be charged.",
    })

    // An automatic intent is charged on confirmation, as before.
    const automatic = await provider.createIntent({
      amountCents: 5_000,
      description: 'Instant',
      bookingId: null,
      purpose: 'no_booking',
      idempotencyKey: crypto.randomUUID(),
    })
    expect((await payWithTestCard(automatic.clientSecret, '4242424242424242')).status).toBe(200)
    expect((await provider.retrieveIntent(automatic.id))?.status).toBe('succeeded')
  })
})

describe('a request with Stripe', () => {
  const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

  /** Stripe's PaymentIntents as the SDK meets them, for one booking; records what was asked of it. */
  function stripeAnswers(bookingId: string, amount: number) {
    const asked: { path: string; form: URLSearchParams; idempotencyKey: string | null }[] = []
    const intent = (status: string) => ({
      object: 'payment_intent',
      id: `pi_${bookingId}`,
      client_secret: `pi_${bookingId}_secret_abc`,
      amount,
      amount_capturable: status === 'requires_capture' ? amount : 0,
      amount_received: status === 'succeeded' ? amount : 0,
      currency: 'usd',
      capture_method: 'manual',
      status,
      metadata: { booking_id: bookingId, purpose: 'booking' },
    })
    const record = async (request: { text(): Promise<string>; headers: Headers }, path: string) =>
      asked.push({
        path,
        form: new URLSearchParams(await request.text()),
        idempotencyKey: request.headers.get('idempotency-key'),
      })
    server.use(
      http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
        await record(request, 'create')
        return HttpResponse.json(intent('requires_payment_method'))
      }),
      http.post('https://api.stripe.com/v1/payment_intents/:id/capture', async ({ request }) => {
        await record(request, 'capture')
        return HttpResponse.json(intent('succeeded'))
      }),
      http.post('https://api.stripe.com/v1/payment_intents/:id/cancel', async ({ request }) => {
        await record(request, 'cancel')
        return HttpResponse.json(intent('canceled'))
      }),
    )
    const authorised = (id: string) => ({
      id,
      object: 'event',
      type: 'payment_intent.amount_capturable_updated',
      data: { object: intent('requires_capture') },
    })
    return { asked, authorised }
  }

  async function stripeRequest() {
    const held = await requestHold()
    const stripe = stripeAnswers(held.bookingId, held.amount * 100)
    const created = await api({ env: stripeEnv })['create-payment-intent'].$post(
      { json: { amount: held.amount, bookingId: held.bookingId } },
      { headers: fromNewClient() },
    )
    expect(await created.json()).toMatchObject({ request: true, clientSecret: `pi_${held.bookingId}_secret_abc` })
    return { ...held, ...stripe }
  }

  it('asks for manual capture, applies repeated authorisation webhooks once, and captures with one key per booking', async () => {
    const { bookingId, owner, asked, authorised } = await stripeRequest()
    expect(asked).toHaveLength(1)
    expect(asked[0]!.form.get('capture_method')).toBe('manual')
    expect(asked[0]!.idempotencyKey).toBe(`request-${bookingId}-40000`)

    // The same event five times at once, then another delivery of the same authorisation.
    const deliveries = await Promise.all(
      Array.from({ length: 5 }, () => signedDelivery(authorised('evt_auth_1'), { env: stripeEnv })),
    )
    expect(deliveries.map((response) => response.status)).toEqual(Array<number>(5).fill(200))
    expect((await signedDelivery(authorised('evt_auth_2'), { env: stripeEnv })).status).toBe(200)
    expect(await requestRow(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'authorized',
      request_status: 'pending',
      payment_intent_id: `pi_${bookingId}`,
    })
    expect((await emailsAbout(bookingId)).filter((row) => row.type === 'booking_request')).toHaveLength(2)
    // Nothing was released: both reports name the request's own authorisation.
    expect(asked.filter((call) => call.path === 'cancel')).toHaveLength(0)

    const accepted = await api({ cookie: owner.cookie, env: stripeEnv }).bookings[':id'].accept.$post({
      param: { id: bookingId },
    })
    expect(accepted.status).toBe(200)
    const captures = asked.filter((call) => call.path === 'capture')
    expect(captures).toHaveLength(1)
    expect(captures[0]!.idempotencyKey).toBe(`capture-${bookingId}`)
    expect(await requestRow(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' })
    // Stripe's own success event for the capture changes nothing more.
    const succeeded = {
      id: 'evt_captured',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          object: 'payment_intent',
          id: `pi_${bookingId}`,
          amount: 40_000,
          amount_received: 40_000,
          status: 'succeeded',
          metadata: { booking_id: bookingId },
        },
      },
    }
    expect((await signedDelivery(succeeded)).status).toBe(200)
    expect((await emailsAbout(bookingId)).filter((row) => row.type === 'payment_confirmation')).toHaveLength(1)
  })

  it('releases the authorisation at Stripe when the owner declines', async () => {
    const { bookingId, owner, asked, authorised } = await stripeRequest()
    expect((await signedDelivery(authorised('evt_auth_decline'), { env: stripeEnv })).status).toBe(200)
    const declined = await api({ cookie: owner.cookie, env: stripeEnv }).bookings[':id'].decline.$post({
      param: { id: bookingId },
    })
    expect(declined.status).toBe(200)
    expect(asked.filter((call) => call.path === 'cancel')).toHaveLength(1)
    expect(asked.filter((call) => call.path === 'capture')).toHaveLength(0)
    expect(await requestRow(bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'pending',
      request_status: 'declined',
    })
  })

  it('says so when Stripe cannot capture, and leaves the request pending for another try', async () => {
    const { bookingId, owner, authorised } = await stripeRequest()
    expect((await signedDelivery(authorised('evt_auth_fail'), { env: stripeEnv })).status).toBe(200)
    server.use(
      http.post('https://api.stripe.com/v1/payment_intents/:id/capture', () =>
        HttpResponse.json({ error: { type: 'api_error', message: 'Stripe is down' } }, { status: 500 }),
      ),
    )
    const failed = await api({ cookie: owner.cookie, env: stripeEnv }).bookings[':id'].accept.$post({
      param: { id: bookingId },
    })
    expect(failed.status).toBe(502)
    expect((await errorOf(failed)).message).toBe(
      "The renter's card could not be charged: The payment provider could not be reached. Please try again. The request is still waiting for your answer: try again, or decline it.",
    )
    const row = (await requestRow(bookingId))!
    expect(row).toMatchObject({
      status: 'pending',
      payment_status: 'authorized',
      request_status: 'pending',
      request_answered_at: null,
    })
    expect(row.held_until).toBe(row.request_expires_at)
    expect((await emailsAbout(bookingId)).filter((email) => email.type === 'booking_request_update')).toEqual([])
  })
})
