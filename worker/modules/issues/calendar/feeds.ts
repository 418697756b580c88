/** An owner's calendar sync for one RV: what the tab shows, and adding, syncing and removing imported calendars. */
import { and, asc, count, eq } from 'drizzle-orm'
import { calendarExports, calendarFeeds, rvs } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import { isPlatformFailure, unavailable } from '../../../lib/unavailable'
import { deleteOwnedOr404, foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import type { CurrentUser } from '../../../lib/shared/current-user'
import { exportUrl } from './export'
import { FEED_TIMEOUT_MS } from './fetch-feed'
import { assertResolvesPublic, PrivateAddressError } from './public-address'
import { requireOwnRv } from './own-rv'
import { MAX_FEEDS_PER_RV, type CalendarFeed, type CalendarFeedData, type CalendarSyncState } from './schemas'
import { syncFeed, type FeedRow } from './sync'

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

const toCalendarFeed = (row: FeedRow): CalendarFeed => ({
  id: row.id,
  rvId: row.rvId,
  name: row.name,
  url: row.url,
  eventCount: row.eventCount,
  lastAttemptAt: isoOrNull(row.lastAttemptAt),
  lastError: row.lastError,
  lastSyncedAt: isoOrNull(row.lastSyncedAt),
  createdAt: new Date(row.createdAt).toISOString(),
})

/** The sync settings of a signed-in owner: the session's owner and their time zone (which decides 'today'). */
interface SyncContext extends OwnerRequestContext {
  user: Pick<CurrentUser, 'timeZone'>
}

export async function calendarSyncState({
  ctx,
  input: { rvId },
}: {
  ctx: OwnerContext & { appUrl: string }
  input: { rvId: string }
}): Promise<CalendarSyncState> {
  const [rv, shared, feeds] = await ctx.db.batch([
    ctx.db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ctx.ownerId, rvId)),
    ctx.db
      .select({ token: calendarExports.token })
      .from(calendarExports)
      .where(and(eq(calendarExports.rvId, rvId), eq(calendarExports.ownerId, ctx.ownerId))),
    ctx.db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.rvId, rvId), eq(calendarFeeds.ownerId, ctx.ownerId)))
      .orderBy(asc(calendarFeeds.createdAt), asc(calendarFeeds.id)),
  ])
  await foundOr404(rv[0], 'That RV')
  return {
    rvId,
    exportUrl: shared[0] ? exportUrl(ctx.appUrl, shared[0].token) : null,
    feeds: feeds.map(toCalendarFeed),
  }
}

/**
 * A name that resolves to a private network is refused before the feed is saved. Any other failure
 * to check it (the resolver down) is left to the first sync, which refuses to fetch it and says why.
 */
async function refusePrivateAddress(url: string) {
  try {
    await assertResolvesPublic(new URL(url).hostname, AbortSignal.timeout(FEED_TIMEOUT_MS))
  } catch (error) {
    if (error instanceof PrivateAddressError)
      throw new AppError(400, 'invalid_input', error.message, { url: [error.message] })
  }
}

/**
 * Adds a calendar and syncs it at once, answering the feed as that first sync left it (`lastError`
 * says why it failed; the feed is kept either way, for 'Sync now' or the daily job to retry).
 */
export async function addCalendarFeed({
  ctx,
  input: { rvId, ...input },
}: {
  ctx: SyncContext
  input: CalendarFeedData & { rvId: string }
}) {
  await requireOwnRv({ ctx, input: { rvId } })
  await refusePrivateAddress(input.url)
  // A bound on the daily job's work per RV, not a rule two racing adds could break in a harmful way.
  const [existing] = await ctx.db.select({ n: count() }).from(calendarFeeds).where(eq(calendarFeeds.rvId, rvId))
  if (existing!.n >= MAX_FEEDS_PER_RV)
    throw new AppError(409, 'too_many_calendars', `An RV can import at most ${MAX_FEEDS_PER_RV} calendars`)
  const [feed] = await ctx.db
    .insert(calendarFeeds)
    .values({ ...input, rvId, ownerId: ctx.ownerId })
    .returning()
  try {
    return toCalendarFeed(await syncFeed({ ctx, input: { feed: feed!, timeZone: ctx.user.timeZone } }))
  } catch (error) {
    // The feed is saved (the fetch comes after it): adding it again would import the same calendar twice.
    if (isPlatformFailure(error))
      throw unavailable(
        'The calendar was added, but its first import could not be saved. Use Sync now, or wait for the daily sync.',
      )
    throw error
  }
}

/** 'Sync now': the feed as this attempt left it. */
export async function syncCalendarFeedNow({ ctx, input: { feedId } }: { ctx: SyncContext; input: { feedId: string } }) {
  const feed = await foundOr404(
    ctx.db.query.calendarFeeds.findFirst({ where: ownedRow(calendarFeeds, ctx.ownerId, feedId) }),
    'That calendar',
  )
  return toCalendarFeed(await syncFeed({ ctx, input: { feed, timeZone: ctx.user.timeZone } }))
}

/** Removes the calendar; its blocked nights go with it (rv_blocks.calendar_feed_id cascades). */
export async function deleteCalendarFeed({ ctx, input: { feedId } }: { ctx: OwnerContext; input: { feedId: string } }) {
  await deleteOwnedOr404(ctx, calendarFeeds, feedId, 'That calendar')
}
