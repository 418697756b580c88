/**
 * How the rest of the Worker sends an email: the notification row goes into the caller's own D1
 * batch (so it exists exactly when the event that caused it does), and after the batch its id
 * is put on the EMAILS queue. If that send is lost, the sweep queues the row again. The row holds the
 * email as sent, with the brand of the moment it was written (branding.ts).
 */
import { sql } from 'drizzle-orm'
import type { EmailMessage, Mailer } from '../../lib/email/mailer'
import type { Bindings } from '../../env'
import { emailProvider } from './providers'
import { brandedEmail } from './branding'

export function mailer(env: Bindings): Mailer {
  const provider = emailProvider(env).name
  return {
    provider,
    record(draft, now, onlyIf = sql`1`) {
      const id = crypto.randomUUID()
      // A cron job without APP_URL has no host to go by: its links stay relative.
      const email = brandedEmail(draft, { appUrl: env.APP_URL ?? '', customerName: draft.customerName })
      const statement = sql`
        with brand as (${email.brand})
        insert into notifications (id, owner_id, customer_id, booking_id, issue_id, type, email, subject, content, text_content, status, provider, created_at)
        select ${id}, ${draft.ownerId}, ${draft.customerId ?? null}, ${draft.bookingId ?? null}, ${draft.issueId ?? null}, ${draft.type}, ${draft.to},
               ${email.subject}, ${email.html}, ${email.text}, 'pending', ${provider}, ${now}
        from brand where ${onlyIf}`
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
