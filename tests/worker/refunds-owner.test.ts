/**
 * An owner's cancellation (test-mode provider): a paid booking is refunded in full, whether the
 * owner cancels alone (it counts against them) or both agree (mutual); an unpaid one just cancels;
 * and the owner's dashboard counts their own cancellations, all time and over the last 12 months.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday } from '../helpers/fleet'
import { fromNewClient, heldBooking } from '../helpers/payments'
import {
  bookingState,
  DAY,
  paidBooking,
  QUOTE,
  refundRows,
  renterCancellation,
  sellAtQuote,
  testModeRefunds,
} from '../helpers/refunds'
import { api, errorOf } from '../helpers/worker-client'

describe("an owner's cancellation", () => {
  const ownerCancels = (cookie: string, id: string, json: { status: 'cancelled'; mutual?: boolean }) =>
    api(cookie).bookings[':id'].status.$patch({ param: { id }, json })

  it('refunds a paid booking in full and counts against the owner', async () => {
    const { bookingId, owner } = await paidBooking()
    const response = await ownerCancels(owner.cookie, bookingId, { status: 'cancelled' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(await bookingState(bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
      cancelled_by: 'owner',
    })
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({
        amount_cents: QUOTE.totalCents,
        reason: 'owner_cancelled',
        status: 'succeeded',
        idempotency_key: `cancel:${bookingId}`,
      }),
    ])
    expect(await testModeRefunds(bookingId)).toHaveLength(1)
  })

  it('refunds a mutual cancellation in full too, and takes mutual only with a cancellation', async () => {
    const { bookingId, owner } = await paidBooking()
    const wrong = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: bookingId },
      json: { status: 'in_progress', mutual: true },
    })
    expect(wrong.status).toBe(400)
    expect((await errorOf(wrong)).message).toBe('Only a cancellation can be mutual')

    expect((await ownerCancels(owner.cookie, bookingId, { status: 'cancelled', mutual: true })).status).toBe(200)
    expect(await bookingState(bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'refunded',
      cancelled_by: 'mutual',
    })
    expect(await refundRows(bookingId)).toEqual([
      expect.objectContaining({ amount_cents: QUOTE.totalCents, reason: 'mutual', status: 'succeeded' }),
    ])
  })

  it('cancels an unpaid booking without a refund, and closes its open checkout', async () => {
    const held = await heldBooking()
    const checkout = await api({ headers: fromNewClient() })['create-payment-intent'].$post({
      json: { amount: held.amount, bookingId: held.bookingId },
    })
    const { clientSecret } = await checkout.json()
    expect((await ownerCancels(held.owner.cookie, held.bookingId, { status: 'cancelled' })).status).toBe(200)
    expect(
      await env.DB.prepare('select status from test_payment_intents where client_secret = ?')
        .bind(clientSecret)
        .first('status'),
    ).toBe('canceled')
    expect(await bookingState(held.bookingId)).toEqual({
      status: 'cancelled',
      payment_status: 'pending',
      cancelled_by: 'owner',
    })
    expect(await refundRows(held.bookingId)).toEqual([])
  })

  it('shows the owner their own cancellations on the dashboard: all time and the last 12 months', async () => {
    const first = await paidBooking()
    const { owner } = first
    const dashboard = async () =>
      (await (await api(owner.cookie).dashboard.$get({ query: { date: dayFromToday(0) } })).json()).ownerCancellations
    expect(await dashboard()).toEqual({ allTime: 0, last12Months: 0 })

    // Three more bookings of the same owner: cancelled by the owner, by both, by the renter.
    const customer = await (
      await api(owner.cookie).customers.$post({
        json: { email: 'walk.in@example.com', firstName: 'Walk', lastName: 'In' },
      })
    ).json()
    const book = async (days: number) => {
      const response = await api(owner.cookie).bookings.$post({
        json: {
          rvId: first.rv.id,
          customerId: customer.id,
          startDate: dayFromToday(days),
          endDate: dayFromToday(days + 2),
        },
      })
      expect(response.status).toBe(201)
      return (await response.json()).id
    }
    const [old, mutual] = [await book(100), await book(110)]
    expect((await ownerCancels(owner.cookie, first.bookingId, { status: 'cancelled' })).status).toBe(200)
    expect((await ownerCancels(owner.cookie, old, { status: 'cancelled' })).status).toBe(200)
    expect((await ownerCancels(owner.cookie, mutual, { status: 'cancelled', mutual: true })).status).toBe(200)
    const byRenter = await book(120)
    await sellAtQuote(byRenter)
    expect((await renterCancellation(byRenter, 'walk.in@example.com').cancel()).status).toBe(200)
    // One of the owner's cancellations happened 13 months ago.
    await env.DB.prepare(
      "update booking_status_changes set created_at = ? where booking_id = ? and to_status = 'cancelled'",
    )
      .bind(Date.now() - 400 * DAY, old)
      .run()

    expect(await dashboard()).toEqual({ allTime: 2, last12Months: 1 })
  })
})
