/**
 * The owner's notification log: newest first a page at a time, test emails, and resending a failed
 * one; and apart from it, the owner's own account emails (whose links never leave the local outbox).
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { customers, notifications } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { toPage, type Page } from '../../lib/shared/paging'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import type { Mailer } from '../../lib/email/mailer'
import {
  accountEmailTypes,
  renterLinkEmailTypes,
  type AccountEmail,
  type AccountEmailPage,
  type AccountEmailType,
  type Notification,
  type NotificationListQuery,
  type TestNotificationData,
} from './schemas'

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

/** Every route reading the customers' log leaves out the owner's account emails (and their links). */
const notAccountEmail = notInArray(notifications.type, [...accountEmailTypes, ...renterLinkEmailTypes])

export async function listNotifications({
  ctx,
  input: query,
}: {
  ctx: OwnerContext
  input: NotificationListQuery
}): Promise<Page<Notification>> {
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.ownerId, ctx.ownerId), notAccountEmail, olderThan(notifications, query.cursor)))
    .orderBy(...newestFirst(notifications))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toNotification, newestKey)
}

/**
 * The owner's account emails, newest first. Their content carries a live link (confirm the address,
 * set a new password), so it is read only in a local test run (`ctx.localTestMode`), where no email
 * is delivered.
 */
export async function listAccountEmails({
  ctx,
  input: query,
}: {
  ctx: OwnerContext & { localTestMode: boolean }
  input: NotificationListQuery
}): Promise<AccountEmailPage> {
  const { localTestMode } = ctx
  const rows = await ctx.db
    .select({
      id: notifications.id,
      type: notifications.type,
      email: notifications.email,
      subject: notifications.subject,
      status: notifications.status,
      content: notifications.content,
      sentAt: notifications.sentAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.ownerId, ctx.ownerId),
        inArray(notifications.type, accountEmailTypes),
        olderThan(notifications, query.cursor),
      ),
    )
    .orderBy(...newestFirst(notifications))
    .limit(query.limit + 1)
  const toAccountEmail = ({ content, sentAt, createdAt, type, ...row }: (typeof rows)[number]): AccountEmail => ({
    ...row,
    type: type as AccountEmailType,
    content: localTestMode ? content : null,
    sentAt: iso(sentAt),
    createdAt: iso(createdAt)!,
  })
  return { ...toPage(rows, query.limit, toAccountEmail, newestKey), localTestMode }
}

/** The owner's notification as a list of at most one row: a select, which a batch can read back after its write. */
const readNotification = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select()
    .from(notifications)
    .where(and(ownedRow(notifications, ctx.ownerId, id), notAccountEmail))

export async function sendTestNotification({
  ctx,
  input,
}: {
  ctx: OwnerRequestContext & { mailer: Mailer }
  input: TestNotificationData
}) {
  const { mailer, now } = ctx
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
export async function resendNotification({
  ctx,
  input: { id },
}: {
  ctx: OwnerContext & { mailer: Mailer }
  input: { id: string }
}) {
  const { mailer } = ctx
  const notification = await foundOr404(readNotification(ctx, id).get(), 'That notification')
  if (notification.status !== 'failed')
    throw new AppError(409, 'not_failed', 'Only a failed notification can be resent')
  const reset = ctx.db
    .update(notifications)
    .set({ status: 'pending', error: null, sendStartedAt: null })
    .where(and(ownedRow(notifications, ctx.ownerId, id), notAccountEmail))
    .getSQL()
  const {
    read: [[row]],
  } = await runBatchThenRead(ctx.db, [reset], [readNotification(ctx, id)])
  await mailer.enqueue([id])
  return toNotification(row!)
}
