/**
 * Requests to book: an RV without instant book takes a renter's card as an authorisation (payments
 * makes it so and marks the booking 'authorized', request 'pending', its dates held until the
 * request lapses, 24 hours on). The owner accepts (the card is charged, the booking confirmed) or
 * declines (released, cancelled); the 10-minute job expires what nobody answered (released,
 * expired). Each answer is claimed first with one conditional UPDATE on a request still pending
 * and not lapsed, so of any number of clicks, cron runs and webhooks at once exactly one outcome
 * happens, and only its winner calls the payment provider (through the `requestPayments`
 * extension: bookings imports no payments). Every status move goes through the lifecycle.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { OwnerRequestContext } from '../../db/owned'
import { foundOr404, ownedRow } from '../../db/owned'
import { bookings, customers, rvs } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import type { Mailer } from '../../lib/email/mailer'
import type { Bindings } from '../../env'
import { requestPayments, statusMoved, type RequestPaymentContext } from './extensions'
import { transitionStatements, transitionWritten } from './lifecycle'
import { storedRequestEmails, type RequestEvent } from './request-emails'
import type { BookingRequest } from './schemas'
import { getBooking } from './service'

/** SQL (on `bookings`, unqualified) true for a request its owner can still answer at `now`. */
export const answerableRequest = (now: number) =>
  sql`(request_status = 'pending' and payment_status = 'authorized' and status = 'pending' and request_expires_at > ${now})`

/** An accepted request whose card was not charged after this long was left by a stopped Worker: the job retries it. */
const STUCK_CAPTURE_MS = 10 * 60_000
/** How many requests one run of the job handles of each kind (the rest wait 10 minutes). */
const JOB_BATCH = 100

type AnswerContext = OwnerRequestContext & { mailer: Mailer; env: Bindings }

const REFUSALS: Record<Exclude<RequestEvent, 'received'>, string> = {
  accepted: 'This request was already accepted.',
  declined: 'This request was already declined.',
  expired: 'This request expired: it was not answered within 24 hours, and the card authorisation was released.',
}

/** Why an answer found no pending request to claim, read as the booking is now. */
async function requestRefusal(ctx: OwnerRequestContext, id: string) {
  const row = await foundOr404(
    ctx.db
      .select({ requestStatus: bookings.requestStatus, expiresAt: bookings.requestExpiresAt, status: bookings.status })
      .from(bookings)
      .where(ownedRow(bookings, ctx.ownerId, id))
      .get(),
    'That booking',
  )
  const message =
    row.requestStatus === null
      ? 'This booking is not a request to book.'
      : row.requestStatus !== 'pending'
        ? REFUSALS[row.requestStatus]
        : row.expiresAt !== null && row.expiresAt <= ctx.now
          ? 'This request expired: the 24 hours to answer it have passed, and the card authorisation is being released.'
          : row.status !== 'pending'
            ? 'This request was withdrawn.'
            : "The renter's card is not authorised yet. Try again in a minute."
  return new AppError(409, 'request_not_pending', message)
}

/** GET /api/bookings/requests: the owner's requests still waiting for an answer, the soonest to lapse first. */
export async function listBookingRequests({ ctx }: { ctx: OwnerRequestContext }): Promise<{
  requests: BookingRequest[]
}> {
  const rows = await ctx.db
    .select({
      id: bookings.id,
      rvName: rvs.name,
      firstName: customers.firstName,
      lastName: customers.lastName,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      guests: bookings.guests,
      totalCents: bookings.totalPriceCents,
      expiresAt: bookings.requestExpiresAt,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.ownerId, ctx.ownerId), answerableRequest(ctx.now)))
    .orderBy(asc(bookings.requestExpiresAt))
    .limit(JOB_BATCH)
  return {
    requests: rows.map(({ firstName, lastName, totalCents, expiresAt, createdAt, ...row }) => ({
      ...row,
      renterName: [firstName, lastName].filter(Boolean).join(' '),
      totalPrice: fromCents(totalCents),
      expiresAt: new Date(expiresAt!).toISOString(),
      createdAt: new Date(createdAt).toISOString(),
    })),
  }
}

/** A claim given back: the request waits for an answer again, its dates held until it lapses. */
const unclaim = (ctx: { db: OwnerRequestContext['db']; now: number }, id: string) =>
  ctx.db.run(sql`
    update bookings set request_status = 'pending', request_answered_at = null, held_until = request_expires_at, updated_at = ${ctx.now}
    where id = ${id} and request_status = 'accepted' and payment_status = 'authorized'`)

/**
 * Charges an accepted request's card; the owner's email goes in the success's own batch. When the
 * provider refuses or cannot be reached, the claim is given back (the request is pending again,
 * for another try or a decline) and the error says so.
 */
async function captureAccepted(ctx: RequestPaymentContext, id: string, paymentIntentId: string) {
  const [toOwner] = await storedRequestEmails({ ctx, input: { bookingId: id, event: 'accepted' } })
  const notice = toOwner ? ctx.mailer.record(toOwner, ctx.now) : null
  try {
    await requestPayments().capture({
      ctx,
      input: { bookingId: id, paymentIntentId, alsoWrite: notice ? [notice.statement] : [] },
    })
  } catch (error) {
    await unclaim(ctx, id)
    const reason = error instanceof AppError ? error.message : 'The payment provider could not be reached.'
    throw new AppError(
      error instanceof AppError && error.status >= 400 && error.status < 500 ? 409 : 502,
      'capture_failed',
      `The renter's card could not be charged: ${reason.replace(/\.?$/, '.')} The request is still waiting for your answer: try again, or decline it.`,
    )
  }
  if (notice) await ctx.mailer.enqueue([notice.id])
}

/**
 * POST /api/bookings/:id/accept: the owner's yes. Claimed first (request 'accepted', its dates kept
 * for good), then the card is charged and the success applied as any payment's: booking confirmed,
 * paid, the renter's 'request accepted' email and the owner's copy.
 */
export async function acceptBookingRequest({ ctx, input: { id } }: { ctx: AnswerContext; input: { id: string } }) {
  const { db, now, ownerId } = ctx
  const row = await foundOr404(
    db
      .select({ paymentIntentId: bookings.paymentIntentId })
      .from(bookings)
      .where(ownedRow(bookings, ownerId, id))
      .get(),
    'That booking',
  )
  requestPayments()
  const claimed = await db.run(sql`
    update bookings set request_status = 'accepted', request_answered_at = ${now}, held_until = null, updated_at = ${now}
    where id = ${id} and owner_id = ${ownerId} and payment_intent_id is not null and ${answerableRequest(now)}`)
  if (claimed.meta.changes !== 1 || !row.paymentIntentId) throw await requestRefusal(ctx, id)
  await captureAccepted(ctx, id, row.paymentIntentId)
  return getBooking({ ctx, input: { id } })
}

/** Gives a declined or expired request's authorisation back; a failure is left to the job. */
async function releaseQuietly(ctx: Omit<RequestPaymentContext, 'mailer'>, bookingId: string, paymentIntentId: string) {
  try {
    return await requestPayments().release({ ctx, input: { bookingId, paymentIntentId } })
  } catch (error) {
    console.error('Releasing a request’s card authorisation failed; the 10-minute job retries it', error)
    return false
  }
}

/** The move that ends a request (declined by its owner, or expired), with both sides' emails, in one batch. */
async function endRequest(
  ctx: { db: OwnerRequestContext['db']; now: number; mailer: Mailer },
  { id, event, where }: { id: string; event: 'declined' | 'expired'; where: SQL },
) {
  const { db, now, mailer } = ctx
  const changeId = crypto.randomUUID()
  const emails = (await storedRequestEmails({ ctx, input: { bookingId: id, event } })).map((draft) =>
    mailer.record(draft, now, transitionWritten(changeId)),
  )
  const move = transitionStatements(
    event === 'declined'
      ? {
          actor: 'owner',
          to: 'cancelled',
          where,
          set: sql`request_status = 'declined', request_answered_at = ${now}`,
          now,
          changeId,
        }
      : { actor: 'expiry', to: 'expired', where, set: sql`request_status = 'expired'`, now, changeId },
  )
  const written = await runBatch(db, [...move, ...emails.map((email) => email.statement)])
  const moved = written[move.length - 1]?.meta.changes === 1
  if (moved) await mailer.enqueue(emails.map((email) => email.id))
  return moved
}

/**
 * POST /api/bookings/:id/decline: the owner's no. The booking is cancelled (nothing charged, nobody
 * counted as cancelling) and its nights are free; then the authorisation is released.
 */
export async function declineBookingRequest({ ctx, input: { id } }: { ctx: AnswerContext; input: { id: string } }) {
  const { db, now, ownerId, env } = ctx
  const row = await foundOr404(
    db
      .select({ paymentIntentId: bookings.paymentIntentId })
      .from(bookings)
      .where(ownedRow(bookings, ownerId, id))
      .get(),
    'That booking',
  )
  const where = sql`id = ${id} and owner_id = ${ownerId} and ${answerableRequest(now)}`
  if (!(await endRequest(ctx, { id, event: 'declined', where }))) throw await requestRefusal(ctx, id)
  await statusMoved({ ctx: { db, now, env }, input: { bookingIds: [id], to: 'cancelled' } })
  if (row.paymentIntentId) await releaseQuietly({ db, now, env }, id, row.paymentIntentId)
  return getBooking({ ctx, input: { id } })
}

/**
 * The 10-minute job: requests nobody answered in time expire (booking expired, nights free, both
 * sides emailed) and their authorisations are released; then what an earlier answer left undone
 * is retried: authorisations of declined or expired requests not yet released, and accepted
 * requests whose card was never charged (the Worker stopped between claim and charge).
 */
export async function expireLapsedRequests({ ctx }: { ctx: RequestPaymentContext }) {
  const { db, now, env } = ctx
  const lapsed = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.requestStatus, 'pending'), lte(bookings.requestExpiresAt, now)))
    .limit(JOB_BATCH)
  let expiredRequests = 0
  for (const { id } of lapsed) {
    const where = sql`id = ${id} and request_status = 'pending' and request_expires_at <= ${now}`
    if (await endRequest(ctx, { id, event: 'expired', where })) expiredRequests += 1
  }
  const unreleased = await db
    .select({ id: bookings.id, paymentIntentId: bookings.paymentIntentId })
    .from(bookings)
    .where(and(inArray(bookings.requestStatus, ['declined', 'expired']), eq(bookings.paymentStatus, 'authorized')))
    .limit(JOB_BATCH)
  let releasedAuthorisations = 0
  for (const { id, paymentIntentId } of unreleased)
    if (paymentIntentId && (await releaseQuietly({ db, now, env }, id, paymentIntentId))) releasedAuthorisations += 1
  const stuck = await db
    .select({ id: bookings.id, paymentIntentId: bookings.paymentIntentId })
    .from(bookings)
    .where(
      and(
        eq(bookings.requestStatus, 'accepted'),
        eq(bookings.paymentStatus, 'authorized'),
        lte(bookings.requestAnsweredAt, now - STUCK_CAPTURE_MS),
      ),
    )
    .limit(JOB_BATCH)
  for (const { id, paymentIntentId } of stuck)
    await captureAccepted(ctx, id, paymentIntentId!).catch((error: unknown) =>
      console.error('Charging an accepted request failed again; it is pending once more', error),
    )
  return { expiredRequests, releasedAuthorisations }
}
