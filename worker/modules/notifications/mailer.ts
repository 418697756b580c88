/**
 * How the rest of the Worker sends an email: the notification row goes into the caller's own D1
 * batch (so it exists exactly when the event that caused it does), and after the batch its id
 * is put on the EMAILS queue. If that send is lost, the sweep queues the row again.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { NotificationType } from '../../lib/shared/enums'
import type { Bindings } from '../../env'
import { emailProvider } from './providers'
import { renderEmail } from './templates'

export interface EmailMessage {
  notificationId: string
}

export interface NotificationDraft {
  ownerId: string
  type: NotificationType
  to: string
  customerName: string
  /** A value, or SQL that finds it inside the batch (a customer written in the same batch). */
  customerId?: string | SQL | null
  bookingId?: string | null
  issueId?: string | null
  /** The sending domain's details for its template (a test email has none and shows a sample). */
  data?: unknown
}

export interface Mailer {
  provider: 'sendgrid' | 'outbox'
  /** The row for `draft`, to add to a batch; `onlyIf` keeps it out when the event was not written. */
  record(draft: NotificationDraft, now: number, onlyIf?: SQL): { id: string; statement: SQL }
  /**
   * Queues rows written by a batch that has committed. Never throws: the event is already saved,
   * and a row whose message did not reach the queue is queued again by the sweep.
   */
  enqueue(ids: string[]): Promise<void>
}

export function mailer(env: Bindings): Mailer {
  const provider = emailProvider(env).name
  return {
    provider,
    record(draft, now, onlyIf = sql`1`) {
      const id = crypto.randomUUID()
      const email = renderEmail(
        draft.type,
        // A cron job without APP_URL has no host to go by: its links stay relative.
        { businessName: env.APP_NAME, appUrl: env.APP_URL ?? '', customerName: draft.customerName },
        draft.data,
      )
      const statement = sql`
        insert into notifications (id, owner_id, customer_id, booking_id, issue_id, type, email, subject, content, text_content, status, provider, created_at)
        select ${id}, ${draft.ownerId}, ${draft.customerId ?? null}, ${draft.bookingId ?? null}, ${draft.issueId ?? null}, ${draft.type}, ${draft.to},
               ${email.subject}, ${email.html}, ${email.text}, 'pending', ${provider}, ${now}
        where ${onlyIf}`
      return { id, statement }
    },
    async enqueue(ids) {
      try {
        // A queue batch holds at most 100 messages.
        for (let start = 0; start < ids.length; start += 100) {
          await env.EMAILS.sendBatch(
            ids
              .slice(start, start + 100)
              .map((notificationId) => ({ body: { notificationId } satisfies EmailMessage })),
          )
        }
      } catch (error) {
        console.error(`queueing ${ids.length} email(s) failed; the sweep will queue them again`, error)
      }
    },
  }
}
