/**
 * Our refunds as the provider has them: every refund of a payment intent, read from the provider
 * (never from an event's copy), written over ours. A refund we asked for is found by the id we gave
 * it (Stripe: metadata.refund_id) or by its provider id; one made at the provider (Stripe's
 * dashboard) becomes a row of reason 'provider'. Then the booking's payment status follows. Since
 * it copies the provider's current state, a repeated or late event, or a retry, changes nothing twice.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { runBatch } from '../../../db/batch'
import type { PaymentProvider, ProviderRefund } from '../provider'
import { refundStateStatements } from './amounts'

export interface RefundContext {
  db: Db
  now: number
  provider: PaymentProvider
}

/** The booking a payment intent pays, as a refund row names it. */
export interface RefundedPayment {
  paymentIntentId: string
  bookingId: string
  ownerId: string
}

function syncStatements(refund: ProviderRefund, payment: RefundedPayment, now: number): SQL[] {
  const { paymentIntentId: intent } = payment
  // Ours, the first time its provider id is seen (the answer to our request may come after the event).
  const ours = refund.refundId
    ? [
        sql`update refunds set provider_refund_id = ${refund.id}, status = ${refund.status}, amount_cents = ${refund.amountCents}, updated_at = ${now}
            where id = ${refund.refundId} and payment_intent_id = ${intent} and provider_refund_id is null`,
      ]
    : []
  return [
    ...ours,
    // Ours by its provider id, or one made at the provider: inserted once (the provider id is unique).
    sql`insert into refunds (id, owner_id, booking_id, payment_intent_id, amount_cents, reason, status, provider_refund_id, created_at, updated_at)
        values (${crypto.randomUUID()}, ${payment.ownerId}, ${payment.bookingId}, ${intent}, ${refund.amountCents}, 'provider', ${refund.status}, ${refund.id}, ${now}, ${now})
        on conflict (provider_refund_id) do update set status = excluded.status, amount_cents = excluded.amount_cents, updated_at = excluded.updated_at
        where refunds.status <> excluded.status or refunds.amount_cents <> excluded.amount_cents`,
  ]
}

/** `alsoWrite`: the caller's own record (the webhook event's id), in the same batch. */
export async function syncRefunds({
  ctx: { db, now, provider },
  input: { payment, alsoWrite = [] },
}: {
  ctx: RefundContext
  input: { payment: RefundedPayment; alsoWrite?: SQL[] }
}) {
  const listed = await provider.listRefunds(payment.paymentIntentId)
  await runBatch(db, [
    ...listed.flatMap((refund) => syncStatements(refund, payment, now)),
    ...refundStateStatements(payment.paymentIntentId, now),
    ...alsoWrite,
  ])
  return listed
}
