/**
 * A partner's closures: days a venue, or one of its sites, takes no stays. The occupancy rule
 * (bookings' `siteTakes`) refuses new bookings over them; stays already booked are kept.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import { venueClosures } from '../../db/schema'
import { foundOr404 } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { addDays, utcDay } from '../../lib/shared/dates'
import { assertPartnerVenue, type PartnerContext, type PartnerRequestContext } from './context'
import { CLOSURE_MAX_DAYS_AHEAD, type Closure, type ClosureData } from './schemas'

type ClosureRow = typeof venueClosures.$inferSelect

const toClosure = ({ ownerId: _owner, createdAt, ...row }: ClosureRow): Closure => ({
  ...row,
  createdAt: new Date(createdAt).toISOString(),
})

const dateProblem = (field: 'startDate' | 'endDate', message: string) =>
  new AppError(400, 'invalid_input', message, { [field]: [message] })

/** The venue's closures still running or to come (ended ones are history), soonest first. */
export async function listClosures({
  ctx,
  input: { venueId },
}: {
  ctx: PartnerRequestContext
  input: { venueId: string }
}) {
  await assertPartnerVenue(ctx, venueId)
  const rows = await ctx.db
    .select()
    .from(venueClosures)
    .where(
      and(
        eq(venueClosures.ownerId, ctx.partnerId),
        eq(venueClosures.venueId, venueId),
        sql`${venueClosures.endDate} > ${utcDay(ctx.now)}`,
      ),
    )
    .orderBy(asc(venueClosures.startDate), asc(venueClosures.id))
  return rows.map(toClosure)
}

/**
 * A closure of the whole venue (no `siteId`) or of one of its sites: ending after today, within two
 * years. The site is checked in the insert itself, so a site deleted meanwhile is a 404, not a 500.
 */
export async function createClosure({
  ctx,
  input: { venueId, ...closure },
}: {
  ctx: PartnerRequestContext
  input: ClosureData & { venueId: string }
}) {
  const today = utcDay(ctx.now)
  if (closure.endDate <= today) throw dateProblem('endDate', 'A closure must end after today')
  const latest = addDays(today, CLOSURE_MAX_DAYS_AHEAD)
  if (closure.endDate > latest) throw dateProblem('endDate', 'A closure can reach at most two years ahead')
  await assertPartnerVenue(ctx, venueId)
  const id = crypto.randomUUID()
  const siteOfVenue = closure.siteId
    ? sql`exists (select 1 from parking_spots s where s.id = ${closure.siteId} and s.venue_id = ${venueId} and s.owner_id = ${ctx.partnerId})`
    : sql`1`
  const inserted = await ctx.db.run(sql`
    insert into venue_closures (id, owner_id, venue_id, site_id, start_date, end_date, reason, created_at)
    select ${id}, ${ctx.partnerId}, ${venueId}, ${closure.siteId}, ${closure.startDate}, ${closure.endDate}, ${closure.reason}, ${ctx.now}
    where ${siteOfVenue}`)
  if (inserted.meta.changes !== 1) throw new AppError(404, 'not_found', 'That site was not found')
  return toClosure({ ...closure, id, venueId, ownerId: ctx.partnerId, createdAt: ctx.now })
}

export async function deleteClosure({
  ctx,
  input: { venueId, closureId },
}: {
  ctx: PartnerContext
  input: { venueId: string; closureId: string }
}) {
  await foundOr404(
    ctx.db
      .delete(venueClosures)
      .where(
        and(
          eq(venueClosures.ownerId, ctx.partnerId),
          eq(venueClosures.venueId, venueId),
          eq(venueClosures.id, closureId),
        ),
      )
      .returning({ id: venueClosures.id })
      .get(),
    'That closure',
  )
}
