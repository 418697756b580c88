/**
 * The record of money received: every success the provider reports becomes one row per intent
 * (written in the same batch as the success's other effects), so no payment arrives unrecorded,
 * whatever it paid for. A success that paid for nothing we could apply says why it must be refunded.
 */
import type { RequestContext } from '../../db/owned'
import { sql, type SQL } from 'drizzle-orm'
import type { PaymentPurpose } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { isDuplicateEvent, type PaymentOutcome } from './payment-events'

interface ReceivedPayment {
  paymentIntentId: string
  purpose: PaymentPurpose | null
  bookingId: string | null
  amountCents: number | null
  outcome: PaymentOutcome
  /** SQL text (or null) for why this success must be refunded, judged inside the batch. */
  refundReason: SQL
  now: number
}

const REFUND_REPLACED_OR_UNKNOWN =
  'Paid an intent that no longer pays for anything (replaced by a newer payment, or not ours): refund this payment.'

/** The row a success adds (once per intent) or the mark a whole refund leaves; a failure or an authorisation writes nothing. */
export function receivedPaymentStatement(payment: ReceivedPayment): SQL[] {
  const { paymentIntentId: id, now } = payment
  // An authorisation moved no money yet: the capture's success records it.
  if (payment.outcome === 'failed' || payment.outcome === 'authorized') return []
  const status = payment.outcome === 'refunded' ? 'refunded' : 'succeeded'
  return [
    sql`insert into received_payments (payment_intent_id, purpose, booking_id, amount_cents, status, refund_reason, created_at, updated_at)
        values (${id}, ${payment.purpose}, ${payment.bookingId}, ${payment.amountCents}, ${status}, ${payment.refundReason}, ${now}, ${now})
        on conflict (payment_intent_id) do update set
          status = case when excluded.status = 'refunded' then 'refunded' else received_payments.status end,
          updated_at = excluded.updated_at`,
  ]
}

interface UnplacedPaymentEvent {
  id: string
  type: string
  outcome: PaymentOutcome
  paymentIntentId: string
  amountCents: number | null
  purpose: PaymentPurpose | null
}

/**
 * An outcome for an intent that pays no booking and no fees we hold: a payment made without a
 * booking (kept as it is) or one nothing is waiting for any more (kept, marked for a refund).
 * `alsoWrite`: the reporter's own record of the outcome (the test-mode intent), in the same batch.
 */
export async function applyUnplacedPaymentEvent({
  ctx: { db, now },
  input: { event, alsoWrite = [] },
}: {
  ctx: RequestContext
  input: { event: UnplacedPaymentEvent; alsoWrite?: SQL[] }
}): Promise<'applied' | 'duplicate'> {
  if (await db.get(sql`select 1 from payment_events where id = ${event.id}`)) return 'duplicate'
  const refundReason = event.purpose === 'no_booking' ? sql`null` : sql`${REFUND_REPLACED_OR_UNKNOWN}`
  try {
    await runBatch(db, [
      sql`insert into payment_events (id, type, booking_id, created_at) values (${event.id}, ${event.type}, null, ${now})`,
      ...receivedPaymentStatement({ ...event, bookingId: null, refundReason, now }),
      ...alsoWrite,
    ])
  } catch (error) {
    if (isDuplicateEvent(error)) return 'duplicate'
    throw error
  }
  return 'applied'
}
