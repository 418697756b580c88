/**
 * A request to book's card authorised (Stripe: payment_intent.amount_capturable_updated; the test-mode
 * card form the same), whoever reports it. One D1 batch records the event and makes the hold a
 * pending request: payment 'authorized', its dates held until the owner's 24 hours run out (held_until
 * = request_expires_at, so the one occupancy rule keeps them), and the owner's 'New request to book'
 * and the renter's 'Request sent' emails, written only with that change. A repeated event changes
 * nothing. An authorisation nothing can use any more (the hold lapsed or was cancelled meanwhile,
 * another payment already paid it) is released at once, so the renter's card is not held for nothing.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../../db/owned'
import { runBatch } from '../../../db/batch'
import type { Mailer } from '../../../lib/email/mailer'
import { REQUEST_HOURS, storedRequestEmails } from '../../bookings'
import { isDuplicateEvent } from '../payment-events'
import type { PaymentProvider } from '../provider'

export interface AuthorizationEvent {
  id: string
  type: string
  bookingId: string
  paymentIntentId: string
  /** What the card is authorised for: only the booking's whole total makes it a request. */
  amountCents: number | null
}

export async function applyAuthorizationEvent({
  ctx,
  input: { event, alsoWrite = [] },
}: {
  /** `provider`: to release an authorisation nothing can use (none: it is left to lapse at the provider). */
  ctx: RequestContext & { mailer: Mailer; provider?: PaymentProvider | null }
  input: { event: AuthorizationEvent; alsoWrite?: SQL[] }
}): Promise<'applied' | 'duplicate' | 'released'> {
  const { db, mailer, now } = ctx
  if (await db.get(sql`select 1 from payment_events where id = ${event.id}`)) return 'duplicate'
  const expiresAt = now + REQUEST_HOURS * 3_600_000
  const drafts = await storedRequestEmails({
    ctx: { db },
    input: { bookingId: event.bookingId, event: 'received', expiresAt },
  })
  // Each email is written only if the statement before it wrote a row: the first follows the update.
  const emails = drafts.map((draft) => mailer.record(draft, now, sql`changes() = 1`))
  let written
  try {
    written = await runBatch(db, [
      sql`insert into payment_events (id, type, booking_id, created_at) values (${event.id}, ${event.type}, ${event.bookingId}, ${now})`,
      // A live, unpaid hold for exactly this amount becomes a request (held while the owner decides).
      sql`update bookings set payment_status = 'authorized', payment_intent_id = ${event.paymentIntentId},
            request_status = 'pending', request_expires_at = ${expiresAt}, held_until = ${expiresAt}, updated_at = ${now}
          where id = ${event.bookingId} and status = 'pending' and payment_status in ('pending', 'failed')
            and request_status is null and held_until > ${now} and total_price_cents = ${event.amountCents ?? -1}`,
      ...emails.map((email) => email.statement),
      ...alsoWrite,
    ])
  } catch (error) {
    if (isDuplicateEvent(error)) return 'duplicate'
    throw error
  }
  if (written[1]?.meta.changes === 1) {
    await mailer.enqueue(emails.map((email) => email.id))
    return 'applied'
  }
  // Already this intent's request (an earlier report of the same authorisation): nothing to undo.
  const ours = await db.get(
    sql`select 1 from bookings where id = ${event.bookingId} and payment_intent_id = ${event.paymentIntentId} and request_status is not null`,
  )
  if (ours) return 'applied'
  if (ctx.provider) await ctx.provider.cancelIntent(event.paymentIntentId)
  return 'released'
}
