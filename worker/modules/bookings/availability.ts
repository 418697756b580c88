/**
 * Whether an RV is free for a date range, as one SQL condition used both to search and, inside
 * the booking insert itself, to decide atomically. A booking blocks its RV unless it is
 * cancelled or an unpaid hold that has expired, and each RV keeps its turnaround days free
 * after every booking (before the next pickup) and before the new one's pickup date.
 */
import { sql, type SQL } from 'drizzle-orm'

export interface DateRange {
  /** A day, or SQL naming the outer query's date column. */
  startDate: string | SQL
  endDate: string | SQL
}

/**
 * SQL true when a booking of `rvId`'s RV overlaps `range`, turnaround included. Written as
 * `end_date > start - turnaround` so the (rv_id, end_date, start_date) index reaches straight
 * to the bookings still running at the start of the range: for a future search, a handful out of
 * an RV's whole history. `turnaroundDays` may name the outer query's column (the fleet search);
 * otherwise it is read from the RV. `excludeBookingId` leaves a booking out (checking its own dates).
 */
export function conflictingBookingExists(rvId: SQL | string, range: DateRange, now: number, turnaroundDays?: SQL, excludeBookingId?: SQL): SQL {
  const turnaround = turnaroundDays ?? sql`(select turnaround_days from rvs where id = ${rvId})`
  return sql`exists (
    select 1 from bookings b
    where b.rv_id = ${rvId}
      ${excludeBookingId ? sql`and b.id <> ${excludeBookingId}` : sql``}
      and b.end_date > date(${range.startDate}, '-' || ${turnaround} || ' days')
      and b.start_date < date(${range.endDate}, '+' || ${turnaround} || ' days')
      and b.status <> 'cancelled'
      and (b.held_until is null or b.held_until > ${now} or b.payment_status = 'succeeded')
  )`
}
