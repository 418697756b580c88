/** Venues and their parking spots: public listing for renters, full management for the owner. */
import { and, count, eq, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { parkingSpots, rvs, venues } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { foundOr404, isUniqueViolation, ownedRow, type OwnerContext } from '../../db/owned'
import { fromCents } from '../../lib/shared/money'
import { toPage, type Page } from '../../lib/shared/paging'
import { contains, newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { pickupPointOf, venuesNear } from './near'
import { siteTakes, siteFitsRv } from '../bookings'
import type {
  ParkingSpot,
  PublicVenue,
  PublicSite,
  PublicSitesQuery,
  PublicVenueListQuery,
  SpotData,
  Venue,
  VenueData,
  VenueListQuery,
  VenuePage,
  VenueStats,
} from './schemas'

type VenueRow = typeof venues.$inferSelect
type SpotRow = typeof parkingSpots.$inferSelect

/** A venue as the API gives it; a partner's gate instructions are never in it (the paid booking's owner reads them). */
export const toVenue = ({
  ownerId: _owner,
  gateInstructions: _gate,
  pricePerNightCents,
  createdAt,
  ...row
}: VenueRow): Venue => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const toSpot = ({ ownerId: _owner, pricePerNightCents, createdAt, ...row }: SpotRow): ParkingSpot => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const priced = <T extends { pricePerNight: number }>({ pricePerNight, ...data }: T) => ({
  ...data,
  pricePerNightCents: pricePerNight,
})

/** Case-insensitive substring of the name, the location or any one amenity. */
const venueSearch = (q: string) =>
  or(
    contains(venues.name, q),
    contains(venues.location, q),
    sql`exists (select 1 from json_each(${venues.amenities}) where ${contains(sql`value`, q)})`,
  )!

function venueFilters(query: Pick<PublicVenueListQuery, 'q'> & Partial<Pick<VenueListQuery, 'availability'>>): SQL[] {
  const conditions: SQL[] = []
  if (query.q) conditions.push(venueSearch(query.q))
  if (query.availability && query.availability !== 'all')
    conditions.push(eq(venues.available, query.availability === 'available'))
  return conditions
}

/** One page of venues matching `where`, after the query's cursor. */
const venuePage = ({
  ctx: { db },
  input: { where, query },
}: {
  ctx: { db: Db }
  input: { where?: SQL; query: Pick<PublicVenueListQuery, 'limit' | 'cursor'> }
}) =>
  db
    .select()
    .from(venues)
    .where(and(where, olderThan(venues, query.cursor)))
    .orderBy(...newestFirst(venues))
    .limit(query.limit + 1)

/** An owner's own venue (/admin): a two-role account's partner venues belong to the Venue Portal. */
const ownerListed = eq(venues.listedBy, 'owner')

/**
 * The venues an RV may be booked at, by the booking rule (bookings' `venueTakes` and `siteTakes`):
 * its owner's own, without a length limit or one the RV's known length fits; or a partner's with an
 * available site the RV fits (whether a site is free on given nights is the sites endpoint's answer).
 */
const takesRv = (rvId: string) =>
  sql`((${venues.listedBy} = 'owner' and ${venues.ownerId} = (select owner_id from rvs where id = ${rvId})
      and (${venues.maxRvLength} is null or (select length from rvs where id = ${rvId}) <= ${venues.maxRvLength}))
    or (${venues.listedBy} = 'partner' and exists (
      select 1 from parking_spots s join rvs r on r.id = ${rvId}
      where s.venue_id = ${venues.id} and s.available = 1 and ${siteFitsRv()})))`

/**
 * Renters see available venues: from every owner, or those `query.rvId` may be booked at; near the
 * trip and nearest first with `query.zipCode` (see `venuesNear`), newest first otherwise.
 */
export async function listPublicVenues({
  ctx: { db },
  input: query,
}: {
  ctx: { db: Db }
  input: PublicVenueListQuery
}): Promise<Page<PublicVenue>> {
  const forRv = query.rvId ? [takesRv(query.rvId)] : []
  const where = and(eq(venues.available, true), ...forRv, ...venueFilters(query))
  if (query.zipCode) {
    const centre = assertUsZipCode('zipCode', query.zipCode)
    const pickup = query.rvId ? await pickupPointOf(db, query.rvId) : null
    const near = await venuesNear({ db, where, centre, pickup, radius: query.radius, limit: query.limit })
    return { items: near.map(({ row, distance }) => ({ ...toVenue(row), distance })), nextCursor: null }
  }
  const rows = await venuePage({ ctx: { db }, input: { where, query } })
  return toPage(rows, query.limit, (row) => ({ ...toVenue(row), distance: null }), newestKey)
}

export async function getPublicVenue({ ctx: { db }, input: { id } }: { ctx: { db: Db }; input: { id: string } }) {
  const row = await foundOr404(db.query.venues.findFirst({ where: eq(venues.id, id) }), 'That venue')
  return toVenue(row)
}

/** Sites renters see at most per venue (a partner's park has dozens, never thousands). */
const SITES_LISTED = 200

/**
 * GET /api/venues/:id/sites: the sites of an available partner venue that take the RV for every
 * night of the stay, by the booking's own condition (bookings' `siteTakes`: fit, free, no closure),
 * cheapest first. An unknown venue, or one that is not a partner's or not available, is a 404; an
 * unknown RV, too.
 */
export async function listPublicSites({
  ctx: { db, now },
  input: { id, rvId, startDate, endDate },
}: {
  ctx: { db: Db; now: number }
  input: PublicSitesQuery & { id: string }
}): Promise<PublicSite[]> {
  const [venue, rv] = await Promise.all([
    db.query.venues.findFirst({
      columns: { id: true },
      where: and(eq(venues.id, id), eq(venues.listedBy, 'partner'), eq(venues.available, true)),
    }),
    db.query.rvs.findFirst({ columns: { id: true }, where: eq(rvs.id, rvId) }),
  ])
  if (!venue) throw notFound('That venue')
  if (!rv) throw notFound('That RV')
  const stay = { siteId: sql`${parkingSpots.id}`, venueId: id, rvId, startDate, endDate }
  const rows = await db
    .select()
    .from(parkingSpots)
    .where(and(eq(parkingSpots.venueId, id), siteTakes(stay, now)))
    .orderBy(parkingSpots.pricePerNightCents, parkingSpots.spotNumber)
    .limit(SITES_LISTED)
  return rows.map((row) => ({
    id: row.id,
    venueId: row.venueId,
    spotNumber: row.spotNumber,
    size: row.size,
    maxRvLength: row.maxRvLength,
    amps: row.amps === 30 || row.amps === 50 ? row.amps : null,
    water: row.water,
    sewer: row.sewer,
    pullThrough: row.pullThrough,
    pricePerNight: fromCents(row.pricePerNightCents),
  }))
}

/** The owner's venues, newest first, a page at a time, with how many match the filters in all. */
export async function listOwnerVenues({
  ctx,
  input: query,
}: {
  ctx: OwnerContext
  input: VenueListQuery
}): Promise<VenuePage> {
  const matching = and(eq(venues.ownerId, ctx.ownerId), ownerListed, ...venueFilters(query))
  const [rows, [totals]] = await ctx.db.batch([
    venuePage({ ctx, input: { where: matching, query } }),
    ctx.db.select({ total: count() }).from(venues).where(matching),
  ])
  return { ...toPage(rows, query.limit, toVenue, newestKey), total: totals!.total }
}

/** The venues page's tiles over all of the owner's venues, and their parking spots, in one batch. */
export async function venueStats({ ctx }: { ctx: OwnerContext }): Promise<VenueStats> {
  const [[totals], [spots]] = await ctx.db.batch([
    ctx.db
      .select({
        total: count(),
        available: sql<number>`coalesce(sum(${venues.available}), 0)`,
        capacity: sql<number>`coalesce(sum(${venues.capacity}), 0)`,
      })
      .from(venues)
      .where(and(eq(venues.ownerId, ctx.ownerId), ownerListed)),
    ctx.db
      .select({ n: count() })
      .from(parkingSpots)
      .innerJoin(venues, eq(venues.id, parkingSpots.venueId))
      .where(and(eq(parkingSpots.ownerId, ctx.ownerId), ownerListed)),
  ])
  return {
    total: totals!.total,
    available: Number(totals!.available),
    capacity: Number(totals!.capacity),
    parkingSpots: spots!.n,
  }
}

export async function createVenue({ ctx, input }: { ctx: OwnerContext; input: VenueData }) {
  const [row] = await ctx.db
    .insert(venues)
    .values({ ...priced(input), ownerId: ctx.ownerId })
    .returning()
  return toVenue(row!)
}

export async function updateVenue({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerContext
  input: VenueData & { id: string }
}) {
  const row = await foundOr404(
    ctx.db
      .update(venues)
      .set(priced(fields))
      .where(and(ownedRow(venues, ctx.ownerId, id), ownerListed))
      .returning()
      .get(),
    'That venue',
  )
  return toVenue(row)
}

const assertOwnVenue = (ctx: OwnerContext, venueId: string) =>
  foundOr404(
    ctx.db.query.venues.findFirst({
      columns: { id: true },
      where: and(ownedRow(venues, ctx.ownerId, venueId), ownerListed),
    }),
    'That venue',
  )

const duplicateSpot = (spotNumber: string) =>
  new AppError(409, 'duplicate_spot', `This venue already has a spot numbered ${spotNumber}`)

export async function listSpots({ ctx, input: { venueId } }: { ctx: OwnerContext; input: { venueId: string } }) {
  await assertOwnVenue(ctx, venueId)
  const rows = await ctx.db
    .select()
    .from(parkingSpots)
    .where(and(eq(parkingSpots.ownerId, ctx.ownerId), eq(parkingSpots.venueId, venueId)))
    .orderBy(parkingSpots.spotNumber)
  return rows.map(toSpot)
}

export async function createSpot({
  ctx,
  input: { venueId, ...fields },
}: {
  ctx: OwnerContext
  input: SpotData & { venueId: string }
}) {
  await assertOwnVenue(ctx, venueId)
  const [row] = await ctx.db
    .insert(parkingSpots)
    .values({ ...priced(fields), venueId, ownerId: ctx.ownerId })
    .onConflictDoNothing()
    .returning()
  if (!row) throw duplicateSpot(fields.spotNumber)
  return toSpot(row)
}

/** The owner's spot at one of their own (owner-listed) venues: a partner site of the same account is not here. */
const ownedSpot = (ctx: OwnerContext, venueId: string, spotId: string) =>
  and(
    ownedRow(parkingSpots, ctx.ownerId, spotId),
    eq(parkingSpots.venueId, venueId),
    sql`exists (select 1 from venues v where v.id = ${parkingSpots.venueId} and v.listed_by = 'owner')`,
  )

export async function updateSpot({
  ctx,
  input: { venueId, spotId, ...fields },
}: {
  ctx: OwnerContext
  input: SpotData & { venueId: string; spotId: string }
}) {
  try {
    const row = await foundOr404(
      ctx.db
        .update(parkingSpots)
        .set(priced(fields))
        .where(ownedSpot(ctx, venueId, spotId))
        .returning()
        .get(),
      'That parking spot',
    )
    return toSpot(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSpot(fields.spotNumber)
    throw error
  }
}

export async function deleteSpot({
  ctx,
  input: { venueId, spotId },
}: {
  ctx: OwnerContext
  input: { venueId: string; spotId: string }
}) {
  await foundOr404(
    ctx.db
      .delete(parkingSpots)
      .where(ownedSpot(ctx, venueId, spotId))
      .returning({ id: parkingSpots.id })
      .get(),
    'That parking spot',
  )
}
