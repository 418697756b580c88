/**
 * A renter cancels their own booking (My Bookings: its id and the email they booked with). One D1
 * batch moves the booking to cancelled, writes the refund the stored policy gives at this moment
 * and the emails to renter and owner, all only with the move: of ten clicks at once, one moves it
 * and writes one refund; the others find it cancelled. Then the provider is asked for the refund
 * (the same idempotency key as the job's retries); the booking's payment status follows its answer.
 */
import { eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../../db/owned'
import { bookings, refunds } from '../../../db/schema'
import { runBatchThenRead } from '../../../db/batch'
import { AppError } from '../../../lib/errors'
import type { Mailer, NotificationDraft } from '../../../lib/email/mailer'
import { formatDollars, fromCents } from '../../../lib/shared/money'
import {
  occupiesNights,
  refundsWrittenStatements,
  storedBookingEmail,
  transitionStatements,
  transitionWritten,
} from '../../bookings'
import type { PaymentProvider } from '../provider'
import type { CancellationResult } from '../schemas'
import { refundableCents } from './amounts'
import {
  cancellationPreview,
  cancellationRefused,
  refundAt,
  renterCancellationTerms,
  type CancellationTerms,
} from './cancellation-terms'
import { requestRefund } from './send'

/** `provider`: null when payments are not set up here (a refund written stays pending). */
export interface CancellationContext extends RequestContext {
  mailer: Mailer
  provider: PaymentProvider | null
}

interface RenterCancellation {
  bookingId: string
  email: string
}

/** GET /api/payments/cancellation */
export async function previewCancellation({ ctx, input }: { ctx: RequestContext; input: RenterCancellation }) {
  return cancellationPreview(await renterCancellationTerms({ ctx, input }), ctx.now)
}

/** The renter's email (with what goes back to their card) and the owner's copy, naming the renter. */
async function cancellationEmails(ctx: RequestContext, terms: CancellationTerms, refundCents: number) {
  // Only card money is refunded here; a booking never paid by card says nothing of refunds.
  const details = terms.paidCents > 0 ? { refund: formatDollars(refundCents) } : {}
  const renter = [terms.renterFirstName, terms.renterLastName].filter(Boolean).join(' ') || 'The renter'
  const email = (cancelledBy?: string) =>
    storedBookingEmail({
      ctx,
      input: {
        type: 'booking_status_update',
        bookingId: terms.id,
        status: 'cancelled',
        details: { ...details, cancelledBy },
      },
    })
  const [toRenter, aboutRenter] = await Promise.all([email(), email(renter)])
  const toOwner: NotificationDraft = {
    ...aboutRenter!,
    to: terms.ownerEmail,
    customerName: terms.ownerFirstName || 'there',
    customerId: null,
  }
  return [toRenter!, toOwner]
}

const readAfter = (ctx: RequestContext, bookingId: string, refundId: string) =>
  [
    ctx.db.select({ paymentStatus: bookings.paymentStatus }).from(bookings).where(eq(bookings.id, bookingId)),
    ctx.db.select().from(refunds).where(eq(refunds.id, refundId)),
  ] as const

/** The refusal for a cancellation that found nothing to move (another click won): read again, as it is now. */
const refusalNow = async (ctx: RequestContext, input: RenterCancellation) =>
  cancellationRefused(await renterCancellationTerms({ ctx, input }), ctx.now) ??
  new AppError(409, 'booking_changed', 'This booking just changed. Reload it and try again.')

/** POST /api/payments/cancellation */
export async function cancelAsRenter({
  ctx,
  input,
}: {
  ctx: CancellationContext
  input: RenterCancellation
}): Promise<CancellationResult> {
  const { db, mailer, now } = ctx
  const terms = await renterCancellationTerms({ ctx, input })
  const refused = cancellationRefused(terms, now)
  if (refused) throw refused
  const refund = refundAt(terms, now)
  const refundCents = refund?.refundCents ?? 0
  const changeId = crypto.randomUUID()
  const refundId = crypto.randomUUID()
  const moved = transitionWritten(changeId)
  const move = transitionStatements({
    actor: 'renter',
    to: 'cancelled',
    // Still in the status it was judged in, and a hold still holding its nights (not lapsed meanwhile).
    where: sql`id = ${terms.id} and status = ${terms.status} and ${occupiesNights(now)}`,
    now,
    changeId,
    cancelledBy: 'renter',
  })
  // Never more than is still refundable when the batch runs (a refund made at the provider meanwhile).
  const refundable = refundableCents(sql`bookings.payment_intent_id`)
  const refundRow =
    refundCents > 0 && terms.paymentIntentId
      ? [
          sql`insert into refunds (id, owner_id, booking_id, payment_intent_id, amount_cents, reason, status, idempotency_key, lines, created_at, updated_at)
              select ${refundId}, owner_id, id, payment_intent_id, min(${refundCents}, ${refundable}), 'renter_cancelled', 'pending',
                     ${`cancel:${terms.id}`}, ${JSON.stringify(refund!.lines)}, ${now}, ${now}
              from bookings where id = ${terms.id} and ${moved} and ${refundable} > 0`,
          // What other domains keep of the refund (a partner's earning less its site's share).
          ...refundsWrittenStatements({ bookings: sql`id = ${terms.id}`, now }),
        ]
      : []
  const emails = (await cancellationEmails(ctx, terms, refundCents)).map((draft) => mailer.record(draft, now, moved))
  const {
    written,
    read: [[after], [row]],
  } = await runBatchThenRead(
    db,
    [...move, ...refundRow, ...emails.map((email) => email.statement)],
    readAfter(ctx, terms.id, refundId),
  )
  if (written[move.length - 1]?.meta.changes !== 1) throw await refusalNow(ctx, input)
  await mailer.enqueue(emails.map((email) => email.id))

  if (!row) {
    // An unpaid hold: its payment is closed, so a checkout left open in another tab cannot pay it now.
    if (terms.paidCents === 0 && terms.paymentIntentId && ctx.provider)
      await ctx.provider.cancelIntent(terms.paymentIntentId).catch((error: unknown) => console.error(error))
    return { bookingId: terms.id, status: 'cancelled', paymentStatus: after!.paymentStatus, refund: null }
  }
  const status = ctx.provider
    ? await requestRefund({ ctx: { ...ctx, provider: ctx.provider }, input: row })
    : row.status
  // The cancellation is saved: a read that fails answers what the batch read, never an error.
  const current = await db.query.bookings
    .findFirst({ columns: { paymentStatus: true }, where: eq(bookings.id, terms.id) })
    .catch(() => undefined)
  return {
    bookingId: terms.id,
    status: 'cancelled',
    paymentStatus: current?.paymentStatus ?? after!.paymentStatus,
    refund: { amount: fromCents(row.amountCents), status },
  }
}
