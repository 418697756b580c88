/**
 * Trip reminders: every confirmed trip whose pickup is today or in the next 2 days gets one
 * booking_reminder (a window, so a missed run still reminds; once per booking, however often the
 * job runs, guarded in SQL and by a unique index).
 */
import { and, eq, gte, inArray, lte, sql, type SQLWrapper } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { bookings, customers, notifications, rvs } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { chunks, IDS_PER_QUERY } from '../../db/chunks'
import { addDays, utcDay } from '../../lib/shared/dates'
import type { Mailer } from '../../lib/email/mailer'
import { bookingEmail } from './emails'

/** A reminder goes out once pickup is this many days away or nearer. */
export const REMINDER_DAYS_AHEAD = 2

const noReminderYet = (bookingId: SQLWrapper | string) =>
  sql`not exists (select 1 from notifications n where n.booking_id = ${bookingId} and n.type = 'booking_reminder')`

/** Writes the reminders due at `now` and returns the ids of those written, to queue. */
export async function writeTripReminders({
  ctx: { db, mailer, now },
}: {
  ctx: RequestContext & { mailer: Mailer }
}): Promise<string[]> {
  const today = utcDay(now)
  const trips = await db
    .select({ booking: bookings, email: customers.email, firstName: customers.firstName, rvName: rvs.name })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        gte(bookings.startDate, today),
        lte(bookings.startDate, addDays(today, REMINDER_DAYS_AHEAD)),
        noReminderYet(bookings.id),
      ),
    )
  const reminders = trips.map(({ booking, ...customer }) =>
    mailer.record(
      bookingEmail('booking_reminder', { ...booking, totalCents: booking.totalPriceCents }, customer, customer.rvName),
      now,
      noReminderYet(booking.id),
    ),
  )
  if (reminders.length === 0) return []
  await runBatch(
    db,
    reminders.map((reminder) => reminder.statement),
  )
  const written = await Promise.all(
    chunks(
      reminders.map((reminder) => reminder.id),
      IDS_PER_QUERY,
    ).map((ids) => db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))),
  )
  return written.flat().map((row) => row.id)
}
