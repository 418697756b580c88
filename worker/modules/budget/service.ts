/**
 * The Smart Budget Calculator's recent data (spec §9: 'the last 30 days of bookings and leads') and
 * the fleet's room over the next 30 days, summed in the database so the page makes one small
 * request instead of reading every booking and lead. Only the signed-in owner's rows count.
 */
import { and, count, eq, gte, sql, type SQL } from 'drizzle-orm'
import { bookings, customers, leads, rvBlocks, rvs } from '../../db/schema'
import type { OwnerContext } from '../../db/owned'
import { addDays, utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { isBusinessBooking, occupiesNights } from '../bookings'
import type { RecentFigures } from './rules/recent-data'

const WINDOW_DAYS = 30
const DAY_MS = 86_400_000

/**
 * GET /api/budget/recent. Bookings: real business (not cancelled, expired or an unpaid hold)
 * created in the last 30 days; revenue is their totals. Conversion rate: the share of the leads
 * created in the window that are now converted, in percent to one decimal (the Leads page's rule,
 * spec §9), or null with no leads, as is the average booking value with no bookings.
 */
export async function recentFigures({ ctx, now }: { ctx: OwnerContext; now: number }): Promise<RecentFigures> {
  const since = now - WINDOW_DAYS * DAY_MS
  const [bookingRows, leadRows, customerRows, stayRows, fleetRows] = await ctx.db.batch([
    ctx.db
      .select({ n: count(), revenueCents: sql<number>`coalesce(sum(${bookings.totalPriceCents}), 0)` })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ctx.ownerId), gte(bookings.createdAt, since), isBusinessBooking())),
    ctx.db
      .select({ n: count(), converted: sql<number>`coalesce(sum(${leads.status} = 'converted'), 0)` })
      .from(leads)
      .where(and(eq(leads.ownerId, ctx.ownerId), gte(leads.createdAt, since))),
    ctx.db.select({ n: count() }).from(customers).where(eq(customers.ownerId, ctx.ownerId)),
    ctx.db
      .select({ nights: sql<number | null>`avg(julianday(${bookings.endDate}) - julianday(${bookings.startDate}))` })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ctx.ownerId), isBusinessBooking())),
    fleetRoom(ctx, now),
  ])
  const booked = Number(bookingRows[0]?.n ?? 0)
  const revenueCents = Number(bookingRows[0]?.revenueCents ?? 0)
  const leadCount = Number(leadRows[0]?.n ?? 0)
  const converted = Number(leadRows[0]?.converted ?? 0)
  return {
    windowDays: WINDOW_DAYS,
    bookings: booked,
    revenue: fromCents(revenueCents),
    averageBookingValue: booked === 0 ? null : fromCents(Math.round(revenueCents / booked)),
    leads: leadCount,
    conversionRate: leadCount === 0 ? null : Math.round((converted / leadCount) * 1000) / 10,
    customers: Number(customerRows[0]?.n ?? 0),
    freeRvNights: Math.max(0, Number(fleetRows[0]?.free ?? 0)),
    averageStayNights: stayRows[0]?.nights == null ? null : Math.round(Number(stayRows[0].nights) * 10) / 10,
  }
}

/**
 * The available fleet's RV-nights over the next 30 days less those taken, by bookings that keep
 * their nights (the occupancy rule's own test) and by blocks, each clipped to the window. A night
 * both booked and blocked is subtracted twice; the room can only be understated, never invented.
 * A date SQLite cannot read takes the whole window. The outer RV is spelled `rvs.id`: drizzle writes
 * the selected table's columns unqualified, which inside the subqueries would name their own ids.
 */
function fleetRoom(ctx: OwnerContext, now: number) {
  const from = utcDay(now)
  const to = addDays(from, WINDOW_DAYS)
  const clippedNights = (table: SQL) =>
    sql`coalesce(max(0, julianday(min(${table}.end_date, ${to})) - julianday(max(${table}.start_date, ${from}))), ${WINDOW_DAYS})`
  return ctx.db
    .select({
      free: sql<number>`count(*) * ${WINDOW_DAYS}
        - coalesce(sum((select sum(${clippedNights(sql`b`)}) from bookings b
            where b.rv_id = rvs.id and b.end_date > ${from} and b.start_date < ${to} and ${occupiesNights(now, sql`b`)})), 0)
        - coalesce(sum((select sum(${clippedNights(sql`k`)}) from ${rvBlocks} k
            where k.rv_id = rvs.id and k.end_date > ${from} and k.start_date < ${to})), 0)`,
    })
    .from(rvs)
    .where(and(eq(rvs.ownerId, ctx.ownerId), eq(rvs.available, true)))
}
