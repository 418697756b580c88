/**
 * Imports calendar feeds into rv_blocks, where the occupancy rule reads them with bookings. A sync
 * that works replaces the feed's previous import in one batch (a transaction), so the RV is never
 * briefly unblocked; one that fails keeps the last good import and records why and when.
 */
import { eq, getTableColumns } from 'drizzle-orm'
import { calendarFeeds, rvBlocks } from '../../../db/schema'
import { notFound } from '../../../lib/errors'
import { isForeignKeyViolation, type RequestContext } from '../../../db/owned'
import { chunks } from '../../../db/chunks'
import { addDays, dayInTimeZone } from '../../../lib/shared/dates'
import { MAX_DAYS_AHEAD } from '../../bookings'
import { FeedError } from './feed-error'
import { fetchFeedText } from './fetch-feed'
import { feedBlocks, type ImportedBlock } from './parse-feed'

export type FeedRow = typeof calendarFeeds.$inferSelect

/** D1 binds at most 100 parameters per statement. */
const ROWS_PER_INSERT = Math.floor(100 / Object.keys(getTableColumns(rvBlocks)).length)
const UNREADABLE = 'The calendar could not be read; check that the address is an iCalendar (.ics) feed'

/** A sync's database and clock, and how long the feed may take to answer (FEED_TIMEOUT_MS unless given). */
interface SyncFeedContext extends RequestContext {
  timeoutMs?: number
}

async function replaceImport({
  ctx: { db, now },
  input: { feed, blocks },
}: {
  ctx: RequestContext
  input: { feed: FeedRow; blocks: ImportedBlock[] }
}): Promise<FeedRow> {
  const rows = blocks.map((block) => ({
    ...block,
    ownerId: feed.ownerId,
    rvId: feed.rvId,
    source: 'calendar' as const,
    calendarFeedId: feed.id,
  }))
  const synced = { lastAttemptAt: now, lastSyncedAt: now, lastError: null, eventCount: rows.length }
  try {
    await db.batch([
      db.delete(rvBlocks).where(eq(rvBlocks.calendarFeedId, feed.id)),
      ...chunks(rows, ROWS_PER_INSERT).map((chunk) => db.insert(rvBlocks).values(chunk)),
      db.update(calendarFeeds).set(synced).where(eq(calendarFeeds.id, feed.id)),
    ])
  } catch (error) {
    // The owner removed the feed while it was being fetched: its blocks went with it.
    if (isForeignKeyViolation(error)) throw notFound('That calendar')
    throw error
  }
  return { ...feed, ...synced }
}

async function recordFailure({
  ctx: { db, now },
  input: { feed, error },
}: {
  ctx: RequestContext
  input: { feed: FeedRow; error: unknown }
}): Promise<FeedRow> {
  if (!(error instanceof FeedError)) console.warn(`calendar feed ${feed.id} could not be read`, error)
  const failed = { lastAttemptAt: now, lastError: error instanceof FeedError ? error.message : UNREADABLE }
  await db.update(calendarFeeds).set(failed).where(eq(calendarFeeds.id, feed.id))
  return { ...feed, ...failed }
}

/**
 * Fetches one feed and stores its upcoming events as the RV's blocked nights; answers the feed as
 * it now stands (with `lastError` set when this attempt failed). `timeZone` is the owner's.
 */
export async function syncFeed({
  ctx,
  input: { feed, timeZone },
}: {
  ctx: SyncFeedContext
  input: { feed: FeedRow; timeZone: string | null }
}): Promise<FeedRow> {
  let blocks: ImportedBlock[]
  try {
    const text = await fetchFeedText(feed.url, ctx.timeoutMs)
    const today = dayInTimeZone(ctx.now, timeZone)
    const window = { today, lastStartDay: addDays(today, MAX_DAYS_AHEAD), timeZone, fallbackLabel: feed.name }
    blocks = feedBlocks(text, window)
  } catch (error) {
    return recordFailure({ ctx, input: { feed, error } })
  }
  return replaceImport({ ctx, input: { feed, blocks } })
}
