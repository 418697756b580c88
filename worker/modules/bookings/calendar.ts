/**
 * The owner's fleet calendar: for each RV and each day of a month, whether it is booked, held by a
 * renter who is paying, blocked (out of service for maintenance, or taken on another calendar),
 * kept free for turnaround after a booking, or free. It selects bookings by the occupancy rule
 * itself (availability.ts) and reads the same blocks, so what the grid shows free is what a booking can take.
 */
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm'
import { bookings, rvBlocks, rvs } from '../../db/schema'
import type { OwnerContext } from '../../db/owned'
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

/** A block's nights [startDate, endDate), exactly: no turnaround around them. */
interface CalendarBlock {
  startDate: string
  endDate: string
}

// A block keeps the RV off the market as surely as a booking: the same rank, so the first to mark a day keeps it.
const rank: Record<CalendarDayState, number> = { free: 0, turnaround: 1, held: 2, booked: 3, blocked: 3 }

/** Day states of one RV over `days`: each booking marks its nights, then its turnaround days; then each block its nights. */
export function rvDayStates(
  days: string[],
  rvBookings: CalendarBooking[],
  turnaroundDays: number,
  blocks: CalendarBlock[],
): CalendarDayState[] {
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
  for (const block of blocks) mark(block.startDate, block.endDate, 'blocked')
  return states
}

export async function fleetCalendar({ ctx, month, now }: { ctx: OwnerContext; month: string; now: number }) {
  const { first, last } = monthBounds(month)
  const days = Array.from({ length: toDayNumber(last) - toDayNumber(first) + 1 }, (_, index) => addDays(first, index))
  const [fleet, monthBookings, monthBlocks] = await ctx.db.batch([
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
    ctx.db
      .select({
        rvId: rvBlocks.rvId,
        startDate: rvBlocks.startDate,
        endDate: rvBlocks.endDate,
        source: rvBlocks.source,
        label: rvBlocks.label,
      })
      .from(rvBlocks)
      .where(and(eq(rvBlocks.ownerId, ctx.ownerId), lte(rvBlocks.startDate, last), gt(rvBlocks.endDate, first)))
      .orderBy(asc(rvBlocks.startDate)),
  ])
  return {
    month,
    days,
    rvs: fleet.map((rv) => {
      const blocks = monthBlocks.filter((block) => block.rvId === rv.id).map(({ rvId: _rv, ...block }) => block)
      return {
        id: rv.id,
        name: rv.name,
        available: rv.available,
        days: rvDayStates(
          days,
          monthBookings
            .filter((booking) => booking.rvId === rv.id)
            .map((booking) => ({ ...booking, held: Boolean(booking.held) })),
          rv.turnaroundDays,
          blocks,
        ),
        /** What blocks its 'blocked' days, for the grid's tooltips: a maintenance task's title, an imported event's summary. */
        blocks,
      }
    }),
  }
}
