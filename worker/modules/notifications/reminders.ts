/**
 * The daily cron: a booking_reminder to every customer whose confirmed trip starts in 2 days (once
 * per booking, however often it runs), and every notification still waiting after 15 minutes is
 * queued again, so an email whose queue message was lost is still sent.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import { createDb } from '../../db/client'
import { bookings, customers, notifications, rvs } from '../../db/schema'
import type { Bindings } from '../../env'
import { runBatch } from '../../lib/d1-batch'
import { addDays } from '../../lib/shared/dates'
import { formatDollars } from '../../lib/shared/money'
import { bookingStatusLabel } from '../bookings/rules/transitions'
import { mailer } from './mailer'

const REMINDER_DAYS_AHEAD = 2
const STALE_AFTER_MS = 15 * 60_000
/** D1 binds at most 100 parameters per statement. */
const ID_CHUNK = 90

const chunks = <T>(items: T[], size: number) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

export async function runDailyEmails(env: Bindings, now: number) {
  const db = createDb(env.DB)
  const send = mailer(env)
  const pickupDay = addDays(new Date(now).toISOString().slice(0, 10), REMINDER_DAYS_AHEAD)
  const trips = await db
    .select({ booking: bookings, email: customers.email, firstName: customers.firstName, rvName: rvs.name })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(and(eq(bookings.startDate, pickupDay), eq(bookings.status, 'confirmed')))
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

  const waiting = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.status, 'pending'), lt(notifications.createdAt, now - STALE_AFTER_MS)))
    .limit(500)
  const written = (
    await Promise.all(chunks(reminders.map((reminder) => reminder.id), ID_CHUNK).map((ids) => db.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids))))
  ).flat()
  await send.enqueue([...written, ...waiting].map((row) => row.id))
  return { reminders: written.length, requeued: waiting.length }
}
