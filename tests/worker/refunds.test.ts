/**
 * A renter's cancellation with the offline test-mode provider: found by the booking's id and email,
 * the stored policy decides the refund line by line, the grace after booking refunds it all, an
 * unpaid hold just frees its nights, and ten clicks at once refund once. (An owner's cancellations:
 * refunds-owner.test.ts; through Stripe: refunds-stripe.test.ts.)
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { formatInZone } from '../../worker/lib/shared/zoned-time'
import { dayFromToday } from '../helpers/fleet'
import { fromNewClient, heldBooking } from '../helpers/payments'
import {
  bookingState,
  DAY,
  moderatePolicy,
  paidBooking,
  QUOTE,
  refundRows,
  renterCancellation,
  sellAtQuote,
  testModeRefunds,
} from '../helpers/refunds'
import { api, errorOf } from '../helpers/worker-client'

const emailsAbout = async (bookingId: string) =>
  (
    await env.DB.prepare(
      "select email, subject, content from notifications where booking_id = ? and type = 'booking_status_update' order by email",
    )
      .bind(bookingId)
      .all<{ email: string; subject: string; content: string }>()
  ).results

describe("a renter's cancellation", () => {
  it('refunds 50 % of the rental 20 days before pickup on moderate, and add-ons, delivery and preparation whole', async () => {
    const { bookingId, email, owner } = await paidBooking({ startInDays: 20 })
    const renter = renterCancellation(bookingId, email)

    const preview = await renter.preview()
    expect(preview.status).toBe(200)
    const shown = await preview.json()
    const pickupAt = moderatePolicy(dayFromToday(20)).pickupAt
    const dropsAt = pickupAt - 7 * DAY
    expect(shown).toEqual({
      bookingId,
      cancellable: true,
      refusal: null,
      policy: { name: 'moderate', text: expect.stringContaining('Moderate'), tiers: expect.any(Array) },
      refund: {
        total: '575.00',
        percent: 50,
        reason: 'policy',
        lines: [
          { label: 'Test RV', amount: '800.00', percent: 50, refund: '400.00' },
          { label: 'Delivery', amount: '100.00', percent: 100, refund: '100.00' },
          { label: 'Preparation fee', amount: '50.00', percent: 100, refund: '50.00' },
          { label: 'Bikes', amount: '25.00', percent: 100, refund: '25.00' },
        ],
        nextDrop: { at: new Date(dropsAt).toISOString(), refund: '175.00' },
        deadlineText: `Cancel before ${formatInZone(dropsAt, 'UTC')} to get $575.00 back; after that $175.00`,
      },
    })

    const cancelled = await renter.cancel()
    expect(cancelled.status).toBe(200)
    expect(await cancelled.json()).toEqual({
      bookingId,
      status: 'cancelled',
      paymentStatus: 'partially_refunded',
      refund: { amount: '575.00', status: 'succeeded' },
    })
    expect(await bookingState(bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'partially_refunded',
      cancelled_by: 'renter',
    })
    const [row, ...others] = await refundRows(bookingId)
    expect(others).toEqual([])
    expect(row).toMatchObject({
      amount_cents: 57_500,
      reason: 'renter_cancelled',
      status: 'succeeded',
      idempotency_key: `cancel:${bookingId}`,
      provider_refund_id: `re_test_${row!.id}`,
    })
    const lines = JSON.parse(row!.lines!) as { refundCents: number }[]
    expect(lines.map((line) => line.refundCents)).toEqual([40_000, 10_000, 5_000, 2_500])
    expect(await testModeRefunds(bookingId)).toEqual([
      { id: `re_test_${row!.id}`, amount_cents: 57_500, idempotency_key: `cancel:${bookingId}` },
    ])
    // The received payment keeps its status until all of it has gone back.
    expect(
      await env.DB.prepare(
        'select rp.status from received_payments rp join bookings b on b.payment_intent_id = rp.payment_intent_id where b.id = ?',
      )
        .bind(bookingId)
        .first('status'),
    ).toBe('succeeded')

    // The renter is told what comes back; the owner is told who cancelled and what was refunded.
    const emails = await emailsAbout(bookingId)
    const toRenter = emails.find((sent) => sent.email === email)
    const toOwner = emails.find((sent) => sent.email === owner.email)
    expect(toRenter).toMatchObject({ email, subject: 'Your booking is cancelled' })
    expect(toRenter!.content).toContain('We are refunding $575.00 to the card you paid with')
    expect(toOwner).toMatchObject({ email: owner.email, subject: 'Rae Field cancelled their booking of Test RV' })
    expect(toOwner!.content).toContain('Refund to the renter by your cancellation policy: $575.00.')

    // Cancelled is final: a second try says so, and nothing more is refunded.
    const again = await renter.cancel()
    expect(again.status).toBe(409)
    expect((await errorOf(again)).message).toBe('This booking is already cancelled')
    expect(await (await renter.preview()).json()).toMatchObject({
      cancellable: false,
      refusal: 'This booking is already cancelled',
      refund: null,
    })
    expect(await testModeRefunds(bookingId)).toHaveLength(1)
  })

  it('refunds everything within the grace after booking', async () => {
    const { bookingId, email } = await paidBooking({ startInDays: 20, bookedAgo: 60_000 })
    const renter = renterCancellation(bookingId, email)
    expect(await (await renter.preview()).json()).toMatchObject({
      cancellable: true,
      refund: { total: '975.00', percent: 100, reason: 'grace', nextDrop: { refund: '575.00' } },
    })
    expect(await (await renter.cancel()).json()).toEqual({
      bookingId,
      status: 'cancelled',
      paymentStatus: 'refunded',
      refund: { amount: '975.00', status: 'succeeded' },
    })
    expect(
      await env.DB.prepare(
        'select rp.status from received_payments rp join bookings b on b.payment_intent_id = rp.payment_intent_id where b.id = ?',
      )
        .bind(bookingId)
        .first('status'),
    ).toBe('refunded')
  })

  it('cancels an unpaid hold with no refund, closes its payment and frees its nights', async () => {
    const held = await heldBooking({ startInDays: 40 })
    await sellAtQuote(held.bookingId)
    const checkout = await api({ headers: fromNewClient() })['create-payment-intent'].$post({
      json: { amount: QUOTE.totalCents / 100, bookingId: held.bookingId },
    })
    const { clientSecret } = await checkout.json()
    const renter = renterCancellation(held.bookingId, held.email)
    expect(await (await renter.preview()).json()).toMatchObject({
      cancellable: true,
      refund: { total: '0.00', nextDrop: null, deadlineText: null },
    })

    expect(await (await renter.cancel()).json()).toEqual({
      bookingId: held.bookingId,
      status: 'cancelled',
      paymentStatus: 'pending',
      refund: null,
    })
    expect(await refundRows(held.bookingId)).toEqual([])
    expect(
      await env.DB.prepare('select status from test_payment_intents where client_secret = ?')
        .bind(clientSecret)
        .first('status'),
    ).toBe('canceled')
    const [toRenter] = (await emailsAbout(held.bookingId)).filter(({ email }) => email === held.email)
    expect(toRenter!.content).not.toContain('refund')

    // The same nights can be held again.
    const { start, end } = (await env.DB.prepare(
      'select start_date as start, end_date as end from bookings where id = ?',
    )
      .bind(held.bookingId)
      .first<{ start: string; end: string }>())!
    const again = await api({ headers: fromNewClient() }).bookings.hold.$post({
      json: {
        rvId: held.rv.id,
        startDate: start,
        endDate: end,
        zipCode: '10001',
        firstName: 'Sam',
        lastName: 'Lee',
        email: 'sam@example.com',
        phone: '555-222-4444',
      },
    })
    expect(again.status).toBe(201)
  })

  it('makes exactly one refund of ten cancellations at once', async () => {
    const { bookingId, email } = await paidBooking()
    const renter = renterCancellation(bookingId, email)
    const responses = await Promise.all(Array.from({ length: 10 }, () => renter.cancel()))
    const statuses = responses.map((response) => response.status).sort()
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)])
    for (const response of responses.filter(({ status }) => status === 409))
      expect((await errorOf(response)).message).toBe('This booking is already cancelled')
    expect(await refundRows(bookingId)).toHaveLength(1)
    expect(await testModeRefunds(bookingId)).toHaveLength(1)
    expect(await emailsAbout(bookingId)).toHaveLength(2)
    expect(
      await env.DB.prepare(
        "select count(*) as n from booking_status_changes where booking_id = ? and to_status = 'cancelled'",
      )
        .bind(bookingId)
        .first('n'),
    ).toBe(1)
  })

  it('answers a wrong booking id or email with the same 404 as the lookup', async () => {
    const { bookingId, email } = await paidBooking()
    const lookup = await api({ headers: fromNewClient() }).bookings.lookup.$get({
      query: { bookingId, email: 'someone@example.com' },
    })
    expect(lookup.status).toBe(404)
    const expected = await errorOf(lookup)
    for (const [id, address] of [
      [bookingId, 'someone@example.com'],
      [crypto.randomUUID(), email],
    ] as const) {
      const renter = renterCancellation(id, address)
      for (const response of [await renter.preview(), await renter.cancel()]) {
        expect(response.status).toBe(404)
        expect(await errorOf(response)).toEqual(expected)
      }
    }
    expect((await bookingState(bookingId))?.status).toBe('confirmed')
  })

  it('sends a booking sold before policies were kept, and a trip under way, to the owner', async () => {
    const { bookingId, email, owner } = await paidBooking({ withPolicy: false })
    const renter = renterCancellation(bookingId, email)
    expect(await (await renter.preview()).json()).toMatchObject({
      cancellable: false,
      refusal: 'Contact the owner to cancel this booking',
      policy: null,
      refund: null,
    })
    const refused = await renter.cancel()
    expect(refused.status).toBe(409)
    expect((await errorOf(refused)).message).toBe('Contact the owner to cancel this booking')

    await env.DB.prepare("update bookings set status = 'in_progress' where id = ?").bind(bookingId).run()
    const started = await renter.cancel()
    expect(started.status).toBe(409)
    expect((await errorOf(started)).message).toBe('Your trip has started. Contact the owner to change it.')
    expect(await refundRows(bookingId)).toEqual([])
    expect(owner.email).toBeTruthy()
  })
})
