/**
 * The scheduled email work. Reminders: every confirmed trip whose pickup is today or in the next 2
 * days gets one booking_reminder (a window, so a missed run still reminds; once per booking,
 * however often it runs). The sweep: a notification still waiting after 15 minutes is queued
 * again, so an email whose queue message was lost is still sent; one whose send started but was
 * never recorded may have gone out, so it is marked failed for a person to resend, never resent.
 */
import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, notifications, rvs } from '../../db/schema'
import { runBatch } from '../../lib/d1-batch'
import { addDays, utcDay } from '../../lib/shared/dates'
import { formatDollars } from '../../lib/shared/money'
import { bookingStatusLabel } from '../bookings/rules/transitions'
import type { Mailer } from './mailer'

/** A reminder goes out once pickup is this many days away or nearer. */
export const REMINDER_DAYS_AHEAD = 2
const STALE_AFTER_MS = 15 * 60_000
/** D1 binds at most 100 parameters per statement. */
const ID_CHUNK = 90

export const UNCONFIRMED_SEND_ERROR = 'Delivery could not be confirmed: this email may or may not have reached the customer. Resend it if they did not get it.'

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

async function writeReminders(db: Db, send: Mailer, now: number) {
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
        sql`not exists (select 1 from notifications n where n.booking_id = ${bookings.id} and n.type = 'booking_reminder')`,
      ),
    )
  const reminders = trips.map(({ booking, email, firstName, rvName }) =>
    send.record(
      {
        ownerId: booking.ownerId,
        type: 'booking_reminder',
        to: email,
        customerName: firstName ?? 'there',
        customerId: booking.customerId,
        bookingId: booking.id,
        booking: { bookingId: booking.id, rvName, startDate: booking.startDate, endDate: booking.endDate, total: formatDollars(booking.totalPriceCents), statusLabel: bookingStatusLabel(booking.status) },
      },
      now,
      sql`not exists (select 1 from notifications where booking_id = ${booking.id} and type = 'booking_reminder')`,
    ),
  )
  if (reminders.length > 0) await runBatch(db, reminders.map((reminder) => reminder.statement))
  const written = await Promise.all(
    chunks(reminders.map((reminder) => reminder.id), ID_CHUNK).map((ids) => db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))),
  )
  return written.flat().map((row) => row.id)
}

export async function runEmailJobs({ db, mailer: send, now }: { db: Db; mailer: Mailer; now: number }) {
  const reminders = await writeReminders(db, send, now)
  const stale = lt(notifications.createdAt, now - STALE_AFTER_MS)
  const [waiting, unconfirmed] = await db.batch([
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.status, 'pending'), isNull(notifications.sendStartedAt), stale))
      .limit(500),
    db
      .update(notifications)
      .set({ status: 'failed', error: UNCONFIRMED_SEND_ERROR })
      .where(and(eq(notifications.status, 'pending'), isNotNull(notifications.sendStartedAt), lt(notifications.sendStartedAt, now - STALE_AFTER_MS))),
  ])
  await send.enqueue([...reminders, ...waiting.map((row) => row.id)])
  return { reminders: reminders.length, requeued: waiting.length, unconfirmed: unconfirmed.meta.changes }
}
