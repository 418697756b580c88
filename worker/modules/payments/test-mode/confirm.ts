/**
 * The test-mode card form's submit: judge the card as Stripe's test mode would, then report the
 * outcome through the same handler Stripe's webhook uses. As at Stripe, an intent is charged at most
 * once: a card being charged marks it 'processing' first, and a cancelled (replaced) intent is refused.
 * A manual-capture intent (a request to book) is only authorised by a good card: 'requires_capture',
 * reported as Stripe's payment_intent.amount_capturable_updated; a declined card still declines.
 */
import { and, eq } from 'drizzle-orm'
import { foundOr404, type RequestContext } from '../../../db/owned'
import { testPaymentIntents } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { Mailer } from '../../../lib/email/mailer'
import { applyIntentEvent } from '../apply-intent-event'
import type { PaymentOutcome } from '../payment-events'
import { payableBooking } from '../service'
import { judgeTestCard, type TestCard } from './cards'
import { testModeProvider } from './provider'

type IntentRow = typeof testPaymentIntents.$inferSelect

/** Stripe's answers for an intent that cannot take a card now. */
function refusal(intent: IntentRow) {
  if (intent.status === 'canceled')
    return new AppError(
      409,
      'payment_intent_unexpected_state',
      'This payment was cancelled because a newer one replaced it. Nothing was charged. Please start the payment again.',
    )
  return new AppError(409, 'payment_in_progress', 'This payment is already being processed.')
}

/** `input`: the card as typed, and the intent's client secret (which names the payment). */
export async function confirmTestPayment({
  ctx,
  input: { clientSecret, ...card },
}: {
  ctx: RequestContext & { mailer: Mailer }
  input: TestCard & { clientSecret: string }
}) {
  const { db, now } = ctx
  const bySecret = eq(testPaymentIntents.clientSecret, clientSecret)
  const intent = await foundOr404(db.query.testPaymentIntents.findFirst({ where: bySecret }), 'That payment')
  if (intent.status === 'succeeded' || intent.status === 'requires_capture')
    return { paymentIntentId: intent.id, status: intent.status }
  if (intent.status !== 'requires_payment_method') throw refusal(intent)
  // A hold that lapsed while the renter typed may already be someone else's dates: no charge.
  if (intent.bookingId) await payableBooking({ ctx, input: { bookingId: intent.bookingId } })

  // Claimed in one conditional statement, so a cancel (or a second click) at the same moment loses.
  const claimed = await db
    .update(testPaymentIntents)
    .set({ status: 'processing', updatedAt: now })
    .where(and(bySecret, eq(testPaymentIntents.status, 'requires_payment_method')))
  if (claimed.meta.changes === 0) {
    const current = await db.query.testPaymentIntents.findFirst({ where: bySecret })
    if (current?.status === 'succeeded' || current?.status === 'requires_capture')
      return { paymentIntentId: current.id, status: current.status }
    throw refusal(current ?? intent)
  }

  // As Stripe's webhook would. The intent's own change goes in the same batch, so a failure leaves
  // both as they were and a retry never skips the booking's payment.
  const report = (
    event: { id: string; type: string; outcome: PaymentOutcome },
    intentChange: Partial<typeof testPaymentIntents.$inferInsert>,
  ) =>
    applyIntentEvent({
      // The provider releases an authorisation that arrives too late for its hold.
      ctx: { ...ctx, provider: testModeProvider(db) },
      input: {
        event: {
          ...event,
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
          bookingId: intent.bookingId,
          purpose: intent.purpose,
        },
        alsoWrite: [
          db
            .update(testPaymentIntents)
            .set({ ...intentChange, updatedAt: now })
            .where(eq(testPaymentIntents.id, intent.id))
            .getSQL(),
        ],
      },
    })

  try {
    const verdict = judgeTestCard(card, new Date(now))
    if (!verdict.ok) {
      await report(
        {
          id: `test_${intent.id}_failed_${now}_${crypto.randomUUID()}`,
          type: 'payment_intent.payment_failed',
          outcome: 'failed',
        },
        { status: 'requires_payment_method', lastError: verdict.message },
      )
      throw new AppError(402, verdict.code, verdict.message, { [verdict.field]: [verdict.message] })
    }
    if (intent.captureMethod === 'manual') {
      const result = await report(
        { id: `test_${intent.id}_authorized`, type: 'payment_intent.amount_capturable_updated', outcome: 'authorized' },
        { status: 'requires_capture', lastError: null },
      )
      if (result === 'released')
        throw new AppError(
          409,
          'hold_expired',
          'The 30 minutes we held this RV for you have passed, so your card was not charged. Please book it again.',
        )
      return { paymentIntentId: intent.id, status: 'requires_capture' }
    }
    await report(
      { id: `test_${intent.id}_succeeded`, type: 'payment_intent.succeeded', outcome: 'succeeded' },
      { status: 'succeeded', lastError: null },
    )
  } finally {
    // Whatever went wrong before the outcome was written, the card can be tried again.
    await db
      .update(testPaymentIntents)
      .set({ status: 'requires_payment_method' })
      .where(and(eq(testPaymentIntents.id, intent.id), eq(testPaymentIntents.status, 'processing')))
  }
  return { paymentIntentId: intent.id, status: 'succeeded' }
}
