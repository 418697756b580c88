/** Venues and their parking spots: public listing for renters, full management for the owner. */
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { parkingSpots, venues } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { isUniqueViolation, ownedRow, type OwnerContext } from '../../lib/owned'
import { fromCents } from '../../lib/shared/money'
import type { ParkingSpot, SpotData, Venue, VenueData } from './schemas'

type VenueRow = typeof venues.$inferSelect
type SpotRow = typeof parkingSpots.$inferSelect

export const toVenue = ({ ownerId: _owner, pricePerNightCents, createdAt, ...row }: VenueRow): Venue => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const toSpot = ({ ownerId: _owner, pricePerNightCents, createdAt, ...row }: SpotRow): ParkingSpot => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const priced = <T extends { pricePerNight: number }>({ pricePerNight, ...data }: T) => ({ ...data, pricePerNightCents: pricePerNight })

/** Renters see available venues from every owner. */
export async function listPublicVenues({ db }: { db: Db }) {
  return (await db.select().from(venues).where(eq(venues.available, true)).orderBy(desc(venues.createdAt))).map(toVenue)
}

export async function getPublicVenue({ db, id }: { db: Db; id: string }) {
  const row = await db.query.venues.findFirst({ where: eq(venues.id, id) })
  if (!row) throw notFound('That venue')
  return toVenue(row)
}

export async function listOwnerVenues({ ctx }: { ctx: OwnerContext }) {
  return (await ctx.db.select().from(venues).where(eq(venues.ownerId, ctx.ownerId)).orderBy(desc(venues.createdAt))).map(toVenue)
}

export async function createVenue({ ctx, input }: { ctx: OwnerContext; input: VenueData }) {
  const [row] = await ctx.db.insert(venues).values({ ...priced(input), ownerId: ctx.ownerId }).returning()
  return toVenue(row!)
}

export async function updateVenue({ ctx, id, input }: { ctx: OwnerContext; id: string; input: VenueData }) {
  const [row] = await ctx.db.update(venues).set(priced(input)).where(ownedRow(venues, ctx.ownerId, id)).returning()
  if (!row) throw notFound('That venue')
  return toVenue(row)
}

async function assertOwnVenue(ctx: OwnerContext, venueId: string) {
  const venue = await ctx.db.query.venues.findFirst({ columns: { id: true }, where: ownedRow(venues, ctx.ownerId, venueId) })
  if (!venue) throw notFound('That venue')
}

const duplicateSpot = (spotNumber: string) => new AppError(409, 'duplicate_spot', `This venue already has a spot numbered ${spotNumber}`)

export async function listSpots({ ctx, venueId }: { ctx: OwnerContext; venueId: string }) {
  await assertOwnVenue(ctx, venueId)
  const rows = await ctx.db.select().from(parkingSpots).where(and(eq(parkingSpots.ownerId, ctx.ownerId), eq(parkingSpots.venueId, venueId))).orderBy(parkingSpots.spotNumber)
  return rows.map(toSpot)
}

export async function createSpot({ ctx, venueId, input }: { ctx: OwnerContext; venueId: string; input: SpotData }) {
  await assertOwnVenue(ctx, venueId)
  const [row] = await ctx.db.insert(parkingSpots).values({ ...priced(input), venueId, ownerId: ctx.ownerId }).onConflictDoNothing().returning()
  if (!row) throw duplicateSpot(input.spotNumber)
  return toSpot(row)
}

const ownedSpot = (ctx: OwnerContext, venueId: string, spotId: string) =>
  and(ownedRow(parkingSpots, ctx.ownerId, spotId), eq(parkingSpots.venueId, venueId))

export async function updateSpot({ ctx, venueId, spotId, input }: { ctx: OwnerContext; venueId: string; spotId: string; input: SpotData }) {
  try {
    const [row] = await ctx.db.update(parkingSpots).set(priced(input)).where(ownedSpot(ctx, venueId, spotId)).returning()
    if (!row) throw notFound('That parking spot')
    return toSpot(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSpot(input.spotNumber)
    throw error
  }
}

export async function deleteSpot({ ctx, venueId, spotId }: { ctx: OwnerContext; venueId: string; spotId: string }) {
  const [row] = await ctx.db.delete(parkingSpots).where(ownedSpot(ctx, venueId, spotId)).returning({ id: parkingSpots.id })
  if (!row) throw notFound('That parking spot')
}
