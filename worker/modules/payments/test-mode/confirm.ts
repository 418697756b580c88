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

  // As Stripe's webhook would: to the booking the intent pays, else to the lead fees it pays. The
  // intent's own change goes in the same batch, so a failure leaves both as they were and a retry
  // (which returns early once the intent succeeded) never skips the booking's payment.
  const report = async (
    event: { id: string; type: string; outcome: PaymentOutcome },
    intentChange: Partial<typeof testPaymentIntents.$inferInsert>,
  ) => {
    const paid = { ...event, paymentIntentId: intent.id, amountCents: intent.amountCents }
    const change = [
      db
        .update(testPaymentIntents)
        .set({ ...intentChange, updatedAt: now })
        .where(eq(testPaymentIntents.id, intent.id))
        .getSQL(),
    ]
    if (intent.bookingId) await applyPaymentEvent(db, mailer, { ...paid, bookingId: intent.bookingId }, now, change)
    else await applyFeePaymentEvent(db, paid, now, change)
  }

  const verdict = judgeTestCard(card, new Date(now))
  if (!verdict.ok) {
    await report(
      {
        id: `test_${intent.id}_failed_${now}_${crypto.randomUUID()}`,
        type: 'payment_intent.payment_failed',
        outcome: 'failed',
      },
      { lastError: verdict.message },
    )
    throw new AppError(402, verdict.code, verdict.message, { [verdict.field]: [verdict.message] })
  }

  await report(
    { id: `test_${intent.id}_succeeded`, type: 'payment_intent.succeeded', outcome: 'succeeded' },
    { status: 'succeeded', lastError: null },
  )
  return { paymentIntentId: intent.id, status: 'succeeded' }
}
