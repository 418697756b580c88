/** The offline payment provider: intents live in D1, and the test-mode card form confirms them. */
import { and, eq, inArray } from 'drizzle-orm'
import { encodeHexLowerCase } from '@oslojs/encoding'
import type { Db } from '../../../db/client'
import { testPaymentIntents } from '../../../db/schema'
import type { PaymentProvider, ProviderIntent } from '../provider'

type IntentRow = typeof testPaymentIntents.$inferSelect

const randomHex = (bytes: number) => encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(bytes)))

export const toProviderIntent = (row: IntentRow): ProviderIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  status: row.status,
  bookingId: row.bookingId,
  purpose: row.purpose,
})

export function testModeProvider(db: Db): PaymentProvider {
  return {
    mode: 'test',
    async createIntent({ amountCents, description, bookingId, purpose, idempotencyKey }) {
      const id = `pi_test_${randomHex(12)}`
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomHex(16)}`,
          idempotencyKey,
          amountCents,
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
    // One conditional statement, as Stripe decides: a card being charged (processing) or paid is left as it is.
    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: Date.now() })
        .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, ['requires_payment_method'])))
      return this.retrieveIntent(id)
    },
  }
}
