/**
 * Whether an RV is free for a date range, as one SQL condition used both to search and, inside
 * the booking insert itself, to decide atomically. A booking blocks its RV unless it is
 * cancelled or an unpaid hold that has expired, and each RV keeps its turnaround days free
 * after every booking (before the next pickup) and before the new one's pickup date.
 */
import { sql, type SQL } from 'drizzle-orm'

export interface DateRange {
  startDate: string
  endDate: string
}

/** SQL true when a booking of `rvIdColumn`'s RV overlaps `range`, turnaround included. */
export function conflictingBookingExists(rvId: SQL | string, range: DateRange, now: number): SQL {
  return sql`exists (
    select 1 from bookings b join rvs r on r.id = b.rv_id
    where b.rv_id = ${rvId}
      and b.status <> 'cancelled'
      and (b.held_until is null or b.held_until > ${now} or b.payment_status = 'succeeded')
      and b.start_date < date(${range.endDate}, '+' || r.turnaround_days || ' days')
      and date(b.end_date, '+' || r.turnaround_days || ' days') > ${range.startDate}
  )`
}
