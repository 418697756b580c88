/**
 * Where a payer lands after paying (/payment-success, My Bookings): what the provider says of their
 * payment, never what the address claims. The intent's client secret proves the payment is theirs,
 * as it does at Stripe. A success is applied here as the webhook would (whichever comes second changes
 * nothing), so the booking shown is already confirmed.
 */
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import type { RequestContext } from '../../db/owned'
import { notFound } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { renterBookingById } from '../bookings'
import type { Mailer } from '../../lib/email/mailer'
import { applyIntentEvent } from './apply-intent-event'
import type { PaymentProvider, ProviderIntent } from './provider'
import type { PaymentReceiptQuery } from './schemas'

const encode = (text: string) => new TextEncoder().encode(text)
const sameSecret = (stored: string, given: string) => constantTimeEqual(encode(stored), encode(given))

/**
 * 'paid', 'authorized' (a request to book's card held, not charged), 'processing' (the bank has yet
 * to say) or 'unpaid' (declined, abandoned, cancelled or released).
 */
const receiptStatus = (intent: ProviderIntent) =>
  intent.status === 'succeeded'
    ? 'paid'
    : intent.status === 'requires_capture'
      ? 'authorized'
      : intent.status === 'processing'
        ? 'processing'
        : 'unpaid'

export async function paymentReceipt({
  ctx,
  input: query,
}: {
  ctx: RequestContext & { mailer: Mailer; provider: PaymentProvider }
  input: PaymentReceiptQuery
}) {
  const intent = await ctx.provider.retrieveIntent(query.paymentIntent)
  if (!intent || !sameSecret(intent.clientSecret, query.clientSecret)) throw notFound('That payment')
  if (intent.status === 'succeeded' || intent.status === 'requires_capture')
    await applyIntentEvent({
      ctx,
      input: {
        event: {
          ...(intent.status === 'succeeded'
            ? { id: `confirmed_${intent.id}`, type: 'payment_intent.succeeded', outcome: 'succeeded' as const }
            : {
                id: `authorized_${intent.id}`,
                type: 'payment_intent.amount_capturable_updated',
                outcome: 'authorized' as const,
              }),
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
          bookingId: intent.bookingId,
          purpose: intent.purpose,
        },
      },
    })
  return {
    status: receiptStatus(intent),
    amount: fromCents(intent.amountCents),
    booking: intent.bookingId ? await renterBookingById({ ctx, input: { bookingId: intent.bookingId } }) : null,
  }
}
