import { app } from './app'
import { consumeEmails, type EmailMessage } from './modules/notifications'
import { runScheduled } from './scheduled'

export default {
  fetch: app.fetch,
  // The EMAILS queue and its dead-letter queue.
  queue: (batch, env) => consumeEmails(batch as MessageBatch<EmailMessage>, env),
  // Holds, reminders and the email sweep every 10 minutes; clean-up daily (scheduled.ts).
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime)),
} satisfies ExportedHandler<Env>
