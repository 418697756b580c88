/**
 * The occupancy rule: whether an RV's nights are taken, as SQL used to search, inside the booking
 * insert itself (deciding atomically), when an owner confirms, when a late payment arrives, and by
 * the fleet calendar and the iCalendar export. Nights are taken by a booking unless it is cancelled
 * or expired, or is an unpaid hold whose time ran out; each RV keeps its turnaround days free after
 * every booking (before the next pickup) and before the new one's pickup date. Nights are also taken
 * by a block (rv_blocks: a maintenance task's out-of-service range, an imported calendar's event),
 * exactly, with no turnaround. Anything SQLite cannot compute counts as occupied.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { BookingStatus } from '../../lib/shared/enums'

export interface DateRange {
  /** A day, or SQL naming the outer query's date column. */
  startDate: string | SQL
  endDate: string | SQL
}

/** Statuses that never hold dates (and never count as business). */
const RELEASED_STATUSES = ['cancelled', 'expired'] as const satisfies readonly BookingStatus[]
const released = sql.raw(RELEASED_STATUSES.map((status) => `'${status}'`).join(', '))

/**
 * SQL true when `rvId`'s nights in `range` are taken: by a booking (turnaround included) or a block.
 * Written as `end_date > start - turnaround` so the (rv_id, end_date, start_date) index reaches straight
 * to the bookings still running at the start of the range: for a future search, a handful out of
 * an RV's whole history. SQLite's date() answers NULL for a day it cannot compute (past 9999, an
 * unknown turnaround); the bounds then fall back to the widest range, so an unknown is never free.
 * `turnaroundDays` may name the outer query's column (the fleet search); otherwise it is read from
 * the RV. `excludeBookingId` leaves a booking out (checking its own dates).
 */
export function nightsTaken(
  rvId: SQL | string,
  range: DateRange,
  now: number,
  turnaroundDays?: SQL,
  excludeBookingId?: SQL | string,
): SQL {
  const turnaround = turnaroundDays ?? sql`(select turnaround_days from rvs where id = ${rvId})`
  return sql`(exists (
    select 1 from bookings b
    where b.rv_id = ${rvId}
      ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
      and b.end_date > coalesce(date(${range.startDate}, '-' || ${turnaround} || ' days'), '0000-00-00')
      and b.start_date < coalesce(date(${range.endDate}, '+' || ${turnaround} || ' days'), '9999-99-99')
      and ${occupiesNights(now, sql`b`)}
  ) or exists (
    select 1 from rv_blocks k
    where k.rv_id = ${rvId}
      and k.end_date > coalesce(date(${range.startDate}), '0000-00-00')
      and k.start_date < coalesce(date(${range.endDate}), '9999-99-99')
  ))`
}

export interface VenueStay extends DateRange {
  venueId: string | SQL
  /** The booking's owner: a venue takes bookings only through its own owner. */
  ownerId: string | SQL
  rvId: string | SQL
}

/**
 * The venue part of the occupancy rule, SQL true while the venue takes this stay: it is the booking
 * owner's own and open, takes the RV's length (an RV of unknown length never fits a venue with a
 * limit), and fewer bookings than its capacity keep any of those nights there. Part of the booking
 * insert's own condition, so racing holds cannot pass the capacity together.
 */
export const venueTakes = ({ venueId, ownerId, rvId, startDate, endDate }: VenueStay, now: number) =>
  sql`exists (
    select 1 from venues v
    where v.id = ${venueId} and v.owner_id = ${ownerId} and v.available = 1
      and (v.max_rv_length is null or (select r.length from rvs r where r.id = ${rvId}) <= v.max_rv_length)
      and (select count(*) from bookings b
           where b.venue_id = v.id and b.end_date > ${startDate} and b.start_date < ${endDate}
             and ${occupiesNights(now, sql`b`)}) < v.capacity
  )`

/**
 * SQL about the booking row being updated, a lapsed hold that a late payment would bring back: true
 * when, meanwhile, another booking took its RV's nights or its venue's last place (or the venue no
 * longer takes it). The row itself, lapsed, counts toward neither.
 */
export function datesLostMeanwhile(now: number): SQL {
  const stay = { startDate: sql`bookings.start_date`, endDate: sql`bookings.end_date` }
  const rvId = sql`bookings.rv_id`
  const venue = { ...stay, rvId, venueId: sql`bookings.venue_id`, ownerId: sql`bookings.owner_id` }
  return sql`(${nightsTaken(rvId, stay, now, undefined, sql`bookings.id`)}
    or (bookings.venue_id is not null and not ${venueTakes(venue, now)}))`
}

/** SQL true while a booking (of `table`) keeps its nights: not released, and not an unpaid hold that ran out. */
export const occupiesNights = (now: number, table = sql`bookings`) =>
  sql`(${table}.status not in (${released}) and (${table}.held_until is null or ${table}.held_until > ${now} or ${table}.payment_status = 'succeeded'))`

/** SQL true for an unpaid renter's hold (alive or lapsed): it is not business until paid or accepted. */
export const unpaidHold = (table = sql`bookings`) =>
  sql`(${table}.held_until is not null and ${table}.payment_status <> 'succeeded')`

/** SQL true for a hold whose time ran out unpaid: the admin reads it as expired, nothing can confirm it but a payment. */
export const lapsedHold = (now: number, table = sql`bookings`) =>
  sql`(${unpaidHold(table)} and ${table}.held_until <= ${now})`

/**
 * SQL true for a booking that counts as business (revenue, utilization, a customer's bookings):
 * not cancelled or expired, and not an unpaid hold.
 */
export const isBusinessBooking = (table = sql`bookings`) =>
  sql`(${table}.status not in (${released}) and not ${unpaidHold(table)})`
