/**
 * The Worker's queue consumer. The EMAILS queue (and its dead-letter queue) carries notification
 * emails and, with `kind: 'calendar_sync'`, the daily sync of one imported calendar each: the
 * design card names that one queue, so the kinds share it and are routed here.
 */
import { createDb } from './db/client'
import type { Bindings } from './env'
import { consumeCalendarSyncs, isCalendarSyncMessage, type CalendarSyncMessage } from './modules/issues'
import { consumeEmails, emailProvider } from './modules/notifications'
import type { EmailMessage } from './lib/email/mailer'

export async function consumeQueue(batch: MessageBatch, env: Bindings, now: () => number = Date.now) {
  const calendar: Message<CalendarSyncMessage>[] = []
  const emails: Message<EmailMessage>[] = []
  for (const message of batch.messages) {
    if (isCalendarSyncMessage(message.body)) calendar.push(message as Message<CalendarSyncMessage>)
    else emails.push(message as Message<EmailMessage>)
  }
  const deadLetters = batch.queue.endsWith('-dlq')
  if (calendar.length > 0)
    await consumeCalendarSyncs({
      ctx: { db: createDb(env.DB), clock: now },
      input: { messages: calendar, deadLetters },
    })
  if (emails.length > 0)
    await consumeEmails({
      ctx: { db: createDb(env.DB), provider: emailProvider(env), clock: now },
      input: { queue: batch.queue, messages: emails },
    })
}
