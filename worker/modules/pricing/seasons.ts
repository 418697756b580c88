/**
 * An RV's seasons: named date ranges with their own nightly price. Two seasons of one RV never
 * share a night, so a night's price is never ambiguous: each write is one conditional statement
 * that refuses an overlap, and a refusal names the season in the way.
 */
import { and, asc, eq, gte, lte, ne, sql } from 'drizzle-orm'
import { rvs, rvSeasons } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { toSeason } from './rv-rates'
import type { SeasonData } from './schemas'

interface SeasonAddress {
  rvId: string
  seasonId: string
}

/** SQL true when no other season of the RV shares a night with [start, end] (both included). */
const noOverlap = ({ rvId, startDate, endDate }: { rvId: string; startDate: string; endDate: string }, id: string) =>
  sql`not exists (select 1 from rv_seasons other where other.rv_id = ${rvId} and other.id <> ${id}
        and other.start_date <= ${endDate} and other.end_date >= ${startDate})`

const selectSeason = (ctx: OwnerContext, { rvId, seasonId }: SeasonAddress) =>
  ctx.db
    .select()
    .from(rvSeasons)
    .where(and(ownedRow(rvSeasons, ctx.ownerId, seasonId), eq(rvSeasons.rvId, rvId)))

/** Why a season write changed nothing: the RV or season is not the owner's (404), or another season takes some of its nights (409). */
async function refusal(ctx: OwnerContext, season: SeasonData & SeasonAddress, checkSeason: boolean) {
  const [rv, own, overlapping] = await ctx.db.batch([
    ctx.db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ctx.ownerId, season.rvId)),
    selectSeason(ctx, season),
    ctx.db
      .select()
      .from(rvSeasons)
      .where(
        and(
          eq(rvSeasons.rvId, season.rvId),
          ne(rvSeasons.id, season.seasonId),
          lte(rvSeasons.startDate, season.endDate),
          gte(rvSeasons.endDate, season.startDate),
        ),
      )
      .orderBy(asc(rvSeasons.startDate))
      .limit(1),
  ])
  await foundOr404(rv[0], 'That RV')
  if (checkSeason) await foundOr404(own[0], 'That season')
  const other = overlapping[0]
  const message = other
    ? `These dates overlap the season '${other.name}' (${other.startDate} to ${other.endDate}). Seasons of one RV cannot share a night.`
    : 'Another season changed meanwhile. Reload and try again.'
  return new AppError(409, 'season_overlap', message, { startDate: [message] })
}

/** POST /api/pricing/rvs/:rvId/seasons: inserted only when the RV is the owner's and no season of it shares a night. */
export async function createSeason({
  ctx,
  input: { rvId, ...season },
}: {
  ctx: OwnerRequestContext
  input: SeasonData & { rvId: string }
}) {
  const seasonId = crypto.randomUUID()
  const {
    written: [inserted],
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      sql`insert into rv_seasons (id, owner_id, rv_id, name, start_date, end_date, nightly_cents, min_nights, created_at)
          select ${seasonId}, owner_id, id, ${season.name}, ${season.startDate}, ${season.endDate}, ${season.nightlyRate},
            ${season.minNights}, ${ctx.now}
          from rvs where id = ${rvId} and owner_id = ${ctx.ownerId} and ${noOverlap({ rvId, ...season }, seasonId)}`,
    ],
    [selectSeason(ctx, { rvId, seasonId })],
  )
  if (inserted?.meta.changes !== 1) throw await refusal(ctx, { ...season, rvId, seasonId }, false)
  return toSeason(rows[0]!)
}

/** PUT /api/pricing/rvs/:rvId/seasons/:seasonId: the same rule, the season itself left out of the overlap check. */
export async function updateSeason({
  ctx,
  input: { rvId, seasonId, ...season },
}: {
  ctx: OwnerRequestContext
  input: SeasonData & SeasonAddress
}) {
  const {
    written: [updated],
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .update(rvSeasons)
        .set({
          name: season.name,
          startDate: season.startDate,
          endDate: season.endDate,
          nightlyCents: season.nightlyRate,
          minNights: season.minNights,
        })
        .where(
          and(
            ownedRow(rvSeasons, ctx.ownerId, seasonId),
            eq(rvSeasons.rvId, rvId),
            noOverlap({ rvId, ...season }, seasonId),
          ),
        )
        .getSQL(),
    ],
    [selectSeason(ctx, { rvId, seasonId })],
  )
  if (updated?.meta.changes !== 1) throw await refusal(ctx, { ...season, rvId, seasonId }, true)
  return toSeason(rows[0]!)
}

/** DELETE /api/pricing/rvs/:rvId/seasons/:seasonId. */
export async function deleteSeason({ ctx, input: { rvId, seasonId } }: { ctx: OwnerContext; input: SeasonAddress }) {
  await foundOr404(
    ctx.db
      .delete(rvSeasons)
      .where(and(ownedRow(rvSeasons, ctx.ownerId, seasonId), eq(rvSeasons.rvId, rvId)))
      .returning({ id: rvSeasons.id })
      .get(),
    'That season',
  )
}
