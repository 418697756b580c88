/** The fleet: public listing for renters, and each owner's own RVs. */
import { rvSlug } from './slug'
import { and, count, countDistinct, eq, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, pickupLocations, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import {
  deleteOwnedOr404,
  foundOr404,
  isForeignKeyViolation,
  ownedRow,
  type OwnerContext,
  type RequestContext,
} from '../../db/owned'
import { fromCents } from '../../lib/shared/money'
import { toPage, type Page } from '../../lib/shared/paging'
import { contains, newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { publiclyListed } from './listing'
import type { FleetStats, FleetToday, Rv, RvData, RvListQuery, RvPage } from './schemas'

type RvRow = typeof rvs.$inferSelect

export const toRv = ({ ownerId: _owner, pricePerNightCents, createdAt, hookupAmps, ...row }: RvRow): Rv => ({
  ...row,
  hookupAmps: hookupAmps === 30 || hookupAmps === 50 ? hookupAmps : null,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const toRow = ({ pricePerNight, ...data }: RvData) => ({ ...data, pricePerNightCents: pricePerNight })

/** The list filters as SQL: the same meaning the fleet page's search and selects had in the browser. */
function rvFilters(query: RvListQuery): SQL[] {
  const conditions: SQL[] = []
  if (query.q)
    conditions.push(
      or(...[rvs.name, rvs.make, rvs.model, rvs.description].map((column) => contains(column, query.q!)))!,
    )
  if (query.type) conditions.push(eq(rvs.type, query.type))
  if (query.availability !== 'all') conditions.push(eq(rvs.available, query.availability === 'available'))
  return conditions
}

/** One page of RVs matching `where`, after the query's cursor. */
const rvPage = ({
  ctx: { db },
  input: { where, query },
}: {
  ctx: { db: Db }
  input: { where?: SQL; query: RvListQuery }
}) =>
  db
    .select()
    .from(rvs)
    .where(and(where, olderThan(rvs, query.cursor)))
    .orderBy(...newestFirst(rvs))
    .limit(query.limit + 1)

/** Every owner's listed RVs, newest first, for renters (they see availability, not owners). */
export async function listPublicRvs({
  ctx: { db, now },
  input: query,
}: {
  ctx: RequestContext
  input: RvListQuery
}): Promise<Page<Rv>> {
  const rows = await rvPage({ ctx: { db }, input: { where: and(publiclyListed(now), ...rvFilters(query)), query } })
  return toPage(rows, query.limit, toRv, newestKey)
}

export async function getPublicRv({ ctx: { db, now }, input: { id } }: { ctx: RequestContext; input: { id: string } }) {
  const row = await foundOr404(
    db
      .select()
      .from(rvs)
      .where(and(eq(rvs.id, id), publiclyListed(now)))
      .get(),
    'That RV',
  )
  return toRv(row)
}

/** The owner's fleet, newest first, a page at a time, with how many RVs match the filters in all. */
export async function listOwnerRvs({ ctx, input: query }: { ctx: OwnerContext; input: RvListQuery }): Promise<RvPage> {
  const matching = and(eq(rvs.ownerId, ctx.ownerId), ...rvFilters(query))
  const [rows, [totals]] = await ctx.db.batch([
    rvPage({ ctx, input: { where: matching, query } }),
    ctx.db.select({ total: count() }).from(rvs).where(matching),
  ])
  return { ...toPage(rows, query.limit, toRv, newestKey), total: totals!.total }
}

/**
 * The fleet page's tiles over the whole fleet: how many RVs, how many available, and the mean
 * nightly price rounded half up to the cent (integer arithmetic, so no float error).
 */
export async function fleetStats({ ctx }: { ctx: OwnerContext }): Promise<FleetStats> {
  const [row] = await ctx.db
    .select({
      total: count(),
      available: sql<number>`coalesce(sum(${rvs.available}), 0)`,
      averageCents: sql<number | null>`(2 * sum(${rvs.pricePerNightCents}) + count(*)) / (2 * count(*))`,
    })
    .from(rvs)
    .where(eq(rvs.ownerId, ctx.ownerId))
  const { total, available, averageCents } = row!
  return {
    total,
    available: Number(available),
    averagePricePerNight: averageCents === null ? null : fromCents(Number(averageCents)),
  }
}

/** The RV's pickup location must be one of the owner's own: any other id answers as one that never existed. */
async function assertOwnPickupLocation(ctx: OwnerContext, id: string | null | undefined) {
  if (!id) return
  const found = await ctx.db
    .select({ id: pickupLocations.id })
    .from(pickupLocations)
    .where(ownedRow(pickupLocations, ctx.ownerId, id))
    .get()
  if (!found)
    throw new AppError(404, 'not_found', 'Pickup location not found', {
      pickupLocationId: ['Pickup location not found'],
    })
}

export async function createRv({ ctx, input }: { ctx: OwnerContext; input: RvData }) {
  await assertOwnPickupLocation(ctx, input.pickupLocationId)
  const id = crypto.randomUUID()
  const [row] = await ctx.db
    .insert(rvs)
    .values({ ...toRow(input), id, slug: rvSlug(input.name, id), ownerId: ctx.ownerId })
    .returning()
  return toRv(row!)
}

export async function updateRv({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerContext
  input: RvData & { id: string }
}) {
  await assertOwnPickupLocation(ctx, fields.pickupLocationId)
  const row = await foundOr404(
    ctx.db
      .update(rvs)
      .set(toRow(fields))
      .where(ownedRow(rvs, ctx.ownerId, id))
      .returning()
      .get(),
    'That RV',
  )
  return toRv(row)
}

/** One statement: D1's foreign keys refuse the delete if any booking, issue or lead points here. */
export async function deleteRv({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  try {
    await deleteOwnedOr404(ctx, rvs, id, 'That RV')
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    throw new AppError(
      409,
      'rv_in_use',
      'This RV has bookings or other records, so it cannot be removed. Mark it unavailable instead.',
    )
  }
}

/** How many of the owner's RVs are out on a (non-cancelled) booking on the given day. */
export async function fleetToday({
  ctx,
  input: { date },
}: {
  ctx: OwnerContext
  input: { date: string }
}): Promise<FleetToday> {
  const [row] = await ctx.db
    .select({ booked: countDistinct(bookings.rvId) })
    .from(bookings)
    .where(
      and(
        eq(bookings.ownerId, ctx.ownerId),
        ne(bookings.status, 'cancelled'),
        lte(bookings.startDate, date),
        gte(bookings.endDate, date),
      ),
    )
  return { date, bookedRvs: row?.booked ?? 0 }
}
