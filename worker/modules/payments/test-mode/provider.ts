/** The offline payment provider: intents and refunds live in D1, and the test-mode card form confirms intents. */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { encodeHexLowerCase } from '@oslojs/encoding'
import type { Db } from '../../../db/client'
import { testPaymentIntents, testPaymentRefunds } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import { formatDollars } from '../../../lib/shared/money'
import { refundRefused, type PaymentProvider, type ProviderIntent, type ProviderRefund } from '../provider'

type IntentRow = typeof testPaymentIntents.$inferSelect
type RefundRow = typeof testPaymentRefunds.$inferSelect

const randomHex = (bytes: number) => encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(bytes)))

export const toProviderIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  status: row.status,
  bookingId: row.bookingId,
  purpose: row.purpose,
})

/**
 * The table keeps no metadata, so a refund's id carries ours (Stripe: metadata.refund_id): a retry
 * finds the refund an earlier attempt made, as it would at Stripe.
 */
const REFUND_ID_PREFIX = 're_test_'
const toProviderRefund = (row: RefundRow): ProviderRefund => ({
  id: row.id,
  amountCents: row.amountCents,
  status: row.status,
  refundId: row.id.startsWith(REFUND_ID_PREFIX) ? row.id.slice(REFUND_ID_PREFIX.length) : null,
})

/** What is still refundable on an intent: its amount once paid, less every refund not failed. */
const unrefundedCents = (paymentIntentId: string) =>
  sql`((select amount_cents from test_payment_intents where id = ${paymentIntentId} and status = 'succeeded')
       - (select coalesce(sum(amount_cents), 0) from test_payment_refunds where payment_intent_id = ${paymentIntentId} and status <> 'failed'))`

export function testModeProvider(db: Db): PaymentProvider {
  const refundByKey = (idempotencyKey: string) =>
    db.query.testPaymentRefunds.findFirst({ where: eq(testPaymentRefunds.idempotencyKey, idempotencyKey) })
  return {
    mode: 'test',
    async createIntent({ amountCents, description, bookingId, purpose, idempotencyKey, captureMethod = 'automatic' }) {
      const id = `pi_test_${randomHex(12)}`
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomHex(16)}`,
          idempotencyKey,
          amountCents,
          captureMethod,
          currency: 'usd',
          description,
          bookingId,
          purpose,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
      const row = await db.query.testPaymentIntents.findFirst({
        where: eq(testPaymentIntents.idempotencyKey, idempotencyKey),
      })
      return toProviderIntent(row!)
    },
    async retrieveIntent(id) {
      const row = await db.query.testPaymentIntents.findFirst({ where: eq(testPaymentIntents.id, id) })
      return row ? toProviderIntent(row) : null
    },
    // One conditional statement, as Stripe decides: a card being charged (processing) or paid is left
    // as it is; an authorised card not yet charged (requires_capture) is released.
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: Date.now() })
        .where(
          and(
            eq(testPaymentIntents.id, id),
            inArray(testPaymentIntents.status, ['requires_payment_method', 'requires_capture']),
          ),
        )
      return this.retrieveIntent(id)
    },
    // As Stripe: only an authorised card is charged, in one conditional statement, so of two captures
    // at once one charges; a capture repeated (the same key) finds it charged and answers the intent.
    async captureIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', updatedAt: Date.now() })
        .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'requires_capture')))
      const intent = await this.retrieveIntent(id)
      if (intent?.status === 'succeeded') return intent
      throw new AppError(
        409,
        'payment_intent_unexpected_state',
        intent?.status === 'canceled'
          ? "This card authorisation was released, so it can't be charged."
          : 'This payment has no authorised card to charge.',
      )
    },
    // As Stripe: the same key gives back the same refund, and no refund takes more than is left
    // unrefunded (checked in the insert itself, so two at once cannot both pass). It succeeds at once.
    async createRefund({ paymentIntentId, amountCents, idempotencyKey, refundId }) {
      const known = await refundByKey(idempotencyKey)
      if (known) return toProviderRefund(known)
      await db.run(sql`
        insert into test_payment_refunds (id, payment_intent_id, amount_cents, idempotency_key, status, created_at)
        select ${REFUND_ID_PREFIX + refundId}, ${paymentIntentId}, ${amountCents}, ${idempotencyKey}, 'succeeded', ${Date.now()}
        where ${amountCents} > 0 and ${amountCents} <= ${unrefundedCents(paymentIntentId)}
        on conflict do nothing`)
      const made = await refundByKey(idempotencyKey)
      if (made) return toProviderRefund(made)
      const left = await db.get<{ cents: number | null }>(sql`select ${unrefundedCents(paymentIntentId)} as cents`)
      throw refundRefused(
        left?.cents == null
          ? 'This payment was never made, so nothing can be refunded'
          : `Refund amount (${formatDollars(amountCents)}) is greater than the unrefunded amount on the payment (${formatDollars(left.cents)})`,
      )
    },
    async listRefunds(paymentIntentId) {
      const rows = await db.query.testPaymentRefunds.findMany({
        where: eq(testPaymentRefunds.paymentIntentId, paymentIntentId),
      })
      return rows.map(toProviderRefund)
    },
  }
}
