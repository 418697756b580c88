/** The fleet: public listing for renters, and each owner's own RVs. */
import { and, countDistinct, desc, eq, gte, lte, ne } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, rvs } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { isForeignKeyViolation, ownedRow, type OwnerContext } from '../../lib/owned'
import { fromCents } from '../../lib/shared/money'
import type { FleetToday, Rv, RvData } from './schemas'

type RvRow = typeof rvs.$inferSelect

export const toRv = ({ ownerId: _owner, pricePerNightCents, createdAt, ...row }: RvRow): Rv => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const toRow = ({ pricePerNight, ...data }: RvData) => ({ ...data, pricePerNightCents: pricePerNight })

/** Every owner's RVs, for the booking wizard (renters see availability, not owners). */
export async function listPublicRvs({ db }: { db: Db }) {
  return (await db.select().from(rvs).orderBy(desc(rvs.createdAt))).map(toRv)
}

export async function getPublicRv({ db, id }: { db: Db; id: string }) {
  const row = await db.query.rvs.findFirst({ where: eq(rvs.id, id) })
  if (!row) throw notFound('That RV')
  return toRv(row)
}

export async function listOwnerRvs({ ctx }: { ctx: OwnerContext }) {
  return (await ctx.db.select().from(rvs).where(eq(rvs.ownerId, ctx.ownerId)).orderBy(desc(rvs.createdAt))).map(toRv)
}

export async function createRv({ ctx, input }: { ctx: OwnerContext; input: RvData }) {
  const [row] = await ctx.db.insert(rvs).values({ ...toRow(input), ownerId: ctx.ownerId }).returning()
  return toRv(row!)
}

export async function updateRv({ ctx, id, input }: { ctx: OwnerContext; id: string; input: RvData }) {
  const [row] = await ctx.db.update(rvs).set(toRow(input)).where(ownedRow(rvs, ctx.ownerId, id)).returning()
  if (!row) throw notFound('That RV')
  return toRv(row)
}

/** One statement: D1's foreign keys refuse the delete if any booking, issue or lead points here. */
export async function deleteRv({ ctx, id }: { ctx: OwnerContext; id: string }) {
  try {
    const [row] = await ctx.db.delete(rvs).where(ownedRow(rvs, ctx.ownerId, id)).returning({ id: rvs.id })
    if (!row) throw notFound('That RV')
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    throw new AppError(409, 'rv_in_use', 'This RV has bookings or other records, so it cannot be removed. Mark it unavailable instead.')
  }
}

/** How many of the owner's RVs are out on a (non-cancelled) booking on the given day. */
export async function fleetToday({ ctx, date }: { ctx: OwnerContext; date: string }): Promise<FleetToday> {
  const [row] = await ctx.db
    .select({ booked: countDistinct(bookings.rvId) })
    .from(bookings)
    .where(and(eq(bookings.ownerId, ctx.ownerId), ne(bookings.status, 'cancelled'), lte(bookings.startDate, date), gte(bookings.endDate, date)))
  return { date, bookedRvs: row?.booked ?? 0 }
}
