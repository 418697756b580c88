/** The owner's bookings list: a page at a time, newest first, with the tiles counted in SQL. */
import { and, count, eq, sql, type SQL } from 'drizzle-orm'
import { bookings, customers, rvs } from '../../db/schema'
import type { OwnerContext, OwnerRequestContext } from '../../db/owned'
import * as v from 'valibot'
import { decodeCursor, toPage } from '../../lib/shared/paging'
import { contains, newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { lapsedHold } from './availability'
import type { BookingListQuery } from './schemas'
import { toBooking } from './service'

/** A pending booking as the owner sees it: not a hold whose time ran out. */
const pendingNow = (now: number) => sql`(${bookings.status} = 'pending' and not ${lapsedHold(now)})`

/** The list's filter: a status as the owner sees it, and a piece of the booking id (spec §2). */
function listFilter(ctx: OwnerContext, { status, q }: Pick<BookingListQuery, 'status' | 'q'>, now: number) {
  const conditions: SQL[] = [eq(bookings.ownerId, ctx.ownerId)]
  if (status === 'pending') conditions.push(pendingNow(now))
  else if (status === 'expired')
    conditions.push(sql`(${bookings.status} = 'expired' or (${bookings.status} = 'pending' and ${lapsedHold(now)}))`)
  else if (status) conditions.push(eq(bookings.status, status))
  if (q) conditions.push(contains(sql`lower(${bookings.id})`, q.toLowerCase()))
  return and(...conditions)!
}

/**
 * The first page counts the bookings the filter matches; its cursor carries that count on, so
 * paging deeper does not count the owner's bookings again on every page.
 */
const countedCursor = v.tuple([v.number(), v.string(), v.pipe(v.number(), v.integer(), v.minValue(0))])

/** GET /api/bookings: a page of rows (the booking with the names it points at), and how many the filter matches in all. */
export async function listBookings({ ctx, input: query }: { ctx: OwnerRequestContext; input: BookingListQuery }) {
  const { now } = ctx
  const filter = listFilter(ctx, query, now)
  const rowsQuery = ctx.db
    .select({ booking: bookings, rvName: rvs.name, firstName: customers.firstName, lastName: customers.lastName })
    .from(bookings)
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(filter, olderThan(bookings, query.cursor)))
    .orderBy(...newestFirst(bookings))
    .limit(query.limit + 1)
  const carried = query.cursor === undefined ? undefined : decodeCursor(query.cursor, countedCursor)?.[2]
  const [rows, total] =
    carried === undefined
      ? await ctx.db
          .batch([rowsQuery, ctx.db.select({ n: count() }).from(bookings).where(filter)])
          .then(([found, [counted]]) => [found, counted?.n ?? 0] as const)
      : [await rowsQuery, carried]
  const page = toPage(
    rows,
    query.limit,
    ({ booking, rvName, firstName, lastName }) => ({
      ...toBooking(booking, now),
      rvName,
      customerName: [firstName, lastName].filter(Boolean).join(' '),
    }),
    ({ booking }) => [...newestKey(booking), total],
  )
  return { ...page, total }
}

/** The five tiles over every booking of the owner, by the status the owner sees. */
export async function bookingStats({ ctx }: { ctx: OwnerRequestContext }) {
  const { now } = ctx
  const sum = (condition: SQL) => sql<number>`coalesce(sum(${condition}), 0)`
  const [row] = await ctx.db
    .select({
      total: count(),
      pending: sum(pendingNow(now)),
      confirmed: sum(sql`${bookings.status} = 'confirmed'`),
      active: sum(sql`${bookings.status} = 'in_progress'`),
      completed: sum(sql`${bookings.status} = 'completed'`),
    })
    .from(bookings)
    .where(eq(bookings.ownerId, ctx.ownerId))
  return {
    total: row!.total,
    pending: Number(row!.pending),
    confirmed: Number(row!.confirmed),
    active: Number(row!.active),
    completed: Number(row!.completed),
  }
}
