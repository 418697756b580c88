/**
 * The owner's pickup locations: where renters collect their RVs and where delivery is priced from.
 * A location without the owner's own pin sits on its ZIP code's centroid. A location an RV still
 * uses is never deleted: the RV would silently lose its place in search.
 */
import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import { pickupLocations } from '../../db/schema'
import { foundOr404, ownedRow, type OwnerContext } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { BUSINESS_LIMITS, type PickupLocation, type PickupLocationData } from './schemas'

type LocationRow = typeof pickupLocations.$inferSelect

const THAT_LOCATION = 'That pickup location'

/** The location's columns and how many RVs are picked up there. */
const locationWithRvCount = {
  ...getTableColumns(pickupLocations),
  rvCount: sql<number>`(select count(*) from rvs pr where pr.pickup_location_id = pickup_locations.id)`.as('rv_count'),
}

const toPickupLocation = ({
  ownerId: _owner,
  deliveryBaseFeeCents,
  deliveryPerMileCents,
  createdAt,
  rvCount,
  ...row
}: LocationRow & { rvCount: number }): PickupLocation => ({
  ...row,
  deliveryBaseFee: fromCents(deliveryBaseFeeCents),
  deliveryPerMile: fromCents(deliveryPerMileCents),
  rvCount,
  createdAt: new Date(createdAt).toISOString(),
})

/** The row's columns from the input: the owner's pin, else the ZIP code's centroid (an unknown ZIP is refused). */
function columnsOf({ latitude, longitude, deliveryBaseFee, deliveryPerMile, ...input }: PickupLocationData) {
  const centroid = assertUsZipCode('zipCode', input.zipCode)
  const pinned = latitude !== null && longitude !== null
  return {
    ...input,
    latitude: pinned ? latitude : centroid.latitude,
    longitude: pinned ? longitude : centroid.longitude,
    deliveryBaseFeeCents: deliveryBaseFee,
    deliveryPerMileCents: deliveryPerMile,
  }
}

const selectLocation = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select(locationWithRvCount)
    .from(pickupLocations)
    .where(ownedRow(pickupLocations, ctx.ownerId, id))

/** GET /api/business/locations: every one of the owner's locations (at most 50), oldest first. */
export async function listPickupLocations({ ctx }: { ctx: OwnerContext }) {
  const rows = await ctx.db
    .select(locationWithRvCount)
    .from(pickupLocations)
    .where(eq(pickupLocations.ownerId, ctx.ownerId))
    .orderBy(asc(pickupLocations.createdAt), asc(pickupLocations.id))
  return rows.map(toPickupLocation)
}

export async function createPickupLocation({ ctx, input }: { ctx: OwnerContext; input: PickupLocationData }) {
  const columns = columnsOf(input)
  // A bound on the list answered whole, not a rule two racing adds could break in a harmful way.
  const [existing] = await ctx.db
    .select({ n: count() })
    .from(pickupLocations)
    .where(eq(pickupLocations.ownerId, ctx.ownerId))
  if (existing!.n >= BUSINESS_LIMITS.pickupLocations)
    throw new AppError(
      409,
      'too_many_pickup_locations',
      `You can have at most ${BUSINESS_LIMITS.pickupLocations} pickup locations`,
    )
  const [row] = await ctx.db
    .insert(pickupLocations)
    .values({ ...columns, ownerId: ctx.ownerId })
    .returning()
  return toPickupLocation({ ...row!, rvCount: 0 })
}

export async function updatePickupLocation({
  ctx,
  input: { id, ...input },
}: {
  ctx: OwnerContext
  input: PickupLocationData & { id: string }
}) {
  const [[updated], [row]] = await ctx.db.batch([
    ctx.db
      .update(pickupLocations)
      .set(columnsOf(input))
      .where(ownedRow(pickupLocations, ctx.ownerId, id))
      .returning({ id: pickupLocations.id }),
    selectLocation(ctx, id),
  ])
  await foundOr404(updated, THAT_LOCATION)
  return toPickupLocation(row!)
}

const rvsWord = (n: number) => (n === 1 ? 'its RV' : `its ${n} RVs`)

/**
 * DELETE /api/business/locations/:id: only while no RV is picked up there (checked in the delete
 * itself, so an RV moved here meanwhile still stops it); else a 409 saying what to do first.
 */
export async function deletePickupLocation({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  const unused = sql`not exists (select 1 from rvs pr where pr.pickup_location_id = pickup_locations.id)`
  const deleted = await ctx.db
    .delete(pickupLocations)
    .where(and(ownedRow(pickupLocations, ctx.ownerId, id), unused))
    .returning({ id: pickupLocations.id })
    .get()
  if (deleted) return
  const { rvCount } = await foundOr404(selectLocation(ctx, id).get(), THAT_LOCATION)
  throw new AppError(409, 'pickup_location_in_use', `Move ${rvsWord(rvCount)} to another pickup location first.`)
}
