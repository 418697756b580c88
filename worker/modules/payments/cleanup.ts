/** Payment records kept only while they can matter: failed attempts and unpaid test-mode intents. */
import { and, lt, eq, notInArray } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { paymentEvents, testPaymentIntents } from '../../db/schema'

/** Stripe retries a webhook for up to 3 days; a month covers any redelivery of a failure. */
const FAILED_EVENT_RETENTION_MS = 30 * 86_400_000
/** A test-mode intent nobody paid within a day is abandoned. */
const UNPAID_TEST_INTENT_RETENTION_MS = 86_400_000

export async function deleteStalePaymentRecords({ ctx: { db, now } }: { ctx: RequestContext }) {
  const [events, intents] = await db.batch([
    db
      .delete(paymentEvents)
      .where(
        and(
          eq(paymentEvents.type, 'payment_intent.payment_failed'),
          lt(paymentEvents.createdAt, now - FAILED_EVENT_RETENTION_MS),
        ),
      ),
    db.delete(testPaymentIntents).where(
      and(
        // An authorised card (a request still waiting for its owner) is not abandoned.
        notInArray(testPaymentIntents.status, ['succeeded', 'requires_capture']),
        lt(testPaymentIntents.createdAt, now - UNPAID_TEST_INTENT_RETENTION_MS),
      ),
    ),
  ])
  return { failedEvents: events.meta.changes, testIntents: intents.meta.changes }
}
