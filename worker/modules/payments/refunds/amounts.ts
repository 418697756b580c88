/**
 * The sums a refund is judged by, as SQL over one payment intent (a booking's card payment), so a
 * statement in a batch reads them as they stand when it runs: the card money that arrived, the
 * refunds made of it, and what the booking's payment status becomes from those.
 */
import { sql, type SQL } from 'drizzle-orm'

/** Card money that arrived for `intent`, refunded since or not (received_payments keeps one row per intent). */
export const cardPaidCents = (intent: SQL) =>
  sql`coalesce((select rp.amount_cents from received_payments rp where rp.payment_intent_id = ${intent}), 0)`

/** Refunds of `intent` with one of `statuses`. */
const refundSum = (intent: SQL, statuses: SQL) =>
  sql`coalesce((select sum(f.amount_cents) from refunds f where f.payment_intent_id = ${intent} and f.status in ${statuses}), 0)`

/** What has gone back to the card. */
export const succeededRefundCents = (intent: SQL) => refundSum(intent, sql`('succeeded')`)

/** What may still be refunded: the card money less every refund made or on its way (a pending one counts). */
export const refundableCents = (intent: SQL) =>
  sql`(${cardPaidCents(intent)} - ${refundSum(intent, sql`('succeeded', 'pending')`)})`

/**
 * The booking's payment status and the received payment's, from the refunds that went through:
 * refunded when they cover the card money, partially refunded below that. Only bookings that are
 * paid (or were, by this intent) and have a refund on record change: a state computed from the
 * provider's current refunds, so applying it again, or after events out of order, changes nothing.
 */
export function refundStateStatements(paymentIntentId: string, now: number): SQL[] {
  const intent = sql`${paymentIntentId}`
  const paid = cardPaidCents(intent)
  const back = succeededRefundCents(intent)
  const hasRefunds = sql`exists (select 1 from refunds f where f.payment_intent_id = ${intent})`
  const bookingStatus = sql`(case when ${back} >= ${paid} then 'refunded' when ${back} > 0 then 'partially_refunded' else 'succeeded' end)`
  const receivedStatus = sql`(case when ${back} >= ${paid} then 'refunded' else 'succeeded' end)`
  return [
    sql`update bookings set payment_status = ${bookingStatus}, updated_at = ${now}
        where payment_intent_id = ${intent} and payment_status in ('succeeded', 'partially_refunded', 'refunded')
          and ${paid} > 0 and ${hasRefunds} and payment_status <> ${bookingStatus}`,
    sql`update received_payments set status = ${receivedStatus}, updated_at = ${now}
        where payment_intent_id = ${intent} and ${paid} > 0 and ${hasRefunds} and status <> ${receivedStatus}`,
  ]
}
