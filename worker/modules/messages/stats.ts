/** Reads what the response figures count (rules/response-stats.ts decides them). */
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { RESPONSE_WINDOW_MS, responseStats, STATS_PERIOD_MS, type AskedAndAnswered } from './rules/response-stats'

/**
 * The owner's response rate and typical response time over the last 30 days: enquiries
 * (conversations that need a response, answered by the owner's first message) and requests to book
 * (answered by an accept or a decline). One still inside its 24 hours and unanswered is not counted.
 */
export async function ownerResponseStats({
  ctx: { db, now },
  input: { ownerId },
}: {
  ctx: { db: Db; now: number }
  input: { ownerId: string }
}) {
  const since = now - STATS_PERIOD_MS
  const judged = now - RESPONSE_WINDOW_MS
  const items = await db.all<AskedAndAnswered>(sql`
    select opened_at as askedAt, first_response_at as answeredAt from conversations
    where owner_id = ${ownerId} and needs_response = 1 and opened_at >= ${since} and opened_at <= ${now}
      and (first_response_at is not null or opened_at <= ${judged})
    union all
    select created_at, request_answered_at from bookings
    where owner_id = ${ownerId} and request_status is not null and created_at >= ${since} and created_at <= ${now}
      and (request_answered_at is not null or created_at <= ${judged})`)
  return responseStats(items)
}
