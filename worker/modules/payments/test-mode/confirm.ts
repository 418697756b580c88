/**
 * The test-mode card form's submit: judge the card as Stripe's test mode would, then report the
 * outcome through the same handlers Stripe's webhook uses.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { testPaymentIntents } from '../../../db/schema'
import { AppError, notFound } from '../../../lib/errors'
import type { Mailer } from '../../notifications'
import { applyFeePaymentEvent } from '../apply-fee-outcome'
import { applyPaymentEvent, type PaymentOutcome } from '../apply-outcome'
import { payableBooking } from '../service'
import { judgeTestCard, type TestCard } from './cards'

export async function confirmTestPayment({
  db,
  mailer,
  clientSecret,
  card,
  now,
}: {
  db: Db
  mailer: Mailer
  clientSecret: string
  card: TestCard
  now: number
}) {
  const intent = await db.query.testPaymentIntents.findFirst({
    where: eq(testPaymentIntents.clientSecret, clientSecret),
  })
  if (!intent) throw notFound('That payment')
  if (intent.status === 'succeeded') return { paymentIntentId: intent.id, status: intent.status }
  // A hold that lapsed while the renter typed may already be someone else's dates: no charge.
  if (intent.bookingId) await payableBooking(db, intent.bookingId, now)

  // As Stripe's webhook would: to the booking the intent pays, else to the lead fees it pays.
  const report = async (event: { id: string; type: string; outcome: PaymentOutcome }) => {
    const paid = { ...event, paymentIntentId: intent.id, amountCents: intent.amountCents }
    if (intent.bookingId) await applyPaymentEvent(db, mailer, { ...paid, bookingId: intent.bookingId }, now)
    else await applyFeePaymentEvent(db, paid, now)
  }

  const verdict = judgeTestCard(card, new Date(now))
  if (!verdict.ok) {
    await db
      .update(testPaymentIntents)
      .set({ lastError: verdict.message, updatedAt: now })
      .where(eq(testPaymentIntents.id, intent.id))
    await report({
      id: `test_${intent.id}_failed_${now}_${crypto.randomUUID()}`,
      type: 'payment_intent.payment_failed',
      outcome: 'failed',
    })
    throw new AppError(402, verdict.code, verdict.message, { [verdict.field]: [verdict.message] })
  }

  await db
    .update(testPaymentIntents)
    .set({ status: 'succeeded', lastError: null, updatedAt: now })
    .where(eq(testPaymentIntents.id, intent.id))
  await report({ id: `test_${intent.id}_succeeded`, type: 'payment_intent.succeeded', outcome: 'succeeded' })
  return { paymentIntentId: intent.id, status: 'succeeded' }
}
