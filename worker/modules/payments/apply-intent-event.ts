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
import type { PaymentProvider } from './provider'
import { applyAuthorizationEvent } from './requests/authorize'
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
  /** `provider`: to release an authorisation nothing can use any more (requests/authorize.ts). */
  ctx: RequestContext & { mailer: Mailer; provider?: PaymentProvider | null }
  input: { event: IntentEvent; alsoWrite?: SQL[] }
}) {
  const { db } = ctx
  // A request to book's card authorised: the booking waits for its owner's answer.
  if (bookingId && event.outcome === 'authorized')
    return applyAuthorizationEvent({ ctx, input: { event: { ...event, bookingId }, alsoWrite } })
  // A booking's refunds never come here: the webhook copies them from the provider (refunds/sync.ts).
  if (bookingId && event.outcome !== 'refunded' && event.outcome !== 'authorized')
    return applyPaymentEvent({ ctx, input: { event: { ...event, outcome: event.outcome, bookingId }, alsoWrite } })
  // Fees are never paid by authorisation; one reported anyway is recorded as an event and nothing more.
  if (event.outcome !== 'authorized' && (await paysFees({ ctx: { db }, input: { intentId: event.paymentIntentId } })))
    return applyFeePaymentEvent({ ctx, input: { event: { ...event, outcome: event.outcome }, alsoWrite } })
  return applyUnplacedPaymentEvent({ ctx, input: { event, alsoWrite } })
}
