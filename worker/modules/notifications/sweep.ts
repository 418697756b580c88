/**
 * The email sweep: a notification still waiting after 15 minutes is queued again, so an email
 * whose queue message was lost is still sent; one whose send started but was never recorded may
 * have gone out, so it is marked failed for a person to resend, never resent.
 */
import { and, eq, isNotNull, isNull, lt } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { notifications } from '../../db/schema'
import type { Mailer } from '../../lib/email/mailer'

const STALE_AFTER_MS = 15 * 60_000

export const UNCONFIRMED_SEND_ERROR =
  'Delivery could not be confirmed: this email may or may not have reached the customer. Resend it if they did not get it.'

export async function sweepEmails({ ctx: { db, mailer, now } }: { ctx: RequestContext & { mailer: Mailer } }) {
  const [waiting, unconfirmed] = await db.batch([
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.status, 'pending'),
          isNull(notifications.sendStartedAt),
          lt(notifications.createdAt, now - STALE_AFTER_MS),
        ),
      )
      .limit(500),
    db
      .update(notifications)
      .set({ status: 'failed', error: UNCONFIRMED_SEND_ERROR })
      .where(
        and(
          eq(notifications.status, 'pending'),
          isNotNull(notifications.sendStartedAt),
          lt(notifications.sendStartedAt, now - STALE_AFTER_MS),
        ),
      ),
  ])
  await mailer.enqueue(waiting.map((row) => row.id))
  return { requeued: waiting.length, unconfirmed: unconfirmed.meta.changes }
}
