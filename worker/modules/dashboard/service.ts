/**
 * The dashboard's figures, made true (spec §9 invented some): active bookings, revenue and fleet
 * utilization over the last 30 days against the 30 before, open and urgent issues, and the five
 * newest bookings, revenue week by week over the last 12 weeks, and the next maintenance tasks
 * due on the fleet, and how many bookings the owner cancelled themselves. One batch: a single pass
 * over the owner's bookings for every bookings figure, and small queries for the rest.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { bookings, customers, issues, rvs } from '../../db/schema'
import type { OwnerContext, OwnerRequestContext } from '../../db/owned'
import { addDays } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { isBusinessBooking } from '../bookings'
import { effectiveStatus } from '../bookings/rules/transitions'
import { upcomingMaintenance } from '../issues'

const WINDOW_DAYS = 30
const CHART_WEEKS = 12
const MAINTENANCE_SHOWN = 3
const YEAR_MS = 365 * 86_400_000

interface Windows {
  /** The 30 days ending with today, [from, until), and the 30 before, [previousFrom, from). */
  previousFrom: string
  from: string
  until: string
  /** The first day of the chart's 12 weeks (ending with until). */
  chartFrom: string
}

/**
 * Every bookings figure in one pass over the owner's bookings: the active count, revenue and
 * booked RV-nights of business bookings (no unpaid holds) in both 30-day windows, and revenue by
 * pickup week over the chart's 12 weeks, as conditional sums over the same rows.
 */
function bookingFigures(ctx: OwnerContext, { previousFrom, from, until, chartFrom }: Windows) {
  const business = isBusinessBooking()
  const sumWhere = (condition: SQL, value: SQL | number) =>
    sql<number>`coalesce(sum(case when ${condition} then ${value} else 0 end), 0)`
  const startsIn = (first: string, last: string) =>
    sql`${business} and ${bookings.startDate} >= ${first} and ${bookings.startDate} < ${last}`
  const nightsIn = (first: string, last: string) =>
    sumWhere(
      business,
      sql`max(0, julianday(min(${bookings.endDate}, ${last})) - julianday(max(${bookings.startDate}, ${first})))`,
    )
  // The 12 weekly totals as one JSON array: a select's columns are fixed by name.
  const weekly = sql.join(
    Array.from({ length: CHART_WEEKS }, (_, week) =>
      sumWhere(
        startsIn(addDays(chartFrom, 7 * week), addDays(chartFrom, 7 * (week + 1))),
        sql`${bookings.totalPriceCents}`,
      ),
    ),
    sql`, `,
  )
  return (
    ctx.db
      // Named columns: a batch reads rows by column name, and two sums differing only in their dates read alike.
      .select({
        active: sumWhere(inArray(bookings.status, ['confirmed', 'in_progress']), 1).as('active'),
        revenueCents: sumWhere(startsIn(from, until), sql`${bookings.totalPriceCents}`).as('revenue_cents'),
        previousRevenueCents: sumWhere(startsIn(previousFrom, from), sql`${bookings.totalPriceCents}`).as(
          'previous_revenue_cents',
        ),
        bookedNights: nightsIn(from, until).as('booked_nights'),
        previousBookedNights: nightsIn(previousFrom, from).as('previous_booked_nights'),
        weeklyRevenueCents: sql<string>`json_array(${weekly})`.as('weekly_revenue_cents'),
      })
      .from(bookings)
      .where(eq(bookings.ownerId, ctx.ownerId))
  )
}

/**
 * Bookings the owner cancelled (not the renter, not both agreeing): all time, and those cancelled
 * in the last 12 months (by the history row of the cancellation).
 */
function ownerCancellations(ctx: OwnerRequestContext) {
  const cancelledSince = sql`exists (select 1 from booking_status_changes h
    where h.booking_id = ${bookings.id} and h.to_status = 'cancelled' and h.created_at >= ${ctx.now - YEAR_MS})`
  return ctx.db
    .select({
      allTime: count(),
      last12Months: sql<number>`coalesce(sum(${cancelledSince}), 0)`,
    })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ctx.ownerId), eq(bookings.cancelledBy, 'owner')))
}

const change = (current: number, previous: number) => (previous === 0 ? null : (current - previous) / previous)

/** GET /api/dashboard: the owner's overview for the viewer's day (`date`). */
export async function dashboardOverview({
  ctx,
  input: { date: today },
}: {
  ctx: OwnerRequestContext
  input: { date: string }
}) {
  const until = addDays(today, 1)
  const from = addDays(until, -WINDOW_DAYS)
  const previousFrom = addDays(from, -WINDOW_DAYS)
  const chartFrom = addDays(until, -7 * CHART_WEEKS)
  const [[figures], fleet, issueCounts, recent, maintenance, [cancelled]] = await ctx.db.batch([
    bookingFigures(ctx, { previousFrom, from, until, chartFrom }),
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
    upcomingMaintenance({ ctx, input: { limit: MAINTENANCE_SHOWN } }),
    ownerCancellations(ctx),
  ])
  const capacity = (fleet[0]?.n ?? 0) * WINDOW_DAYS
  const utilization = (nights: number) => (capacity === 0 ? null : Math.min(1, nights / capacity))
  const { active, revenueCents, previousRevenueCents, bookedNights, previousBookedNights } = figures!
  const weekly = JSON.parse(figures!.weeklyRevenueCents) as number[]
  return {
    today,
    activeBookings: Number(active),
    /** Totals of business bookings starting in the last 30 days, and the 30 before; change as a fraction. */
    revenue: {
      current: fromCents(revenueCents),
      previous: fromCents(previousRevenueCents),
      change: change(revenueCents, previousRevenueCents),
    },
    /** Booked RV-nights ÷ available RV-nights over the same windows (null with no available RVs). */
    utilization: { current: utilization(bookedNights), previous: utilization(previousBookedNights) },
    openIssues: Number(issueCounts[0]?.open ?? 0),
    /** Bookings the owner cancelled themselves (renters' and mutual cancellations are not counted). */
    ownerCancellations: {
      allTime: Number(cancelled?.allTime ?? 0),
      last12Months: Number(cancelled?.last12Months ?? 0),
    },
    urgentIssues: Number(issueCounts[0]?.urgent ?? 0),
    /** Revenue of business bookings by pickup week, 12 weeks ending with today's. */
    revenueByWeek: Array.from({ length: CHART_WEEKS }, (_, index) => ({
      weekStart: addDays(chartFrom, 7 * index),
      revenue: fromCents(weekly[index] ?? 0),
    })),
    /** The next due open maintenance tasks (soonest due date first, those due only by mileage last). */
    maintenance,
    recentBookings: recent.map((row) => ({
      id: row.booking.id,
      status: effectiveStatus(row.booking, ctx.now),
      startDate: row.booking.startDate,
      endDate: row.booking.endDate,
      totalPrice: fromCents(row.booking.totalPriceCents),
      rvName: row.rvName,
      rvImageUrl: row.rvImageUrl,
      customerName: [row.customerFirstName, row.customerLastName].filter(Boolean).join(' '),
    })),
  }
}
