/**
 * The one place a payment outcome changes a booking, whoever reports it: Stripe's webhook, the
 * renter's "I paid" call (after asking the provider) or the test-mode card form. Outcomes only
 * move forward (pending < failed < succeeded), so events repeated or arriving out of order end in
 * the same state as one in-order delivery. Refunds are not outcomes here: a booking's refunds are
 * copied from the provider (refunds/sync.ts), and a success that arrives after one of them takes
 * the refunded state from them in its own batch. Everything is one D1 batch: the event id
 * is recorded with its effects, and a second delivery of the same event fails on that id and
 * writes nothing.
 */
import type { RequestContext } from '../../db/owned'
import { sql, type SQL } from 'drizzle-orm'
import { runBatch } from '../../db/batch'
import { datesLostMeanwhile } from '../bookings'
import { transitionStatements, transitionWritten } from '../bookings'
import type { Mailer } from '../../lib/email/mailer'
import { paymentReceivedStatements, storedBookingEmail } from '../bookings'
import { isDuplicateEvent, type PaymentOutcome } from './payment-events'
import { applyUnplacedPaymentEvent, receivedPaymentStatement } from './received'
import { paidToOwner } from './offline/service'
import { refundStateStatements } from './refunds/amounts'

/**
 * A booking's outcomes here; refunds follow the provider's refunds instead (refunds/sync.ts), and a
 * request's authorisation has its own handler (requests/authorize.ts).
 */
type BookingOutcome = Exclude<PaymentOutcome, 'refunded' | 'authorized'>

const PAID_RANK = 3
const OUTCOME_RANK: Record<BookingOutcome, number> = { failed: 1, succeeded: PAID_RANK }
// A card authorised (a request to book) is past a failed attempt and short of paid; refunded,
// whole or in part, is past paid: the money arrived.
const currentRank = sql`(case payment_status when 'pending' then 0 when 'failed' then 1 when 'authorized' then 2
  when 'succeeded' then 3 when 'partially_refunded' then 4 when 'refunded' then 4 end)`

const LOST_DATES_NOTE =
  'Paid after the 30-minute hold had lapsed and the dates were booked by someone else: refund this payment.'
const PAID_TWICE_NOTE = 'Paid a booking that was already paid, or not its whole total: refund this payment.'
const PAID_TO_OWNER_NOTE =
  'Paid the whole total by card after the owner recorded a payment outside the card: refund what the owner received.'
const PAID_CANCELLED_NOTE = 'Paid a booking that had been cancelled (a checkout left open): refund this payment.'

/** SQL, about the booking being updated: its hold lapsed and another booking now holds its dates or its venue's place. */
const lostItsDates = (now: number) =>
  sql`(held_until is not null and held_until <= ${now} and ${datesLostMeanwhile(now)})`

export interface PaymentEvent {
  /** The provider's event id (or a deterministic id for events we observe ourselves). */
  id: string
  type: string
  bookingId: string
  outcome: BookingOutcome
  paymentIntentId: string
  /** What the provider charged; a success only counts when it is the booking's whole total. */
  amountCents: number | null
}

export type ApplyResult = 'applied' | 'duplicate'

/** `alsoWrite`: the reporter's own record of the outcome (the test-mode intent), written in the same batch. */
export async function applyPaymentEvent({
  ctx: { db, mailer, now },
  input: { event, alsoWrite = [] },
}: {
  ctx: RequestContext & { mailer: Mailer }
  input: { event: PaymentEvent; alsoWrite?: SQL[] }
}): Promise<ApplyResult> {
  if (await db.get(sql`select 1 from payment_events where id = ${event.id}`)) return 'duplicate'
  const [email, cancellation] = await Promise.all([
    storedBookingEmail({
      ctx: { db },
      input: { type: 'payment_confirmation', bookingId: event.bookingId, status: 'confirmed' },
    }),
    storedBookingEmail({
      ctx: { db },
      input: { type: 'booking_status_update', bookingId: event.bookingId, status: 'cancelled' },
    }),
  ])
  // A booking that is gone (deleted) cannot be paid, but the money that arrived is still recorded.
  if (!email || !cancellation)
    return applyUnplacedPaymentEvent({
      ctx: { db, now },
      input: { event: { ...event, purpose: 'booking' }, alsoWrite },
    })

  // A success must cover the whole total.
  const paidNow = event.outcome === 'failed' ? sql`0` : sql`total_price_cents = ${event.amountCents ?? -1}`
  const becomesPaid = sql`id = ${event.bookingId} and ${currentRank} < ${PAID_RANK} and ${paidNow}`
  // Written only when this event is the one that made the booking paid.
  const confirmation = mailer.record(email, now, sql`changes() = 1`)
  const cancelId = crypto.randomUUID()
  const cancelled = mailer.record(cancellation, now, transitionWritten(cancelId))
  // A hold pays from pending or, paid late after the expiry job ran, from expired.
  const awaitingPayment = sql`status in ('pending', 'expired')`
  const booking = sql`from bookings where id = ${event.bookingId}`
  // Judged before the booking changes: a success that cannot pay the booking must go back to the renter.
  const refundReason = sql`case
    when (select ${currentRank} < ${PAID_RANK} and ${paidNow} ${booking}) then
      case when (select ${awaitingPayment} and ${lostItsDates(now)} ${booking}) then ${LOST_DATES_NOTE}
           when ${paidToOwner(event.bookingId)} then ${PAID_TO_OWNER_NOTE}
           when (select status = 'cancelled' ${booking}) then ${PAID_CANCELLED_NOTE} end
    when (select payment_intent_id ${booking}) = ${event.paymentIntentId} then null
    else ${PAID_TWICE_NOTE} end`
  try {
    await runBatch(db, [
      sql`insert into payment_events (id, type, booking_id, created_at) values (${event.id}, ${event.type}, ${event.bookingId}, ${now})`,
      ...receivedPaymentStatement({ ...event, purpose: 'booking', refundReason, now }),
      ...transitionStatements({
        actor: 'payment',
        to: 'confirmed',
        where: sql`${becomesPaid} and not ${lostItsDates(now)}`,
        set: sql`held_until = null`,
        now,
      }),
      sql`update bookings set payment_intent_id = ${event.paymentIntentId}, updated_at = ${now} where ${becomesPaid} and not (${awaitingPayment} and ${lostItsDates(now)})`,
      confirmation.statement,
      // Paid after the hold lapsed and someone else booked the dates: the RV is not double booked;
      // the booking is cancelled as paid, for the owner to refund, and the renter is told.
      ...transitionStatements({
        actor: 'payment',
        to: 'cancelled',
        where: sql`${becomesPaid} and ${lostItsDates(now)}`,
        set: sql`payment_intent_id = ${event.paymentIntentId}, notes = coalesce(notes || char(10), '') || ${LOST_DATES_NOTE}`,
        now,
        changeId: cancelId,
      }),
      cancelled.statement,
      sql`
        update bookings set payment_status = ${event.outcome}, updated_at = ${now}
        where id = ${event.bookingId} and ${currentRank} < ${OUTCOME_RANK[event.outcome]} and (${event.outcome} <> 'succeeded' or ${paidNow})`,
      // A request's card charged (the owner's acceptance captured it) is an accepted request, however the success arrives.
      sql`
        update bookings set request_status = 'accepted', request_answered_at = coalesce(request_answered_at, ${now}), held_until = null
        where id = ${event.bookingId} and request_status = 'pending' and payment_status = 'succeeded' and status = 'confirmed'`,
      // Refunds of this payment seen before its success (events out of order) apply now.
      ...(event.outcome === 'succeeded' ? refundStateStatements(event.paymentIntentId, now) : []),
      // What other domains record of a paid booking (a partner's earning from its site), once paid.
      ...(event.outcome === 'succeeded' ? paymentReceivedStatements({ bookingId: event.bookingId, now }) : []),
      ...alsoWrite,
    ])
  } catch (error) {
    // The same event delivered twice at once: the other delivery recorded it first.
    if (isDuplicateEvent(error)) return 'duplicate'
    throw error
  }
  await mailer.enqueue([confirmation.id, cancelled.id])
  return 'applied'
}
