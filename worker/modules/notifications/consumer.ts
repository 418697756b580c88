/**
 * The EMAILS queue consumer. Delivery is at least once, so it keys on the notification id: a row
 * already sent is acknowledged without sending again. A failed send is retried with growing
 * delays; on the last attempt the row is marked failed with the provider's error text and the
 * message goes on to the dead-letter queue.
 */
import { and, eq, ne } from 'drizzle-orm'
import { createDb, type Db } from '../../db/client'
import { notifications } from '../../db/schema'
import type { Bindings } from '../../env'
import type { EmailMessage } from './mailer'
import { emailProvider, type EmailProvider } from './providers'

/** Must match max_retries of the EMAILS consumer in wrangler.toml: deliveries = 1 + retries. */
export const EMAIL_MAX_RETRIES = 4
const FIRST_RETRY_DELAY_SECONDS = 30

export const retryDelaySeconds = (attempts: number) => FIRST_RETRY_DELAY_SECONDS * 2 ** (attempts - 1)

async function deliver(db: Db, provider: EmailProvider, message: Message<EmailMessage>, now: () => number) {
  const id = message.body.notificationId
  const row = await db.query.notifications.findFirst({ where: eq(notifications.id, id) })
  if (!row || row.status === 'sent') return message.ack()
  try {
    const { messageId } = await provider.send({ to: row.email, subject: row.subject, html: row.content, text: row.textContent ?? '' })
    await db.update(notifications).set({ status: 'sent', sentAt: now(), providerMessageId: messageId, provider: provider.name, error: null }).where(eq(notifications.id, id))
    message.ack()
  } catch (error) {
    const lastAttempt = message.attempts > EMAIL_MAX_RETRIES
    const text = error instanceof Error ? error.message : String(error)
    await db.update(notifications).set({ error: text, provider: provider.name, ...(lastAttempt ? { status: 'failed' as const } : {}) }).where(eq(notifications.id, id))
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) })
  }
}

export async function consumeEmails(batch: MessageBatch<EmailMessage>, env: Bindings, now: () => number = Date.now) {
  const db = createDb(env.DB)
  if (batch.queue.endsWith('-dlq')) {
    // Exhausted messages: the consumer already recorded the failure; make sure the row says so.
    for (const message of batch.messages) {
      await db.update(notifications).set({ status: 'failed' }).where(and(eq(notifications.id, message.body.notificationId), ne(notifications.status, 'sent')))
      message.ack()
    }
    return
  }
  const provider = emailProvider(env)
  // One at a time: a batch may hold the same notification twice, and the second must see it sent.
  for (const message of batch.messages) await deliver(db, provider, message, now)
}
