/**
 * The renter's invitation to review a completed trip (registered with notifications in
 * worker/email-templates.ts), sent in the business's name like the booking emails.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import type { Mailer, NotificationDraft } from '../../lib/email/mailer'
import { emailTemplate, layout, type EmailTemplate } from '../../lib/email/layout'
import { runBatch } from '../../db/batch'
import { completedAtSql } from './trips'
import { REVIEW_WINDOW_DAYS, reviewWindowEnd, windowEndLabel } from './rules/window'

export type ReviewEmailType = 'review_invitation'

interface ReviewInvitation {
  bookingId: string
  rvName: string
  /** e.g. 'July 15, 2030' */
  closesOn: string
}

const sample: ReviewInvitation = { bookingId: 'test-booking', rvName: 'Sample RV', closesOn: 'July 15, 2030' }

export const reviewEmailTemplates: Record<ReviewEmailType, EmailTemplate> = {
  review_invitation: emailTemplate<ReviewInvitation>((parts, trip = sample) =>
    layout(parts, `How was your trip in ${trip.rvName}?`, {
      heading: 'Review your trip',
      lines: [
        `Thank you for travelling with ${parts.businessName}. How was ${trip.rvName}?`,
        `Rate the RV and tell other renters about it by ${trip.closesOn} (${REVIEW_WINDOW_DAYS} days from the end of your trip).`,
        'Your review stays hidden from the owner until they have reviewed your trip too, or until the 14 days end.',
      ],
      link: { label: 'Write a review', path: `/bookings?bookingId=${encodeURIComponent(trip.bookingId)}` },
    }),
  ),
}

/**
 * Invites the renter of each booking in `bookingIds` that completed to review it: once per
 * booking (a repeat finds the invitation written and writes none), then queued.
 */
export async function sendReviewInvitations({
  ctx: { db, now, mailer },
  input: { bookingIds },
}: {
  ctx: { db: Db; now: number; mailer: Mailer }
  input: { bookingIds: string[] }
}) {
  if (bookingIds.length === 0) return
  const trips = await db
    .select({
      bookingId: bookings.id,
      ownerId: bookings.ownerId,
      customerId: bookings.customerId,
      completedAt: completedAtSql,
      rvName: rvs.name,
      email: customers.email,
      firstName: customers.firstName,
      source: customers.source,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(and(inArray(bookings.id, bookingIds), eq(bookings.status, 'completed')))
  const emails = trips.map((trip) => {
    const draft: NotificationDraft = {
      ownerId: trip.ownerId,
      type: 'review_invitation',
      to: trip.email,
      // Only a name the owner entered greets the renter (a hold's name is whatever was typed; see bookings' emails).
      customerName: (trip.source === 'owner' && trip.firstName) || 'there',
      customerId: trip.customerId,
      bookingId: trip.bookingId,
      data: {
        bookingId: trip.bookingId,
        rvName: trip.rvName,
        closesOn: windowEndLabel(reviewWindowEnd(trip.completedAt ?? now)),
      } satisfies ReviewInvitation,
    }
    return mailer.record(
      draft,
      now,
      sql`not exists (select 1 from notifications where booking_id = ${trip.bookingId} and type = 'review_invitation')`,
    )
  })
  if (emails.length === 0) return
  const written = await runBatch(
    db,
    emails.map((email) => email.statement),
  )
  await mailer.enqueue(emails.filter((_, index) => written[index]?.meta.changes === 1).map((email) => email.id))
}
