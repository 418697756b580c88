/**
 * The Worker's cron jobs (wrangler.toml [triggers]). Every 10 minutes: requests to book nobody answered
 * in 24 hours expire (their card authorisations released), lapsed holds become expired,
 * trips starting within 2 days get their reminder, emails left waiting are queued again, and
 * refunds the payment provider has not made yet are asked for again.
 * Daily: records kept only for a while are deleted (renters' photos no report took among them), imported calendars are queued for sync (one
 * message per feed, worker/queue.ts) and ad performance is synced.
 */
import { createDb } from './db/client'
import type { Bindings } from './env'
import { adReporting, syncAdPerformance } from './modules/advertising'
import { prunePasswordResets, pruneRevocations, pruneVerificationLinks } from './modules/auth'
import { deleteOldExpiredHolds, expireLapsedHolds, expireLapsedRequests, writeTripReminders } from './modules/bookings'
import { queueCalendarFeedSyncs } from './modules/issues'
import { sendWaitingMessageEmails } from './modules/messages'
import { mailer, sweepEmails } from './modules/notifications'
import { configuredProvider, deleteStalePaymentRecords, retryPendingRefunds } from './modules/payments'
import { deleteUnattachedUploads } from './modules/uploads'

export const FREQUENT_CRON = '*/10 * * * *'
export const DAILY_CRON = '0 3 * * *'

export async function runFrequentJobs(env: Bindings, now: number) {
  const db = createDb(env.DB)
  const send = mailer(env)
  // Requests first: they release the card authorisation of each request nobody answered in 24 hours.
  const requests = await expireLapsedRequests({ ctx: { db, now, env, mailer: send } })
  const expiredHolds = await expireLapsedHolds({ ctx: { db, now } })
  const reminders = await writeTripReminders({ ctx: { db, mailer: send, now } })
  await send.enqueue(reminders)
  const messageEmails = await sendWaitingMessageEmails({ ctx: { db, mailer: send, now } })
  const provider = configuredProvider(env, db)
  return {
    expiredHolds,
    ...requests,
    reminders: reminders.length,
    ...messageEmails,
    ...(await sweepEmails({ ctx: { db, mailer: send, now } })),
    ...(provider ? await retryPendingRefunds({ ctx: { db, now, provider } }) : { refundsRetried: 0 }),
  }
}

export async function runDailyCleanup(env: Bindings, now: number) {
  const db = createDb(env.DB)
  const [revocations, links, resets] = [
    await pruneRevocations({ ctx: { db, now } }),
    await pruneVerificationLinks({ ctx: { db, now } }),
    await prunePasswordResets({ ctx: { db, now } }),
  ]
  return {
    revocations: revocations.meta.changes,
    verificationLinks: links.meta.changes,
    passwordResetLinks: resets.meta.changes,
    ...(await deleteOldExpiredHolds({ ctx: { db, now } })),
    ...(await deleteStalePaymentRecords({ ctx: { db, now } })),
    ...(await deleteUnattachedUploads({ ctx: { db, bucket: env.MEDIA, now } })),
  }
}

/** The clean-up first: it is quick, and a calendar or ad platform that answers slowly must not delay it. */
export async function runDailyJobs(env: Bindings, now: number) {
  const db = createDb(env.DB)
  return {
    ...(await runDailyCleanup(env, now)),
    ...(await queueCalendarFeedSyncs({ ctx: { db, queue: env.EMAILS } })),
    ...(await syncAdPerformance({ ctx: { db, reporting: adReporting(env), now } })),
  }
}

export const runScheduled = (cron: string, env: Bindings, now: number) =>
  cron === DAILY_CRON ? runDailyJobs(env, now) : runFrequentJobs(env, now)
