/**
 * What payments adds to requests to book (registered in worker/booking-extensions.ts): charging the
 * card an owner's acceptance captures, and releasing one declined or expired. Bookings claims each
 * answer before calling here, so only the winner of any race reaches the provider; the provider's
 * idempotency key (one per booking) makes a retried capture charge once.
 */
import { sql } from 'drizzle-orm'
import type { BookingExtension } from '../../bookings'
import { AppError } from '../../../lib/errors'
import { applyPaymentEvent } from '../apply-outcome'
import { configuredProvider, paymentProvider } from '../provider'

export const captureKey = (bookingId: string) => `capture-${bookingId}`

export const requestPaymentsExtension: BookingExtension = {
  requestPayments: {
    async capture({ ctx, input: { bookingId, paymentIntentId, alsoWrite } }) {
      const intent = await paymentProvider(ctx.env, ctx.db).captureIntent(paymentIntentId, captureKey(bookingId))
      if (intent.status !== 'succeeded')
        throw new AppError(
          409,
          'capture_failed',
          `The payment provider says this payment is ${intent.status.replaceAll('_', ' ')}, so nothing was charged`,
        )
      // Applied as any payment's success (a webhook for the same capture later changes nothing).
      await applyPaymentEvent({
        ctx,
        input: {
          event: {
            id: `captured_${intent.id}`,
            type: 'payment_intent.succeeded',
            bookingId,
            outcome: 'succeeded',
            paymentIntentId: intent.id,
            amountCents: intent.amountCents,
          },
          alsoWrite,
        },
      })
    },
    async release({ ctx: { db, env, now }, input: { bookingId, paymentIntentId } }) {
      const provider = configuredProvider(env, db)
      if (!provider) return false
      const intent = await provider.cancelIntent(paymentIntentId)
      // Charged after all (a capture won the race at the provider): the money is in, nothing to release.
      if (intent && intent.status !== 'canceled') return false
      await db.run(sql`
        update bookings set payment_status = 'pending', updated_at = ${now}
        where id = ${bookingId} and payment_status = 'authorized' and request_status in ('declined', 'expired')`)
      return true
    },
  },
}
