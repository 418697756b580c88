/**
 * The Smart Budget Calculator's recent data (spec §9: 'the last 30 days of bookings and leads'),
 * summed in the database so the page makes one small request instead of reading every booking
 * and lead. Only the signed-in owner's rows count.
 */
import { and, count, eq, gte, sql } from 'drizzle-orm'
import { bookings, leads } from '../../db/schema'
import type { OwnerContext } from '../../lib/owned'
import { fromCents } from '../../lib/shared/money'
import { isBusinessBooking } from '../bookings'
import type { RecentFigures } from './rules/ad-budget'

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
  const [bookingRows, leadRows] = await ctx.db.batch([
    ctx.db
      .select({ n: count(), revenueCents: sql<number>`coalesce(sum(${bookings.totalPriceCents}), 0)` })
      .from(bookings)
      .where(and(eq(bookings.ownerId, ctx.ownerId), gte(bookings.createdAt, since), isBusinessBooking())),
    ctx.db
      .select({ n: count(), converted: sql<number>`coalesce(sum(${leads.status} = 'converted'), 0)` })
      .from(leads)
      .where(and(eq(leads.ownerId, ctx.ownerId), gte(leads.createdAt, since))),
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
  }
}
