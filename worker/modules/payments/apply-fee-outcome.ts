/**
 * The one place a payment outcome changes an owner's lead fees (the intent was recorded on exactly
 * the fees it pays). As with bookings, outcomes only move forward and the event id is recorded in
 * the same batch as its effects, so repeated or reordered events end in one state: a refund from
 * any state, a success from pending or failed (and only for the fees' whole sum), a failure from
 * pending.
 */
import type { RequestContext } from '../../db/owned'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { runBatch } from '../../db/batch'
import { isDuplicateEvent, type PaymentOutcome } from './payment-events'
import { applyUnplacedPaymentEvent, receivedPaymentStatement } from './received'

export interface FeePaymentEvent {
  id: string
  type: string
  outcome: Exclude<PaymentOutcome, 'authorized'>
  paymentIntentId: string
  amountCents: number | null
}

const FEES_MISMATCH_NOTE = 'Paid a different amount than the lead fees it was for: refund this payment.'

/** Whether any fee is waiting on this intent: an event for an intent we never made fees for is not ours. */
export const paysFees = async ({
  ctx: { db },
  input: { intentId },
}: {
  ctx: { db: Db }
  input: { intentId: string }
}) => Boolean(await db.get(sql`select 1 from business_payments where payment_intent_id = ${intentId} limit 1`))

/**
 * `alsoWrite`: the reporter's own record of the outcome (the test-mode intent), written in the same batch.
 * An intent no fee waits on any more (replaced by a newer one) is still recorded, for a refund.
 */
export async function applyFeePaymentEvent({
  ctx: { db, now },
  input: { event, alsoWrite = [] },
}: {
  ctx: RequestContext
  input: { event: FeePaymentEvent; alsoWrite?: SQL[] }
}): Promise<'applied' | 'duplicate'> {
  if (await db.get(sql`select 1 from payment_events where id = ${event.id}`)) return 'duplicate'
  if (!(await paysFees({ ctx: { db }, input: { intentId: event.paymentIntentId } })))
    return applyUnplacedPaymentEvent({
      ctx: { db, now },
      input: { event: { ...event, purpose: 'lead_fees' }, alsoWrite },
    })
  const intent = event.paymentIntentId
  const feesSum = sql`(select sum(amount_cents) from business_payments where payment_intent_id = ${intent})`
  const fees = sql`business_payments.payment_intent_id = ${intent}`
  const feesStatus = {
    succeeded: sql`update business_payments set status = 'succeeded' where ${fees} and status in ('pending', 'failed')
                   and ${feesSum} = ${event.amountCents ?? -1}`,
    failed: sql`update business_payments set status = 'failed' where ${fees} and status = 'pending'`,
    refunded: sql`update business_payments set status = 'refunded' where ${fees} and status <> 'refunded'`,
  }[event.outcome]
  try {
    await runBatch(db, [
      sql`insert into payment_events (id, type, booking_id, created_at) values (${event.id}, ${event.type}, null, ${now})`,
      ...receivedPaymentStatement({
        ...event,
        purpose: 'lead_fees',
        bookingId: null,
        refundReason: sql`case when ${feesSum} = ${event.amountCents ?? -1} then null else ${FEES_MISMATCH_NOTE} end`,
        now,
      }),
      feesStatus,
      // Each lead shows what became of its fee.
      sql`update leads set payment_status = (select status from business_payments where lead_id = leads.id and payment_intent_id = ${intent}),
            payment_intent_id = ${intent}, updated_at = ${now}
          where id in (select lead_id from business_payments where payment_intent_id = ${intent} and lead_id is not null)`,
      ...alsoWrite,
    ])
  } catch (error) {
    if (isDuplicateEvent(error)) return 'duplicate'
    throw error
  }
  return 'applied'
}
