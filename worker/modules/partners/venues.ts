/** A venue partner's venues: listed by the partner (listed_by 'partner'), the partner's account as owner_id. */
import { and, eq } from 'drizzle-orm'
import { venues } from '../../db/schema'
import { foundOr404 } from '../../db/owned'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { fromCents } from '../../lib/shared/money'
import { toPage, type Page } from '../../lib/shared/paging'
import { partnerVenue, type PartnerContext } from './context'
import type { PartnerVenue, PartnerVenueData, PartnerVenueListQuery } from './schemas'

type VenueRow = typeof venues.$inferSelect

export const toPartnerVenue = ({ ownerId: _owner, pricePerNightCents, createdAt, ...row }: VenueRow): PartnerVenue => ({
  ...row,
  pricePerNight: fromCents(pricePerNightCents),
  createdAt: new Date(createdAt).toISOString(),
})

const stored = ({ pricePerNight, ...data }: PartnerVenueData) => ({ ...data, pricePerNightCents: pricePerNight })

const listedByPartner = (partnerId: string) => and(eq(venues.ownerId, partnerId), eq(venues.listedBy, 'partner'))

/** The partner's venues, newest first, a page at a time. */
export async function listPartnerVenues({
  ctx: { db, partnerId },
  input: query,
}: {
  ctx: PartnerContext
  input: PartnerVenueListQuery
}): Promise<Page<PartnerVenue>> {
  const rows = await db
    .select()
    .from(venues)
    .where(and(listedByPartner(partnerId), olderThan(venues, query.cursor)))
    .orderBy(...newestFirst(venues))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toPartnerVenue, newestKey)
}

export async function getPartnerVenue({ ctx, input: { id } }: { ctx: PartnerContext; input: { id: string } }) {
  const row = await foundOr404(ctx.db.query.venues.findFirst({ where: partnerVenue(ctx.partnerId, id) }), 'That venue')
  return toPartnerVenue(row)
}

export async function createPartnerVenue({ ctx, input }: { ctx: PartnerContext; input: PartnerVenueData }) {
  const [row] = await ctx.db
    .insert(venues)
    .values({ ...stored(input), ownerId: ctx.partnerId, listedBy: 'partner' })
    .returning()
  return toPartnerVenue(row!)
}

export async function updatePartnerVenue({
  ctx,
  input: { id, ...fields },
}: {
  ctx: PartnerContext
  input: PartnerVenueData & { id: string }
}) {
  const row = await foundOr404(
    ctx.db.update(venues).set(stored(fields)).where(partnerVenue(ctx.partnerId, id)).returning().get(),
    'That venue',
  )
  return toPartnerVenue(row)
}
