/** The owner's notification log: newest first a page at a time, test emails, and resending a failed one. */
import { and, eq } from 'drizzle-orm'
import { customers, notifications } from '../../db/schema'
import { runBatchThenRead } from '../../lib/d1-batch'
import { AppError, notFound } from '../../lib/errors'
import { ownedRow, type OwnerContext } from '../../lib/owned'
import { toPage, type Page } from '../../lib/shared/paging'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import type { Mailer } from './mailer'
import type { Notification, NotificationListQuery, TestNotificationData } from './schemas'

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

const toNotification = ({
  ownerId: _owner,
  issueId: _issue,
  textContent: _text,
  deliveredAt: _delivered,
  phone: _phone,
  sendStartedAt: _started,
  sentAt,
  createdAt,
  ...row
}: typeof notifications.$inferSelect): Notification => ({
  ...row,
  sentAt: iso(sentAt),
  createdAt: iso(createdAt)!,
})

export async function listNotifications({
  ctx,
  query,
}: {
  ctx: OwnerContext
  query: NotificationListQuery
}): Promise<Page<Notification>> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.ownerId, ctx.ownerId), olderThan(notifications, query.cursor)))
    .orderBy(...newestFirst(notifications))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toNotification, newestKey)
}

/** The owner's notification as a list of at most one row: a select, which a batch can read back after its write. */
const readNotification = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(ownedRow(notifications, ctx.ownerId, id))

async function ownedNotification(ctx: OwnerContext, id: string) {
  const [row] = await readNotification(ctx, id)
  if (!row) throw notFound('That notification')
  return toNotification(row)
}

export async function sendTestNotification({
  ctx,
  mailer,
  input,
  now,
}: {
  ctx: OwnerContext
  mailer: Mailer
  input: TestNotificationData
  now: number
}) {
  if (input.customerId) {
    const customer = await ctx.db.query.customers.findFirst({
      columns: { id: true },
      where: ownedRow(customers, ctx.ownerId, input.customerId),
    })
    if (!customer)
      throw new AppError(404, 'not_found', 'That customer ID is not one of your customers', {
        customerId: ['That customer ID is not one of your customers'],
      })
  }
  const { id, statement } = mailer.record(
    {
      ownerId: ctx.ownerId,
      type: input.type,
      to: input.email,
      customerName: input.customerName,
      customerId: input.customerId,
    },
    now,
  )
  // Read back in the same batch: no failure can fall between the saved email and its answer.
  const {
    read: [[row]],
  } = await runBatchThenRead(ctx.db, [statement], [readNotification(ctx, id)])
  await mailer.enqueue([id])
  return toNotification(row!)
}

/** A failed email goes back on the queue; the consumer sends it once more from the start. */
export async function resendNotification({ ctx, mailer, id }: { ctx: OwnerContext; mailer: Mailer; id: string }) {
  const notification = await ownedNotification(ctx, id)
  if (notification.status !== 'failed')
    throw new AppError(409, 'not_failed', 'Only a failed notification can be resent')
  const reset = ctx.db
    .update(notifications)
    .set({ status: 'pending', error: null, sendStartedAt: null })
    .where(ownedRow(notifications, ctx.ownerId, id))
    .getSQL()
  const {
    read: [[row]],
  } = await runBatchThenRead(ctx.db, [reset], [readNotification(ctx, id)])
  await mailer.enqueue([id])
  return toNotification(row!)
}
