/**
 * The owner's monthly report (the dashboard's 'Generate Report'): revenue, nights booked and
 * utilization per RV, bookings by status, payments recorded, issues and lead fees for one calendar
 * month. Bookings count by their dates (revenue by pickup day, as the dashboard does); issues and
 * leads by when they were made, in UTC. One batch of aggregate queries.
 */
import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import { bookingPayments, bookings, issues, leads, rvs } from '../../db/schema'
import type { OwnerContext } from '../../db/owned'
import { addDays, monthBounds } from '../../lib/shared/dates'
import { bookingStatuses, offlinePaymentMethods } from '../../lib/shared/enums'
import { fromCents } from '../../lib/shared/money'
import { isBusinessBooking } from '../bookings'

const sumOf = (value: SQL) => sql<number>`coalesce(sum(${value}), 0)`

/** Per RV: revenue of business bookings picked up in the month, and their nights inside it. */
function rvFigures(ctx: OwnerContext, first: string, until: string) {
  const inMonth = and(
    eq(bookings.rvId, rvs.id),
    isBusinessBooking(),
    sql`${bookings.startDate} < ${until}`,
    sql`${bookings.endDate} > ${first}`,
  )
  return ctx.db
    .select({
      id: rvs.id,
      name: rvs.name,
      revenueCents: sumOf(
        sql`case when ${bookings.startDate} >= ${first} then ${bookings.totalPriceCents} else 0 end`,
      ).as('revenue_cents'),
      nights: sumOf(
        sql`max(0, julianday(min(${bookings.endDate}, ${until})) - julianday(max(${bookings.startDate}, ${first})))`,
      ).as('nights'),
    })
    .from(rvs)
    .leftJoin(bookings, inMonth)
    .where(eq(rvs.ownerId, ctx.ownerId))
    .groupBy(rvs.id)
    .orderBy(asc(rvs.name), asc(rvs.id))
}

/** GET /api/dashboard/report?month=YYYY-MM */
export async function monthlyReport({ ctx, input: { month } }: { ctx: OwnerContext; input: { month: string } }) {
  const { first, last, startMs, endMs } = monthBounds(month)
  const until = addDays(last, 1)
  const days = Math.round((endMs - startMs) / 86_400_000)
  const madeInMonth = (column: typeof issues.createdAt | typeof leads.createdAt) =>
    and(gte(column, startMs), lt(column, endMs))
  const [perRv, byStatus, payments, issueCounts, leadCounts] = await ctx.db.batch([
    rvFigures(ctx, first, until),
    ctx.db
      .select({ status: bookings.status, n: count() })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ctx.ownerId), gte(bookings.startDate, first), lt(bookings.startDate, until)))
      .groupBy(bookings.status),
    ctx.db
      .select({ method: bookingPayments.method, cents: sumOf(sql`${bookingPayments.amountCents}`) })
      .from(bookingPayments)
      .where(
        and(
          eq(bookingPayments.ownerId, ctx.ownerId),
          gte(bookingPayments.paidOn, first),
          lt(bookingPayments.paidOn, until),
        ),
      )
      .groupBy(bookingPayments.method),
    ctx.db
      .select({
        reported: count(),
        urgent: sumOf(sql`${issues.priority} in ('emergency', 'high')`).as('urgent'),
        resolved: sumOf(sql`${issues.resolvedAt} is not null`).as('resolved'),
      })
      .from(issues)
      .where(and(eq(issues.ownerId, ctx.ownerId), madeInMonth(issues.createdAt))),
    ctx.db
      .select({
        leads: count(),
        feesCents: sumOf(sql`${leads.leadCostCents}`).as('fees_cents'),
        paidCents: sumOf(sql`case when ${leads.paymentStatus} = 'succeeded' then ${leads.leadCostCents} else 0 end`).as(
          'paid_cents',
        ),
      })
      .from(leads)
      .where(and(eq(leads.ownerId, ctx.ownerId), madeInMonth(leads.createdAt))),
  ])
  const rvRows = perRv.map(({ id, name, revenueCents, nights }) => ({
    id,
    name,
    revenue: fromCents(revenueCents),
    nightsBooked: nights,
    utilization: Math.min(1, nights / days),
  }))
  const nightsBooked = perRv.reduce((sum, row) => sum + row.nights, 0)
  const paidBy = (method: string) => payments.find((row) => row.method === method)?.cents ?? 0
  const [issueRow, leadRow] = [issueCounts[0]!, leadCounts[0]!]
  return {
    month,
    days,
    revenue: fromCents(perRv.reduce((sum, row) => sum + row.revenueCents, 0)),
    nightsBooked,
    /** Booked RV-nights ÷ (RVs × days in the month); null without RVs. */
    utilization: perRv.length === 0 ? null : Math.min(1, nightsBooked / (perRv.length * days)),
    rvs: rvRows,
    /** Bookings picked up in the month, by their stored status. */
    bookingsByStatus: Object.fromEntries(
      bookingStatuses.map((status) => [status, byStatus.find((row) => row.status === status)?.n ?? 0]),
    ) as Record<(typeof bookingStatuses)[number], number>,
    /** Payments the owner recorded (cash, cheque, bank transfer), by the day received. */
    paymentsRecorded: Object.fromEntries(
      offlinePaymentMethods.map((method) => [method, fromCents(paidBy(method))]),
    ) as Record<(typeof offlinePaymentMethods)[number], string>,
    issues: { reported: issueRow.reported, urgent: Number(issueRow.urgent), resolved: Number(issueRow.resolved) },
    leadFees: { leads: leadRow.leads, fees: fromCents(leadRow.feesCents), paid: fromCents(leadRow.paidCents) },
  }
}
