/**
 * The owner's fleet calendar: for each RV and each day of a month, whether it is booked, held by a
 * renter who is paying, kept free for turnaround after a booking, or free. It selects bookings by
 * the occupancy rule itself (availability.ts), so what the grid shows free is what a booking can take.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { bookings, rvs } from '../../db/schema'
import type { OwnerContext } from '../../lib/owned'
import { addDays, monthBounds, toDayNumber } from '../../lib/shared/dates'
import { occupiesNights, unpaidHold } from './availability'
import type { CalendarDayState } from './schemas'

interface CalendarBooking {
  rvId: string
  startDate: string
  endDate: string
  /** An unpaid renter's hold still running (the query returns only bookings that keep their nights). */
  held: boolean
}

const rank: Record<CalendarDayState, number> = { free: 0, turnaround: 1, held: 2, booked: 3 }

/** Day states of one RV over `days`: each booking marks its nights, then its turnaround days. */
export function rvDayStates(days: string[], rvBookings: CalendarBooking[], turnaroundDays: number): CalendarDayState[] {
  const first = toDayNumber(days[0]!)
  const states: CalendarDayState[] = days.map(() => 'free')
  const mark = (from: string, until: string, state: CalendarDayState) => {
    for (let day = Math.max(toDayNumber(from), first); day < toDayNumber(until) && day - first < days.length; day++) {
      if (rank[state] > rank[states[day - first]!]) states[day - first] = state
    }
  }
  for (const booking of rvBookings) {
    mark(booking.startDate, booking.endDate, booking.held ? 'held' : 'booked')
    mark(booking.endDate, addDays(booking.endDate, turnaroundDays), 'turnaround')
  }
  return states
}

export async function fleetCalendar({ ctx, month, now }: { ctx: OwnerContext; month: string; now: number }) {
  const { first, last } = monthBounds(month)
  const days = Array.from({ length: toDayNumber(last) - toDayNumber(first) + 1 }, (_, index) => addDays(first, index))
  const [fleet, monthBookings] = await ctx.db.batch([
    ctx.db
      .select({ id: rvs.id, name: rvs.name, available: rvs.available, turnaroundDays: rvs.turnaroundDays })
      .from(rvs)
      .where(eq(rvs.ownerId, ctx.ownerId))
      .orderBy(asc(rvs.name)),
    ctx.db
      .select({
        rvId: bookings.rvId,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        held: sql<number>`${unpaidHold()}`,
      })
      .from(bookings)
      .innerJoin(rvs, eq(rvs.id, bookings.rvId))
      // Bookings whose nights or turnaround days touch the month (a day SQLite cannot compute counts as touching).
      .where(
        and(
          eq(bookings.ownerId, ctx.ownerId),
          occupiesNights(now),
          sql`${bookings.startDate} <= ${last}`,
          sql`coalesce(date(${bookings.endDate}, '+' || ${rvs.turnaroundDays} || ' days'), '9999-99-99') > ${first}`,
        ),
      ),
  ])
  return {
    month,
    days,
    rvs: fleet.map((rv) => ({
      id: rv.id,
      name: rv.name,
      available: rv.available,
      days: rvDayStates(
        days,
        monthBookings
          .filter((booking) => booking.rvId === rv.id)
          .map((booking) => ({ ...booking, held: Boolean(booking.held) })),
        rv.turnaroundDays,
      ),
    })),
  }
}
