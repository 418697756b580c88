/** The owner's issue tickets: list, read with history, report, change and escalate. */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm'
import type { BatchResponse } from 'drizzle-orm/batch'
import { bookings, customers, issueChanges, issues, rvs, users } from '../../../db/schema'
import { runBatchThenRead } from '../../../db/batch'
import { AppError, notFound } from '../../../lib/errors'
import { contains, newestFirst, newestKey, olderThan } from '../../../lib/newest-first'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import { dayInTimeZone } from '../../../lib/shared/dates'
import { toPage } from '../../../lib/shared/paging'
import type { Mailer } from '../../../lib/email/mailer'
import { uploadedBy } from '../../uploads'
import { ownerIssueEmail } from './emails'
import { changeStatements } from './history'
import { issueWithNames, toIssue, toIssueChange } from './mappers'
import { reportStatements } from './report'
import type { IssueChangeData, IssueData, IssueListQuery } from './schemas'

/** Photos may only be images the owner uploaded (a renter's photos are stored under their booking's owner). */
export async function assertOwnPhotos({
  ctx,
  input: { photoUrls },
}: {
  ctx: OwnerContext
  input: { photoUrls: string[] }
}) {
  if (!(await uploadedBy({ ctx, input: photoUrls })))
    throw new AppError(400, 'invalid_input', 'Photos must be images uploaded for this issue', {
      photoUrls: ['Photos must be images uploaded for this issue'],
    })
}

const issueSearch = (q: string): SQL =>
  or(contains(issues.title, q), contains(issues.description, q), contains(issues.location, q))!

/** The owner's issues, newest first, a page at a time, filtered by search, priority and status. */
export async function listIssues({ ctx, input: query }: { ctx: OwnerContext; input: IssueListQuery }) {
  const rows = await issueWithNames(ctx.db)
    .where(
      and(
        eq(issues.ownerId, ctx.ownerId),
        query.q ? issueSearch(query.q) : undefined,
        query.priority === 'all' ? undefined : eq(issues.priority, query.priority),
        query.status === 'all' ? undefined : eq(issues.status, query.status),
        olderThan(issues, query.cursor),
      ),
    )
    .orderBy(...newestFirst(issues))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toIssue, newestKey)
}

/** The reads of one issue with its history, oldest change first: on their own, or after a write in its batch. */
const issueReads = (ctx: OwnerContext, id: string) =>
  [
    issueWithNames(ctx.db).where(ownedRow(issues, ctx.ownerId, id)),
    ctx.db
      .select()
      .from(issueChanges)
      .where(and(eq(issueChanges.ownerId, ctx.ownerId), eq(issueChanges.issueId, id)))
      .orderBy(asc(issueChanges.changedAt), sql`rowid`),
  ] as const

function issueWithHistory([[row], history]: BatchResponse<ReturnType<typeof issueReads>>) {
  if (!row) throw notFound('That issue')
  return { ...toIssue(row), history: history.map(toIssueChange) }
}

export async function getIssue({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  return issueWithHistory(await ctx.db.batch(issueReads(ctx, id)))
}

/** The customer, RV and booking an owner's report names must all be theirs, and the booking the customer's. */
async function assertOwnReferences({ ctx, input }: { ctx: OwnerContext; input: IssueData }) {
  const [customer, rv, booking] = await ctx.db.batch([
    ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(ownedRow(customers, ctx.ownerId, input.customerId)),
    ctx.db
      .select({ id: rvs.id })
      .from(rvs)
      .where(ownedRow(rvs, ctx.ownerId, input.rvId ?? '')),
    ctx.db
      .select({ customerId: bookings.customerId })
      .from(bookings)
      .where(ownedRow(bookings, ctx.ownerId, input.bookingId ?? '')),
  ])
  if (customer.length === 0) throw notFound('That customer')
  if (input.rvId && rv.length === 0) throw notFound('That RV')
  if (input.bookingId && booking.length === 0) throw notFound('That booking')
  if (input.bookingId && booking[0]!.customerId !== input.customerId)
    throw new AppError(400, 'invalid_input', 'That booking belongs to another customer', {
      bookingId: ['That booking belongs to another customer'],
    })
}

/** POST /api/issues: the owner files a ticket; its first history entry records the status it opened with. */
export async function createIssue({ ctx, input }: { ctx: OwnerRequestContext; input: IssueData }) {
  const { now } = ctx
  await Promise.all([assertOwnReferences({ ctx, input }), assertOwnPhotos({ ctx, input })])
  const id = crypto.randomUUID()
  // Read back in the same batch: a failure cannot fall between the new issue and its answer.
  const { read } = await runBatchThenRead(
    ctx.db,
    reportStatements({ ...input, id, ownerId: ctx.ownerId }, now),
    issueReads(ctx, id),
  )
  return issueWithHistory(read)
}

/**
 * PATCH /api/issues/:id: status, priority, technician and resolution. The update, its history rows
 * and the customer's status email are one batch; resolvedAt is set on becoming resolved and
 * cleared when reopened. Two owners' tabs changing the same issue at once: the second is refused
 * rather than writing history that no longer describes the issue.
 */
export async function changeIssue({
  ctx,
  input: { id, ...change },
}: {
  ctx: OwnerRequestContext & { mailer: Mailer }
  input: IssueChangeData & { id: string }
}) {
  const { mailer, now } = ctx
  const current = await foundOr404(
    issueWithNames(ctx.db)
      .where(ownedRow(issues, ctx.ownerId, id))
      .get(),
    'That issue',
  )
  const plan = changeStatements(mailer, current, change, now)
  if (plan.statements.length === 0) return getIssue({ ctx, input: { id } })
  const { written, read } = await runBatchThenRead(ctx.db, plan.statements, issueReads(ctx, id))
  if (written.at(-1)?.meta.changes !== 1)
    throw new AppError(409, 'conflict', 'This issue changed while you were editing it. Reload it and try again.')
  await mailer.enqueue(plan.emails)
  return issueWithHistory(read)
}

/** 'Escalate': raise to emergency (kept in the history) and email the owner that it needs them now. */
export async function escalateIssue({
  ctx,
  input: { id },
}: {
  ctx: OwnerRequestContext & { mailer: Mailer }
  input: { id: string }
}) {
  const { mailer, now } = ctx
  const [[current], [owner]] = await ctx.db.batch([
    issueWithNames(ctx.db).where(ownedRow(issues, ctx.ownerId, id)),
    ctx.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, ctx.ownerId)),
  ])
  if (!current || !owner) throw notFound('That issue')
  const plan = changeStatements(mailer, current, { priority: 'emergency' }, now)
  const email = mailer.record(
    ownerIssueEmail('issue_escalated', { ...current, priority: 'emergency' }, owner, current.customerName),
    now,
  )
  const { read } = await runBatchThenRead(ctx.db, [...plan.statements, email.statement], issueReads(ctx, id))
  await mailer.enqueue([email.id])
  return issueWithHistory(read)
}

/** The issues page's tiles and banner and the nav badge: active issues by priority, open, in progress, resolved today. */
export async function issueStats({ ctx }: { ctx: OwnerRequestContext }) {
  const { now } = ctx
  const active = sql`${issues.status} in ('open', 'in_progress')`
  const countWhere = (condition: SQL) => sql<number>`coalesce(sum(${condition}), 0)`
  const [[counts], recentlyResolved, [owner]] = await ctx.db.batch([
    ctx.db
      .select({
        emergency: countWhere(sql`${active} and ${issues.priority} = 'emergency'`),
        high: countWhere(sql`${active} and ${issues.priority} = 'high'`),
        medium: countWhere(sql`${active} and ${issues.priority} = 'medium'`),
        low: countWhere(sql`${active} and ${issues.priority} = 'low'`),
        open: countWhere(sql`${issues.status} = 'open'`),
        inProgress: countWhere(sql`${issues.status} = 'in_progress'`),
      })
      .from(issues)
      .where(eq(issues.ownerId, ctx.ownerId)),
    // 'Today' is the owner's own day: fetch what was resolved in the last 2 days, then read it in their zone.
    ctx.db
      .select({ resolvedAt: issues.resolvedAt })
      .from(issues)
      .where(
        and(
          eq(issues.ownerId, ctx.ownerId),
          eq(issues.status, 'resolved'),
          sql`${issues.resolvedAt} > ${now - 2 * 86_400_000}`,
        ),
      ),
    ctx.db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, ctx.ownerId)),
  ])
  const timeZone = owner?.timeZone ?? null
  const today = dayInTimeZone(now, timeZone)
  const figures = Object.fromEntries(Object.entries(counts!).map(([key, value]) => [key, Number(value)])) as Record<
    keyof NonNullable<typeof counts>,
    number
  >
  return {
    ...figures,
    resolvedToday: recentlyResolved.filter(
      (row) => row.resolvedAt !== null && dayInTimeZone(row.resolvedAt, timeZone) === today,
    ).length,
    /** The day 'Resolved Today' counts, and the zone it is read in (UTC until the owner sets theirs). */
    today,
    timeZone: timeZone ?? 'UTC',
  }
}
