/**
 * The dashboard's figures, made true (spec §9 invented some): active bookings, revenue and fleet
 * utilization over the last 30 days against the 30 before, open and urgent issues, and the five
 * newest bookings, revenue week by week over the last 12 weeks, and the next maintenance tasks
 * due on the fleet. One batch of small aggregate queries.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { bookings, customers, issues, rvs } from '../../db/schema'
import type { OwnerContext } from '../../lib/owned'
import { addDays } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { isBusinessBooking } from '../bookings'
import { effectiveStatus } from '../bookings/rules/transitions'
import { upcomingMaintenance } from '../issues'

const WINDOW_DAYS = 30
const CHART_WEEKS = 12
const MAINTENANCE_SHOWN = 3

/** Revenue and booked RV-nights of business bookings (no unpaid holds) in [from, until) (until exclusive). */
function windowFigures(ctx: OwnerContext, from: string, until: string) {
  const overlapNights = sql<number>`coalesce(sum(max(0, julianday(min(${bookings.endDate}, ${until})) - julianday(max(${bookings.startDate}, ${from})))), 0)`
  const revenue = sql<number>`coalesce(sum(case when ${bookings.startDate} >= ${from} and ${bookings.startDate} < ${until} then ${bookings.totalPriceCents} else 0 end), 0)`
  return ctx.db
    .select({ revenueCents: revenue, bookedNights: overlapNights })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ctx.ownerId),
        isBusinessBooking(),
        sql`${bookings.startDate} < ${until}`,
        sql`${bookings.endDate} > ${from}`,
      ),
    )
}

/** Revenue of business bookings by the 7-day week (counted from `from`) their start date falls in. */
function weeklyRevenue(ctx: OwnerContext, from: string, until: string) {
  const week = sql<number>`cast((julianday(${bookings.startDate}) - julianday(${from})) / 7 as integer)`
  return ctx.db
    .select({ week, revenueCents: sql<number>`sum(${bookings.totalPriceCents})` })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ctx.ownerId),
        isBusinessBooking(),
        sql`${bookings.startDate} >= ${from}`,
        sql`${bookings.startDate} < ${until}`,
      ),
    )
    .groupBy(week)
}

const change = (current: number, previous: number) => (previous === 0 ? null : (current - previous) / previous)

/** GET /api/dashboard: the owner's overview for the viewer's day. */
export async function dashboardOverview({ ctx, today, now }: { ctx: OwnerContext; today: string; now: number }) {
  const until = addDays(today, 1)
  const from = addDays(until, -WINDOW_DAYS)
  const previousFrom = addDays(from, -WINDOW_DAYS)
  const chartFrom = addDays(until, -7 * CHART_WEEKS)
  const [active, current, previous, fleet, issueCounts, recent, weekly, maintenance] = await ctx.db.batch([
    ctx.db
      .select({ n: count() })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ctx.ownerId), inArray(bookings.status, ['confirmed', 'in_progress']))),
    windowFigures(ctx, from, until),
    windowFigures(ctx, previousFrom, from),
    ctx.db
      .select({ n: count() })
      .from(rvs)
      .where(and(eq(rvs.ownerId, ctx.ownerId), eq(rvs.available, true))),
    ctx.db
      .select({
        open: sql<number>`coalesce(sum(${issues.status} = 'open'), 0)`,
        urgent: sql<number>`coalesce(sum(${issues.status} in ('open', 'in_progress') and ${issues.priority} in ('emergency', 'high')), 0)`,
      })
      .from(issues)
      .where(eq(issues.ownerId, ctx.ownerId)),
    ctx.db
      .select({
        booking: bookings,
        rvName: rvs.name,
        rvImageUrl: rvs.imageUrl,
        customerFirstName: customers.firstName,
        customerLastName: customers.lastName,
      })
      .from(bookings)
      .innerJoin(rvs, eq(rvs.id, bookings.rvId))
      .innerJoin(customers, eq(customers.id, bookings.customerId))
      .where(eq(bookings.ownerId, ctx.ownerId))
      .orderBy(desc(bookings.createdAt))
      .limit(5),
    weeklyRevenue(ctx, chartFrom, until),
    upcomingMaintenance(ctx, MAINTENANCE_SHOWN),
  ])
  const capacity = (fleet[0]?.n ?? 0) * WINDOW_DAYS
  const utilization = (nights: number) => (capacity === 0 ? null : Math.min(1, nights / capacity))
  const [latest, before] = [current[0]!, previous[0]!]
  return {
    today,
    activeBookings: active[0]?.n ?? 0,
    /** Totals of business bookings starting in the last 30 days, and the 30 before; change as a fraction. */
    revenue: {
      current: fromCents(latest.revenueCents),
      previous: fromCents(before.revenueCents),
      change: change(latest.revenueCents, before.revenueCents),
    },
    /** Booked RV-nights ÷ available RV-nights over the same windows (null with no available RVs). */
    utilization: { current: utilization(latest.bookedNights), previous: utilization(before.bookedNights) },
    openIssues: Number(issueCounts[0]?.open ?? 0),
    urgentIssues: Number(issueCounts[0]?.urgent ?? 0),
    /** Revenue of business bookings by pickup week, 12 weeks ending with today's. */
    revenueByWeek: Array.from({ length: CHART_WEEKS }, (_, index) => ({
      weekStart: addDays(chartFrom, 7 * index),
      revenue: fromCents(weekly.find((row) => row.week === index)?.revenueCents ?? 0),
    })),
    /** The next due open maintenance tasks (soonest due date first, those due only by mileage last). */
    maintenance,
    recentBookings: recent.map((row) => ({
      id: row.booking.id,
      status: effectiveStatus(row.booking, now),
      startDate: row.booking.startDate,
      endDate: row.booking.endDate,
      totalPrice: fromCents(row.booking.totalPriceCents),
      rvName: row.rvName,
      rvImageUrl: row.rvImageUrl,
      customerName: [row.customerFirstName, row.customerLastName].filter(Boolean).join(' '),
    })),
  }
}
