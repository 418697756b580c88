/**
 * What payments adds to the booking lifecycle (registered in worker/booking-extensions.ts): an
 * owner's cancellation of a booking paid by card, alone or agreed with the renter (mutual), gives
 * all the card money back. The refund row is written in the move's own batch (so a cancelled paid
 * booking never lacks it), then the provider is asked once the move has committed; what that
 * leaves pending, the 10-minute job asks again. A renter's own cancellation writes its refund itself
 * (renter-cancellation.ts): its amount follows the policy, which only payments reads.
 */
import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import { bookings } from '../../../db/schema'
import { refundsWrittenStatements, type BookingExtension } from '../../bookings'
import { configuredProvider } from '../provider'
import { refundableCents } from './amounts'
import { requestRefund, unsentRefunds } from './send'

const FULL_REFUND_REASONS = { owner: 'owner_cancelled', mutual: 'mutual' } as const

export const paymentsBookingExtension: BookingExtension = {
  // A full refund has no lines: every line of the quote comes back whole.
  statusMoving: ({ movable, to, cancelledBy, now }) => {
    if (to !== 'cancelled' || (cancelledBy !== 'owner' && cancelledBy !== 'mutual')) return []
    const refundable = refundableCents(sql`bookings.payment_intent_id`)
    return [
      sql`insert into refunds (id, owner_id, booking_id, payment_intent_id, amount_cents, reason, status, idempotency_key, created_at, updated_at)
          select lower(hex(randomblob(16))), owner_id, id, payment_intent_id, ${refundable}, ${FULL_REFUND_REASONS[cancelledBy]}, 'pending',
                 'cancel:' || id, ${now}, ${now}
          from bookings where ${movable} and ${refundable} > 0`,
      ...refundsWrittenStatements({ bookings: movable, now }),
    ]
  },
  async statusMoved({ ctx, input: { bookingIds, to } }) {
    const provider = to === 'cancelled' ? configuredProvider(ctx.env, ctx.db) : null
    if (!provider) return
    for (const bookingId of bookingIds)
      for (const refund of await unsentRefunds({ ctx, input: { bookingId } }))
        await requestRefund({ ctx: { ...ctx, provider }, input: refund })
    // An unpaid booking's checkout is closed, so a payment page left open cannot pay a cancelled booking.
    const unpaid = await ctx.db
      .select({ intent: bookings.paymentIntentId })
      .from(bookings)
      .where(
        and(
          inArray(bookings.id, bookingIds),
          isNotNull(bookings.paymentIntentId),
          inArray(bookings.paymentStatus, ['pending', 'failed']),
        ),
      )
    for (const { intent } of unpaid) await provider.cancelIntent(intent!)
  },
}
