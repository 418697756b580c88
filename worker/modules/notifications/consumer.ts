/**
 * The EMAILS queue consumer. Delivery is at least once, so it keys on the notification id: a row
 * already sent is acknowledged without sending again. A failed send is retried with growing
 * delays; on the last attempt the row is marked failed with the provider's error text and the
 * message goes on to the dead-letter queue.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { notifications } from '../../db/schema'
import type { EmailMessage } from '../../lib/email/mailer'
import type { EmailProvider } from './providers'

/** Must match max_retries of the EMAILS consumer in wrangler.toml: deliveries = 1 + retries. */
export const EMAIL_MAX_RETRIES = 4
const FIRST_RETRY_DELAY_SECONDS = 30
const UNSUBSCRIBED_ERROR = 'Not sent: the customer unsubscribed from marketing emails'

export const retryDelaySeconds = (attempts: number) => FIRST_RETRY_DELAY_SECONDS * 2 ** (attempts - 1)

/** Attempts to record a finished send before giving up; the email must not go out twice. */
const RECORD_ATTEMPTS = 3

/** What the consumer works with: the database, where emails go, and a clock read at each send (a batch takes a while). */
export interface EmailConsumerContext {
  db: Db
  provider: EmailProvider
  clock: () => number
}

async function recordSent({
  ctx: { db },
  input: { id, ...values },
}: {
  ctx: { db: Db }
  input: { id: string; sentAt: number; providerMessageId: string; provider: string }
}) {
  for (let attempt = 1; ; attempt++) {
    try {
      await db
        .update(notifications)
        .set({ status: 'sent', error: null, ...values })
        .where(eq(notifications.id, id))
      return
    } catch (error) {
      if (attempt >= RECORD_ATTEMPTS) {
        // Acknowledged all the same: the sweep marks the row unconfirmed rather than sending it again.
        console.error(`email ${id} was sent but could not be recorded`, error)
        return
      }
    }
  }
}

async function deliver({ ctx, input: message }: { ctx: EmailConsumerContext; input: Message<EmailMessage> }) {
  const { db, provider, clock } = ctx
  const id = message.body.notificationId
  // Marketing never reaches someone who unsubscribed after it was queued (the customer, or the address from that owner).
  await db.run(sql`update notifications set status = 'failed', error = ${UNSUBSCRIBED_ERROR}
    where id = ${id} and status = 'pending' and type = 'marketing_campaign'
      and (exists (select 1 from customers where id = notifications.customer_id and unsubscribed_at is not null)
        or exists (select 1 from marketing_unsubscribes mu where mu.owner_id = notifications.owner_id and mu.email = lower(notifications.email)))`)
  // Claim the row: only a pending row whose send has not started is sent, so a repeated message,
  // or a retry after a send whose result could not be recorded, never sends it twice.
  const [row] = await db
    .update(notifications)
    .set({ sendStartedAt: clock() })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'pending'), isNull(notifications.sendStartedAt)))
    .returning()
  if (!row) return message.ack()
  let messageId: string
  try {
    ;({ messageId } = await provider.send({
      to: row.email,
      subject: row.subject,
      html: row.content,
      text: row.textContent ?? '',
    }))
  } catch (error) {
    // The provider refused: nothing went out, so the row is released for the next attempt.
    const lastAttempt = message.attempts > EMAIL_MAX_RETRIES
    const text = error instanceof Error ? error.message : String(error)
    await db
      .update(notifications)
      .set({
        error: text,
        provider: provider.name,
        sendStartedAt: null,
        ...(lastAttempt ? { status: 'failed' as const } : {}),
      })
      .where(eq(notifications.id, id))
    return message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
  }
  await recordSent({ ctx, input: { id, sentAt: clock(), providerMessageId: messageId, provider: provider.name } })
  message.ack()
}

/** `input` may be part of a queue batch: the EMAILS queue also carries other kinds (worker/queue.ts routes them). */
export async function consumeEmails({
  ctx,
  input: { queue, messages },
}: {
  ctx: EmailConsumerContext
  input: { queue: string; messages: readonly Message<EmailMessage>[] }
}) {
  const { db } = ctx
  if (queue.endsWith('-dlq')) {
    // Exhausted messages: the consumer already recorded the failure; make sure the row says so.
    for (const message of messages) {
      await db
        .update(notifications)
        .set({ status: 'failed' })
        .where(and(eq(notifications.id, message.body.notificationId), ne(notifications.status, 'sent')))
      message.ack()
    }
    return
  }
  // One at a time: a batch may hold the same notification twice, and the second must see it sent.
  for (const message of messages) await deliver({ ctx, input: message })
}
