/**
 * Where an intent's outcome goes, whoever reports it (Stripe's webhook, the test-mode card form, the
 * payer's return): to the booking it pays, else to the lead fees waiting on it, else to the record
 * of payments made for nothing we hold. Every success ends in received_payments either way.
 */
import type { RequestContext } from '../../db/owned'
import type { SQL } from 'drizzle-orm'
import type { PaymentPurpose } from '../../db/schema'
import type { Mailer } from '../../lib/email/mailer'
import { applyFeePaymentEvent, paysFees } from './apply-fee-outcome'
import { applyPaymentEvent } from './apply-outcome'
import type { PaymentOutcome } from './payment-events'
import { applyUnplacedPaymentEvent } from './received'

export interface IntentEvent {
  /** The provider's event id (or a deterministic id for events we observe ourselves). */
  id: string
  type: string
  outcome: PaymentOutcome
  paymentIntentId: string
  amountCents: number | null
  bookingId: string | null
  purpose: PaymentPurpose | null
}

export async function applyIntentEvent({
  ctx,
  input: {
    event: { bookingId, ...event },
    alsoWrite = [],
  },
}: {
  ctx: RequestContext & { mailer: Mailer }
  input: { event: IntentEvent; alsoWrite?: SQL[] }
}) {
  const { db } = ctx
  // A booking's refunds never come here: the webhook copies them from the provider (refunds/sync.ts).
  if (bookingId && event.outcome !== 'refunded')
    return applyPaymentEvent({ ctx, input: { event: { ...event, outcome: event.outcome, bookingId }, alsoWrite } })
  if (await paysFees({ ctx: { db }, input: { intentId: event.paymentIntentId } }))
    return applyFeePaymentEvent({ ctx, input: { event, alsoWrite } })
  return applyUnplacedPaymentEvent({ ctx, input: { event, alsoWrite } })
}
