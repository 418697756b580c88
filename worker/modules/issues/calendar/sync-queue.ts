/**
 * The daily calendar sync, one queue message per feed. The design card fixes the Worker's queues
 * (notification emails), so these messages ride the EMAILS queue with their own `kind`; each is
 * synced on its own (its fetch within its time limit, its recurrences within recurrence-limits.ts),
 * so a hostile or slow feed costs only its own message, never every owner's sync.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { calendarFeeds, users } from '../../../db/schema'
import { syncFeed } from './sync'

export interface CalendarSyncMessage {
  kind: 'calendar_sync'
  feedId: string
}

/** A queue batch holds at most 100 messages. */
const MESSAGES_PER_SEND = 100

export const isCalendarSyncMessage = (body: unknown): body is CalendarSyncMessage =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'calendar_sync'

/** The daily job: a message for every owner's feeds (the queue's consumer syncs them). */
export async function queueCalendarFeedSyncs({ ctx: { db, queue } }: { ctx: { db: Db; queue: Queue } }) {
  const feeds = await db.select({ id: calendarFeeds.id }).from(calendarFeeds)
  for (let start = 0; start < feeds.length; start += MESSAGES_PER_SEND)
    await queue.sendBatch(
      feeds
        .slice(start, start + MESSAGES_PER_SEND)
        .map(({ id }) => ({ body: { kind: 'calendar_sync', feedId: id } satisfies CalendarSyncMessage })),
    )
  return { calendarFeedsQueued: feeds.length }
}

/** What the consumer works with: the database, and a clock read at each feed (a batch of fetches takes a while). */
interface CalendarSyncConsumerContext {
  db: Db
  clock: () => number
}

async function syncQueuedFeed({
  ctx: { db, clock },
  input: { feedId },
}: {
  ctx: CalendarSyncConsumerContext
  input: { feedId: string }
}) {
  const [next] = await db
    .select({ feed: calendarFeeds, timeZone: users.timeZone })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.ownerId))
    .where(eq(calendarFeeds.id, feedId))
  // Removed since it was queued: nothing to do.
  if (next) await syncFeed({ ctx: { db, now: clock() }, input: next })
}

/**
 * Syncs each queued feed. A feed that fails records why on its row (the next day tries again); only
 * a failure to store the result retries the message. On the dead-letter queue there is nothing left to do.
 */
export async function consumeCalendarSyncs({
  ctx,
  input: { messages, deadLetters },
}: {
  ctx: CalendarSyncConsumerContext
  input: { messages: readonly Message<CalendarSyncMessage>[]; deadLetters: boolean }
}) {
  for (const message of messages) {
    if (deadLetters) {
      message.ack()
      continue
    }
    try {
      await syncQueuedFeed({ ctx, input: { feedId: message.body.feedId } })
      message.ack()
    } catch (error) {
      console.error(`calendar feed ${message.body.feedId} could not be stored`, error)
      message.retry()
    }
  }
}
