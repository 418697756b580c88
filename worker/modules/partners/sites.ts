/** A partner venue's sites: today's parking_spots rows (owner_id the partner's account) and what each takes. */
import { and, eq, sql } from 'drizzle-orm'
import { parkingSpots } from '../../db/schema'
import { foundOr404, isUniqueViolation } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { assertPartnerVenue, type PartnerContext } from './context'
import type { PartnerSite, SiteData } from './schemas'

type SiteRow = typeof parkingSpots.$inferSelect

export const toSite = (row: SiteRow): PartnerSite => ({
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
  available: row.available,
  createdAt: new Date(row.createdAt).toISOString(),
})

const stored = ({ pricePerNight, ...data }: SiteData) => ({ ...data, pricePerNightCents: pricePerNight })

const duplicateSite = (spotNumber: string) =>
  new AppError(409, 'duplicate_site', `This venue already has a site numbered ${spotNumber}`)

/** The partner's site `siteId` of venue `venueId` (the venue's own partner scope is its owner_id). */
const partnerSite = (ctx: PartnerContext, venueId: string, siteId: string) =>
  and(eq(parkingSpots.ownerId, ctx.partnerId), eq(parkingSpots.venueId, venueId), eq(parkingSpots.id, siteId))!

export async function listSites({ ctx, input: { venueId } }: { ctx: PartnerContext; input: { venueId: string } }) {
  await assertPartnerVenue(ctx, venueId)
  const rows = await ctx.db
    .select()
    .from(parkingSpots)
    .where(and(eq(parkingSpots.ownerId, ctx.partnerId), eq(parkingSpots.venueId, venueId)))
    .orderBy(parkingSpots.spotNumber)
  return rows.map(toSite)
}

export async function createSite({
  ctx,
  input: { venueId, ...fields },
}: {
  ctx: PartnerContext
  input: SiteData & { venueId: string }
}) {
  await assertPartnerVenue(ctx, venueId)
  const [row] = await ctx.db
    .insert(parkingSpots)
    .values({ ...stored(fields), utilities: [], venueId, ownerId: ctx.partnerId })
    .onConflictDoNothing()
    .returning()
  if (!row) throw duplicateSite(fields.spotNumber)
  return toSite(row)
}

export async function updateSite({
  ctx,
  input: { venueId, siteId, ...fields },
}: {
  ctx: PartnerContext
  input: SiteData & { venueId: string; siteId: string }
}) {
  try {
    const row = await foundOr404(
      ctx.db
        .update(parkingSpots)
        .set(stored(fields))
        .where(partnerSite(ctx, venueId, siteId))
        .returning()
        .get(),
      'That site',
    )
    return toSite(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateSite(fields.spotNumber)
    throw error
  }
}

/**
 * Deletes a site nobody ever booked (an expired hold aside): a site with bookings keeps them, and
 * the partner marks it unavailable instead. One conditional statement, so a hold written meanwhile
 * is never left without its site.
 */
export async function deleteSite({
  ctx,
  input: { venueId, siteId },
}: {
  ctx: PartnerContext
  input: { venueId: string; siteId: string }
}) {
  const deleted = await ctx.db
    .delete(parkingSpots)
    .where(
      and(
        partnerSite(ctx, venueId, siteId),
        sql`not exists (select 1 from bookings b where b.parking_spot_id = ${parkingSpots.id} and b.status <> 'expired')`,
      ),
    )
    .returning({ id: parkingSpots.id })
    .get()
  if (deleted) return
  await foundOr404(
    ctx.db.query.parkingSpots.findFirst({ columns: { id: true }, where: partnerSite(ctx, venueId, siteId) }),
    'That site',
  )
  throw new AppError(
    409,
    'site_has_bookings',
    'This site has bookings, so it cannot be deleted. Mark it unavailable instead to stop new bookings.',
  )
}
