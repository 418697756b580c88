/** The offline payment provider: intents live in D1, and the test-mode card form confirms them. */
import { eq } from 'drizzle-orm'
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
})

export function testModeProvider(db: Db): PaymentProvider {
  return {
    mode: 'test',
    async createIntent({ amountCents, description, bookingId, idempotencyKey }) {
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
  }
}
