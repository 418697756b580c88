import { app } from './app'
import { consumeQueue } from './queue'
import { runScheduled } from './scheduled'

export default {
  fetch: app.fetch,
  // The EMAILS queue and its dead-letter queue: notification emails and calendar syncs (queue.ts).
  queue: (batch, env) => consumeQueue(batch, env),
  // Holds, reminders and the email sweep every 10 minutes; clean-up daily (scheduled.ts).
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(controller.cron, env, controller.scheduledTime)),
} satisfies ExportedHandler<Env>
