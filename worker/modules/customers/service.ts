/** An owner's customers (CRM): list, read, create, edit, and the stat tiles. */
import { and, count, countDistinct, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm'
import { bookings, customers } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { foundOr404, isUniqueViolation, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { currentMonth, monthBounds } from '../../lib/shared/dates'
import { toPage } from '../../lib/shared/paging'
import { isBusinessBooking } from '../bookings'
import { contains, newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import type { Customer, CustomerData, CustomerListQuery, CustomerPage, CustomerStats } from './schemas'

type CustomerRow = typeof customers.$inferSelect

export const toCustomer = ({
  ownerId: _owner,
  unsubscribedAt,
  marketingConsentAt,
  createdAt,
  ...row
}: CustomerRow): Customer => ({
  ...row,
  unsubscribed: unsubscribedAt !== null,
  marketingConsentAt: marketingConsentAt === null ? null : new Date(marketingConsentAt).toISOString(),
  createdAt: new Date(createdAt).toISOString(),
})

/** The row's fields: consent given keeps the moment it was first recorded; consent withdrawn clears it. */
const updatedColumns = ({ marketingConsent, ...input }: CustomerData, now: number) => ({
  ...input,
  marketingConsentAt: marketingConsent ? sql`coalesce(${customers.marketingConsentAt}, ${now})` : null,
})

const duplicateEmail = (email: string) =>
  new AppError(409, 'duplicate_email', `A customer with the email ${email} already exists`)

/** Text a person types when looking for a phone number: digits and phone punctuation only. */
const looksLikePhone = (text: string) => /^[\d\s().+-]+$/.test(text) && /\d/.test(text)

/** The phone with the punctuation its rule allows removed, so '(555) 010-2000' reads '5550102000'. */
const phoneDigits = sql`replace(replace(replace(replace(replace(replace(replace(${customers.phone}, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''), char(9), '')`

/**
 * Case-insensitive substring of the full name ('Quinn Harbor'), the email, the phone or one of the
 * tags; a phone-like search also compares digits only, so '5550102000' finds '555-010-2000'.
 */
function customerSearch(q: string): SQL {
  const matches = [
    contains(sql`trim(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, ''))`, q),
    contains(customers.email, q),
    contains(customers.phone, q),
    sql`exists (select 1 from json_each(${customers.tags}) where ${contains(sql`value`, q)})`,
  ]
  if (looksLikePhone(q)) matches.push(contains(phoneDigits, q.replace(/\D/g, '')))
  return or(...matches)!
}

/** The owner's customers, newest first, a page at a time, with how many match in all. */
export async function listCustomers({
  ctx,
  input: query,
}: {
  ctx: OwnerContext
  input: CustomerListQuery
}): Promise<CustomerPage> {
  const after = olderThan(customers, query.cursor)
  const matching = and(eq(customers.ownerId, ctx.ownerId), query.q ? customerSearch(query.q) : undefined)
  const [rows, [totals]] = await ctx.db.batch([
    ctx.db
      .select()
      .from(customers)
      .where(and(matching, after))
      .orderBy(...newestFirst(customers))
      .limit(query.limit + 1),
    ctx.db.select({ total: count() }).from(customers).where(matching),
  ])
  return { ...toPage(rows, query.limit, toCustomer, newestKey), total: totals!.total }
}

export async function getCustomer({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  const row = await foundOr404(
    ctx.db.query.customers.findFirst({ where: ownedRow(customers, ctx.ownerId, id) }),
    'That customer',
  )
  return toCustomer(row)
}

export async function createCustomer({ ctx, input }: { ctx: OwnerRequestContext; input: CustomerData }) {
  const { marketingConsent, ...fields } = input
  // The unique (owner_id, email) index decides, so two racing creates cannot both win.
  const [row] = await ctx.db
    .insert(customers)
    .values({ ...fields, marketingConsentAt: marketingConsent ? ctx.now : null, ownerId: ctx.ownerId })
    .onConflictDoNothing()
    .returning()
  if (!row) throw duplicateEmail(input.email)
  return toCustomer(row)
}

export async function updateCustomer({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerRequestContext
  input: CustomerData & { id: string }
}) {
  try {
    const row = await foundOr404(
      ctx.db
        .update(customers)
        .set(updatedColumns(fields, ctx.now))
        .where(ownedRow(customers, ctx.ownerId, id))
        .returning()
        .get(),
      'That customer',
    )
    return toCustomer(row)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail(fields.email)
    throw error
  }
}

/**
 * Active = a business booking (not cancelled, expired or an unpaid hold) overlapping the month (by
 * default this month, in UTC); new = created in the month;
 * returning = two or more business bookings. One batch, three small aggregate queries.
 */
export async function customerStats({
  ctx,
  input,
}: {
  ctx: OwnerRequestContext
  input: { month?: string }
}): Promise<CustomerStats> {
  const month = input.month ?? currentMonth(ctx.now)
  const { first, last, startMs, endMs } = monthBounds(month)
  const mine = eq(customers.ownerId, ctx.ownerId)
  const liveBookings = and(eq(bookings.ownerId, ctx.ownerId), isBusinessBooking())
  const [totals, active, returning] = await ctx.db.batch([
    ctx.db
      .select({
        total: count(),
        newThisMonth: sql<number>`coalesce(sum(${customers.createdAt} >= ${startMs} and ${customers.createdAt} < ${endMs}), 0)`,
      })
      .from(customers)
      .where(mine),
    ctx.db
      .select({ n: countDistinct(bookings.customerId) })
      .from(bookings)
      .where(and(liveBookings, lte(bookings.startDate, last), gte(bookings.endDate, first))),
    ctx.db
      .select({ n: count() })
      .from(
        ctx.db
          .select({ id: bookings.customerId })
          .from(bookings)
          .where(liveBookings)
          .groupBy(bookings.customerId)
          .having(gte(count(), 2))
          .as('repeat'),
      ),
  ])
  return {
    total: totals[0]!.total,
    newThisMonth: Number(totals[0]!.newThisMonth),
    activeThisMonth: active[0]!.n,
    returning: returning[0]!.n,
  }
}
