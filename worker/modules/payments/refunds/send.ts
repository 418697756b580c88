/**
 * Asking the provider for a refund whose row is already written (pending): right after the
 * cancellation that wrote it, and again from the 10-minute job while it stays pending. The same
 * idempotency key every time, so the provider makes it once however often it is asked.
 */
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm'
import { refunds } from '../../../db/schema'
import { runBatch } from '../../../db/batch'
import type { RefundStatus } from '../../../lib/shared/enums'
import { isRefundRefusal, type ProviderRefund } from '../provider'
import { refundStateStatements } from './amounts'
import { syncRefunds, type RefundContext } from './sync'

type RefundRow = typeof refunds.$inferSelect

/** A refund the job leaves alone this long after it was written: the request that wrote it is still asking. */
export const REFUND_RETRY_AFTER_MS = 2 * 60_000
/** At most this many refunds per run, so a provider outage never makes the job run long. */
const RETRIES_PER_RUN = 20

/** The key a refund is asked with: the cancellation's (`cancel:<bookingId>`), or one of its own. */
const keyOf = (refund: RefundRow) => refund.idempotencyKey ?? `refund:${refund.id}`

/** What the provider answered, on our row (a status a webhook already moved past 'pending' is the webhook's). */
function recordAnswer(ctx: RefundContext, refund: RefundRow & { paymentIntentId: string }, answer: ProviderRefund) {
  return runBatch(ctx.db, [
    sql`update refunds set provider_refund_id = ${answer.id}, updated_at = ${ctx.now},
          status = case when status = 'pending' then ${answer.status} else status end
        where id = ${refund.id} and (provider_refund_id is null or provider_refund_id = ${answer.id})`,
    ...refundStateStatements(refund.paymentIntentId, ctx.now),
  ])
}

/**
 * Asks the provider for `refund` and records its answer. A provider that cannot be reached (or an
 * answer that could not be saved) leaves it pending for the job, which finds what the provider
 * made; a final refusal (more than is left to refund) marks it failed. Never throws: the
 * cancellation behind it is already saved.
 */
export async function requestRefund({
  ctx,
  input: refund,
}: {
  ctx: RefundContext
  input: RefundRow
}): Promise<RefundStatus> {
  const { paymentIntentId } = refund
  if (!paymentIntentId) return refund.status
  try {
    const answer = await ctx.provider.createRefund({
      paymentIntentId,
      amountCents: refund.amountCents,
      idempotencyKey: keyOf(refund),
      refundId: refund.id,
    })
    await recordAnswer(ctx, { ...refund, paymentIntentId }, answer)
    return answer.status
  } catch (error) {
    if (!isRefundRefusal(error)) {
      console.error(`Refund ${refund.id} not sent; the 10-minute job asks again`, error)
      return 'pending'
    }
    console.error(`Refund ${refund.id} refused by the payment provider`, error)
    const marked = await ctx.db
      .update(refunds)
      .set({ status: 'failed', updatedAt: ctx.now })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
      .then(
        () => true,
        () => false,
      )
    return marked ? 'failed' : 'pending'
  }
}

/** Pending refunds of these bookings that were never answered by the provider (e.g. an owner's cancellation's). */
export const unsentRefunds = ({
  ctx: { db },
  input: { bookingId },
}: {
  ctx: Pick<RefundContext, 'db'>
  input: { bookingId: string }
}) =>
  db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)))

/**
 * The 10-minute job: each refund still pending. What the provider already has comes first (an
 * earlier attempt may have made it, and Stripe forgets an idempotency key after 24 hours); only a
 * refund it does not have is asked for again, with the same key.
 */
export async function retryPendingRefunds({ ctx }: { ctx: RefundContext }) {
  const due = await ctx.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        isNotNull(refunds.paymentIntentId),
        lte(refunds.createdAt, ctx.now - REFUND_RETRY_AFTER_MS),
      ),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(RETRIES_PER_RUN)
  let asked = 0
  for (const refund of due) {
    try {
      await syncRefunds({
        ctx,
        input: {
          payment: { paymentIntentId: refund.paymentIntentId!, bookingId: refund.bookingId, ownerId: refund.ownerId },
        },
      })
    } catch (error) {
      console.error(`Refunds of ${refund.paymentIntentId} could not be read from the provider`, error)
      continue
    }
    const unsent = await ctx.db.query.refunds.findFirst({
      where: and(eq(refunds.id, refund.id), eq(refunds.status, 'pending'), isNull(refunds.providerRefundId)),
    })
    if (!unsent) continue
    asked += 1
    await requestRefund({ ctx, input: unsent })
  }
  return { refundsRetried: asked }
}
