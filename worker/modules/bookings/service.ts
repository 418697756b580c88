/** Bookings: the owner's list, and creation that can never double-book an RV. */
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs, venues } from '../../db/schema'
import { runBatch } from '../../lib/d1-batch'
import { AppError, notFound } from '../../lib/errors'
import { ownedRow, type OwnerContext } from '../../lib/owned'
import { addDays, utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { conflictingBookingExists, lapsedHold } from './availability'
import { priceBooking } from './rules/pricing'
import type { BookingStatus } from '../../db/schema/enums'
import { bookingStatusLabel, canMove, effectiveStatus } from './rules/transitions'
import type { Booking, BookingData } from './schemas'
import { bookingEmail, storedBookingEmail } from '../notifications/booking-emails'
import type { Mailer } from '../notifications/mailer'

type BookingRow = typeof bookings.$inferSelect

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** The API's booking, with its status as it stands at `now` (a lapsed hold reads as expired). */
export const toBooking = ({ ownerId: _owner, holdClient: _client, totalPriceCents, heldUntil, createdAt, updatedAt, ...row }: BookingRow, now: number): Booking => ({
  ...row,
  status: effectiveStatus({ ...row, heldUntil }, now),
  totalPrice: fromCents(totalPriceCents),
  heldUntil: iso(heldUntil),
  createdAt: iso(createdAt)!,
  updatedAt: iso(updatedAt)!,
})

export const alreadyBooked = () => new AppError(409, 'rv_unavailable', 'This RV is already booked for those dates')

export async function listBookings({ ctx, now }: { ctx: OwnerContext; now: number }) {
  const rows = await ctx.db.select().from(bookings).where(eq(bookings.ownerId, ctx.ownerId)).orderBy(desc(bookings.createdAt))
  return rows.map((row) => toBooking(row, now))
}

async function bookingRow(ctx: OwnerContext, id: string) {
  const row = await ctx.db.query.bookings.findFirst({ where: ownedRow(bookings, ctx.ownerId, id) })
  if (!row) throw notFound('That booking')
  return row
}

export async function getBooking({ ctx, id, now }: { ctx: OwnerContext; id: string; now: number }) {
  return toBooking(await bookingRow(ctx, id), now)
}

interface NewBooking {
  ownerId: string
  customerId: string
  rvId: string
  venueId: string | null
  startDate: string
  endDate: string
  totalPriceCents: number
  status: BookingData['status']
  notes: string | null
  heldUntil: number | null
}

/**
 * One INSERT ... SELECT ... WHERE NOT EXISTS: SQLite runs it as a single write, so of two requests
 * for the same dates exactly one inserts; the other changes nothing. The status history row goes
 * in the same batch, conditional on the booking having been written.
 */
export async function insertBookingIfFree(db: Db, booking: NewBooking, now: number, mailer: Mailer, customer: { email: string; firstName: string | null }, rvName: string): Promise<string | null> {
  const id = crypto.randomUUID()
  const confirmation = mailer.record(bookingEmail('booking_confirmation', { ...booking, id, totalCents: booking.totalPriceCents }, customer, rvName), now, sql`exists (select 1 from bookings where id = ${id})`)
  const [inserted] = await runBatch(db, [
    sql`
      insert into bookings (id, owner_id, customer_id, rv_id, venue_id, start_date, end_date, total_price_cents, status, payment_status, notes, held_until, created_at, updated_at)
      select ${id}, ${booking.ownerId}, ${booking.customerId}, ${booking.rvId}, ${booking.venueId}, ${booking.startDate}, ${booking.endDate},
             ${booking.totalPriceCents}, ${booking.status}, 'pending', ${booking.notes}, ${booking.heldUntil}, ${now}, ${now}
      where exists (select 1 from rvs where id = ${booking.rvId} and owner_id = ${booking.ownerId} and available = 1)
        and not ${conflictingBookingExists(booking.rvId, booking, now)}`,
    sql`
      insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
      select ${crypto.randomUUID()}, ${booking.ownerId}, ${id}, null, ${booking.status}, ${now}
      where exists (select 1 from bookings where id = ${id})`,
    confirmation.statement,
  ])
  if (inserted?.meta.changes !== 1) return null
  await mailer.enqueue([confirmation.id])
  return id
}

interface QuoteRequest {
  rvId: string
  venueId: string | null
  startDate: string
  endDate: string
  deliveryFeeCents?: number
  /** When an owner books: the RV and venue must be theirs (another owner's answers 404). */
  ownerId?: string
}

/** A reference in a request body to something the caller does not own: the same 404 as a path id. */
const notYours = (field: string, message: string) => new AppError(404, 'not_found', message, { [field]: [message] })

/** The price of an RV (and venue) for the dates, from stored prices: never from the client. */
export async function quote(db: Db, { rvId, venueId, startDate, endDate, deliveryFeeCents = 0, ownerId }: QuoteRequest) {
  const [rv, venue] = await Promise.all([
    db.query.rvs.findFirst({ where: ownerId ? ownedRow(rvs, ownerId, rvId) : eq(rvs.id, rvId) }),
    venueId ? db.query.venues.findFirst({ where: ownerId ? ownedRow(venues, ownerId, venueId) : eq(venues.id, venueId) }) : Promise.resolve(null),
  ])
  if (!rv) throw ownerId ? notYours('rvId', 'Choose one of your RVs') : notFound('That RV')
  if (venueId && !venue && ownerId) throw notYours('venueId', 'Choose one of your venues')
  if (venueId && (!venue || !venue.available)) throw new AppError(400, 'venue_unavailable', 'That venue is not taking bookings', { venueId: ['Choose another venue'] })
  return { rv, venue, price: priceBooking({ startDate, endDate, rvPricePerNightCents: rv.pricePerNightCents, venuePricePerNightCents: venue?.pricePerNightCents, deliveryFeeCents }) }
}

/** How far ahead a pickup may be booked. */
export const MAX_DAYS_AHEAD = 730

const invalidStart = (message: string) => new AppError(400, 'invalid_input', message, { startDate: [message] })

/**
 * 'Start date cannot be in the past' (spec §5), judged generously by one day: the viewer's today
 * may be UTC's yesterday or tomorrow. And no pickup more than 2 years ahead: nobody plans that far,
 * and a far-off hold would only keep an RV off the market.
 */
export function assertBookableDates(startDate: string, now: number) {
  const today = utcDay(now)
  if (startDate < addDays(today, -1)) throw invalidStart('Start date cannot be in the past')
  if (startDate > addDays(today, MAX_DAYS_AHEAD)) throw invalidStart('Start date must be within 2 years from today')
}

/** An owner books one of their RVs for one of their customers (the admin 'Create New Booking'). */
export async function createBooking({ ctx, mailer, input, now }: { ctx: OwnerContext; mailer: Mailer; input: BookingData; now: number }) {
  assertBookableDates(input.startDate, now)
  const customer = await ctx.db.query.customers.findFirst({ columns: { id: true, email: true, firstName: true }, where: ownedRow(customers, ctx.ownerId, input.customerId) })
  if (!customer) throw notYours('customerId', 'Choose one of your customers')
  const { rv, price } = await quote(ctx.db, { ...input, ownerId: ctx.ownerId })
  if (!rv.available) throw new AppError(409, 'rv_unavailable', 'This RV is marked unavailable for rent')
  const id = await insertBookingIfFree(
    ctx.db,
    { ownerId: ctx.ownerId, customerId: input.customerId, rvId: input.rvId, venueId: input.venueId, startDate: input.startDate, endDate: input.endDate, totalPriceCents: price.totalCents, status: input.status, notes: input.notes, heldUntil: null },
    now,
    mailer,
    customer,
    rv.name,
  )
  if (!id) throw alreadyBooked()
  return getBooking({ ctx, id, now })
}

/**
 * Moves a booking along its lifecycle. The update only matches while the booking is still in the
 * status it was read in, its hold has not lapsed meanwhile, and, when it becomes confirmed, while
 * no other booking holds its nights: two racing changes, or a confirm racing a new booking, cannot
 * both apply. The history row and the email go in the same batch, only when the update changed the row.
 */
export async function changeBookingStatus({ ctx, mailer, id, status, now }: { ctx: OwnerContext; mailer: Mailer; id: string; status: BookingStatus; now: number }) {
  const row = await bookingRow(ctx, id)
  const current = effectiveStatus(row, now)
  if (!canMove(current, status)) {
    const from = bookingStatusLabel(current).toLowerCase()
    throw new AppError(409, 'invalid_transition', `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} booking cannot become ${bookingStatusLabel(status).toLowerCase()}`)
  }
  const changeId = crypto.randomUUID()
  const email = await storedBookingEmail(ctx.db, 'booking_status_update', id, status)
  const update = mailer.record(email!, now, sql`exists (select 1 from booking_status_changes where id = ${changeId})`)
  const range = { startDate: sql`bookings.start_date`, endDate: sql`bookings.end_date` }
  const datesStillFree = status === 'confirmed' ? sql`not ${conflictingBookingExists(sql`bookings.rv_id`, range, now, undefined, sql`bookings.id`)}` : sql`1`
  const [updated] = await runBatch(ctx.db, [
    // An owner accepting a renter's booking keeps its dates, paid or not: its hold no longer expires.
    sql`update bookings set status = ${status}, held_until = case when ${status} = 'cancelled' then held_until else null end, updated_at = ${now}
        where id = ${id} and owner_id = ${ctx.ownerId} and status = ${row.status} and not ${lapsedHold(now)} and ${datesStillFree}`,
    sql`
      insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
      select ${changeId}, ${ctx.ownerId}, ${id}, ${row.status}, ${status}, ${now} where changes() = 1`,
    update.statement,
  ])
  if (updated?.meta.changes !== 1) {
    const taken = status === 'confirmed' && (await ctx.db.get(sql`select 1 from bookings where id = ${id} and ${conflictingBookingExists(sql`bookings.rv_id`, range, now, undefined, sql`bookings.id`)}`))
    throw taken ? alreadyBooked() : new AppError(409, 'booking_changed', 'This booking was just changed or its hold lapsed. Reload and try again.')
  }
  await mailer.enqueue([update.id])
  return getBooking({ ctx, id, now })
}
