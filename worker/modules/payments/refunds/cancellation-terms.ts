/**
 * A renter's booking as a cancellation judges it: found by its id and the email it was booked with,
 * with the card money paid and refunded so far; whether the renter may cancel it themselves, and
 * what the booking's stored policy gives back at `now` (the one refund function, rules/refund.ts).
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { bookings, customers, users } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import { formatDollars, fromCents } from '../../../lib/shared/money'
import type { BookingStatus } from '../../../lib/shared/enums'
import { effectiveStatus } from '../../bookings/rules/transitions'
import { paidToOwner } from '../offline/service'
import { computeRefund, refundDeadlineText, type Refund } from '../rules/refund'
import type { CancellationPreview } from '../schemas'
import { cardPaidCents, refundableCents } from './amounts'

/** The same answer as the renter's booking lookup, so a wrong pair tells a stranger nothing. */
const noSuchBooking = () => new AppError(404, 'not_found', 'No booking matches that booking ID and email')

export const CONTACT_OWNER = 'Contact the owner to cancel this booking'

const STATUS_REFUSALS: Partial<Record<BookingStatus, string>> = {
  cancelled: 'This booking is already cancelled',
  expired: 'This hold ran out and the dates were released: there is nothing to cancel',
  in_progress: 'Your trip has started. Contact the owner to change it.',
  completed: 'This trip is completed: there is nothing to cancel',
}

const readTerms = (db: Db, bookingId: string, email: string) => {
  const intent = sql`${bookings.paymentIntentId}`
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      heldUntil: bookings.heldUntil,
      requestStatus: bookings.requestStatus,
      createdAt: bookings.createdAt,
      quote: bookings.quote,
      policy: bookings.cancellationPolicy,
      sitePolicy: bookings.siteCancellationPolicy,
      paymentIntentId: bookings.paymentIntentId,
      paidCents: sql<number>`${cardPaidCents(intent)}`,
      refundableCents: sql<number>`${refundableCents(intent)}`,
      paidToOwner: sql<number>`${paidToOwner(sql`${bookings.id}`)}`,
      renterFirstName: customers.firstName,
      renterLastName: customers.lastName,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(and(eq(bookings.id, bookingId), eq(customers.email, email)))
    .get()
}

export type CancellationTerms = NonNullable<Awaited<ReturnType<typeof readTerms>>>

export async function renterCancellationTerms({
  ctx: { db },
  input: { bookingId, email },
}: {
  ctx: { db: Db }
  input: { bookingId: string; email: string }
}) {
  const terms = await readTerms(db, bookingId, email)
  if (!terms) throw noSuchBooking()
  return terms
}

/** Why the renter cannot cancel this booking themselves at `now`; null when they can. */
export function cancellationRefusal(terms: CancellationTerms, now: number): string | null {
  const status = effectiveStatus(terms, now)
  const byStatus = STATUS_REFUSALS[status]
  if (byStatus) return byStatus
  // The owner's answer (or its lapse) ends a request; until then nothing is charged.
  if (status === 'pending' && terms.requestStatus === 'pending')
    return 'Your request is waiting for the owner, and your card is only authorised, not charged. If the owner does not accept within 24 hours, the request expires and the authorisation is released.'
  // Sold before bookings kept their policy and price: the owner decides what goes back.
  if (!terms.policy || !terms.quote) return CONTACT_OWNER
  if (terms.paidToOwner)
    return 'You paid the owner directly. Contact them to cancel this booking and arrange your refund.'
  if (now >= terms.policy.pickupAt) return 'The pickup time has passed. Contact the owner to cancel this booking.'
  return null
}

/** The 409 for a booking the renter cannot cancel here (its code says whether it is already cancelled); null when they can. */
export function cancellationRefused(terms: CancellationTerms, now: number): AppError | null {
  const refusal = cancellationRefusal(terms, now)
  if (!refusal) return null
  const code = effectiveStatus(terms, now) === 'cancelled' ? 'already_cancelled' : 'not_cancellable'
  return new AppError(409, code, refusal)
}

/** The refund cancelling at `now` gives (nothing when no card money came in), or null when it cannot be cancelled. */
export function refundAt(terms: CancellationTerms, now: number): Refund | null {
  if (cancellationRefusal(terms, now) || !terms.policy || !terms.quote) return null
  return computeRefund({
    quote: terms.quote,
    policy: terms.policy,
    sitePolicy: terms.sitePolicy,
    bookedAt: terms.createdAt,
    cancelAt: now,
    paidCents: terms.paidCents,
    // A refund on its way counts as made: two can never give back more than was paid.
    refundedCents: terms.paidCents - terms.refundableCents,
  })
}

/** "-12.50" for a negative line (a discount); fromCents drops the sign under a dollar. */
const signedAmount = (cents: number) => (cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents))

export function cancellationPreview(terms: CancellationTerms, now: number): CancellationPreview {
  const refusal = cancellationRefusal(terms, now)
  const refund = refundAt(terms, now)
  const { policy } = terms
  return {
    bookingId: terms.id,
    cancellable: refusal === null,
    refusal,
    policy: policy ? { name: policy.name, text: policy.text, tiers: policy.tiers } : null,
    ...(terms.sitePolicy
      ? { sitePolicy: { name: terms.sitePolicy.name, text: terms.sitePolicy.text, tiers: terms.sitePolicy.tiers } }
      : {}),
    refund:
      refund && policy
        ? {
            total: fromCents(refund.refundCents),
            percent: refund.percent,
            reason: refund.reason,
            lines: refund.lines.map((line) => ({
              label: line.label,
              amount: signedAmount(line.amountCents),
              percent: line.percent,
              refund: signedAmount(line.refundCents),
            })),
            nextDrop: refund.nextDrop
              ? { at: new Date(refund.nextDrop.at).toISOString(), refund: fromCents(refund.nextDrop.refundCents) }
              : null,
            deadlineText: refundDeadlineText(refund, policy.timeZone, (cents) => formatDollars(cents)),
          }
        : null,
  }
}
