import { app } from './app'
import type { Bindings } from './env'
import { consumeEmails } from './modules/notifications/consumer'
import type { EmailMessage } from './modules/notifications/mailer'
import { runDailyEmails } from './modules/notifications/reminders'

export default {
  fetch: app.fetch,
  // The EMAILS queue and its dead-letter queue.
  queue: (batch, env) => consumeEmails(batch as MessageBatch<EmailMessage>, env as Bindings),
  // The daily cron: booking reminders, and a sweep for emails still waiting.
  scheduled: async (controller, env, ctx) => ctx.waitUntil(runDailyEmails(env as Bindings, controller.scheduledTime)),
} satisfies ExportedHandler<Env>
