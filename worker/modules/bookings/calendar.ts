/**
 * The owner's fleet calendar: for each RV and each day of a month, whether it is booked, held by a
 * renter who is paying, blocked (out of service for maintenance, or taken on another calendar),
 * kept free for turnaround after a booking, or free. Each day's state is read in SQL from the
 * occupancy rule's own parts (availability.ts): the bookings and blocks that keep that night, so
 * what the grid shows free is what the rule leaves free.
 */
import { and, asc, eq, gt, lte, sql, type SQL } from 'drizzle-orm'
import { rvBlocks, rvs } from '../../db/schema'
import type { OwnerRequestContext } from '../../db/owned'
import { addDays, monthBounds, toDayNumber } from '../../lib/shared/dates'
import { blocksTaking, bookingsKeeping, unpaidHold } from './availability'
import type { CalendarDayState } from './schemas'

/**
 * SQL: the state of `rvId` on the night of `day`, or null when free. A booking's nights come first,
 * then a block's (either keeps the RV off the market), then a renter's hold still running, then the
 * turnaround days the rule keeps after a booking's return.
 */
const dayState = (rvId: SQL, day: SQL, turnaroundDays: SQL, now: number) => {
  const night = { startDate: day, endDate: sql`date(${day}, '+1 day')` }
  const keeping = (turnaround?: SQL) => sql`select 1 from ${bookingsKeeping(rvId, night, now, turnaround)}`
  return sql`case
    when exists (${keeping()} and not ${unpaidHold(sql`b`)}) then 'booked'
    when exists (select 1 from ${blocksTaking(rvId, night)}) then 'blocked'
    when exists (${keeping()}) then 'held'
    when exists (${keeping(turnaroundDays)}) then 'turnaround'
  end`
}

/** SQL: a JSON object of `rvs`' days that are not free, day → state (the days arrive as one JSON parameter). */
const takenDays = (days: string[], now: number) =>
  sql<string | null>`(select json_group_object(d.day, d.state) from (
    select value as day, ${dayState(sql`${rvs.id}`, sql`value`, sql`${rvs.turnaroundDays}`, now)} as state
    from json_each(${JSON.stringify(days)})
  ) d where d.state is not null)`

export async function fleetCalendar({ ctx, input: { month } }: { ctx: OwnerRequestContext; input: { month: string } }) {
  const { now } = ctx
  const { first, last } = monthBounds(month)
  const days = Array.from({ length: toDayNumber(last) - toDayNumber(first) + 1 }, (_, index) => addDays(first, index))
  const [fleet, monthBlocks] = await ctx.db.batch([
    ctx.db
      .select({ id: rvs.id, name: rvs.name, available: rvs.available, taken: takenDays(days, now) })
      .from(rvs)
      .where(eq(rvs.ownerId, ctx.ownerId))
      .orderBy(asc(rvs.name)),
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
    rvs: fleet.map(({ taken, ...rv }) => {
      const states = JSON.parse(taken ?? '{}') as Record<string, CalendarDayState>
      return {
        ...rv,
        days: days.map((day): CalendarDayState => states[day] ?? 'free'),
        /** What blocks its 'blocked' days, for the grid's tooltips: a maintenance task's title, an imported event's summary. */
        blocks: monthBlocks.filter((block) => block.rvId === rv.id).map(({ rvId: _rv, ...block }) => block),
      }
    }),
  }
}
