/**
 * A partner's earnings per month of the stays' first night, from partner_earnings (written by the
 * bookings' payment and refund, see ./earnings.ts). Paying partners out is not part of the product yet.
 */
import { desc, eq, sql } from 'drizzle-orm'
import { partnerEarnings } from '../../db/schema'
import { fromCents } from '../../lib/shared/money'
import type { PartnerContext } from './context'
import type { PartnerEarnings } from './schemas'

export async function partnerEarningsByMonth({
  ctx: { db, partnerId },
}: {
  ctx: PartnerContext
}): Promise<PartnerEarnings> {
  const month = sql<string>`substr(${partnerEarnings.stayStart}, 1, 7)`
  const rows = await db
    .select({
      month,
      bookings: sql<number>`count(*)`,
      nights: sql<number>`coalesce(sum(${partnerEarnings.nights}), 0)`,
      grossCents: sql<number>`coalesce(sum(${partnerEarnings.grossCents}), 0)`,
      refundedCents: sql<number>`coalesce(sum(${partnerEarnings.refundedCents}), 0)`,
    })
    .from(partnerEarnings)
    .where(eq(partnerEarnings.partnerId, partnerId))
    .groupBy(month)
    .orderBy(desc(month))
  return {
    months: rows.map((row) => ({
      month: row.month,
      bookings: Number(row.bookings),
      nights: Number(row.nights),
      gross: fromCents(Number(row.grossCents)),
      refunded: fromCents(Number(row.refundedCents)),
      net: fromCents(Number(row.grossCents) - Number(row.refundedCents)),
    })),
  }
}
