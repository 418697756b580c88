/**
 * A completed trip as reviews read it: the booking, its parties and the moment it completed (its
 * history row to 'completed'), from which each side's 14 days run.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { reviewWindowEnd, windowEndLabel } from './rules/window'

/** SQL: when the booking on the row completed (ms), null if it never did. */
export const completedAtSql = sql<number | null>`(select max(bsc.created_at) from booking_status_changes bsc
  where bsc.booking_id = ${bookings.id} and bsc.to_status = 'completed')`

/** 'Jane Doe', or what the renter is called when no name was given. */
export const fullName = (first: string | null, last: string | null) =>
  [first, last].filter(Boolean).join(' ').trim() || 'The renter'

/** 'Jane D.': how a renter signs a public review. */
export const publicName = (first: string | null, last: string | null) => {
  const given = first?.trim()
  const initial = last?.trim().charAt(0).toUpperCase()
  if (!given) return 'A renter'
  return initial ? `${given} ${initial}.` : given
}

export const tripColumns = {
  bookingId: bookings.id,
  ownerId: bookings.ownerId,
  customerId: bookings.customerId,
  rvId: bookings.rvId,
  status: bookings.status,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  completedAt: completedAtSql,
  rvName: rvs.name,
  renterFirstName: customers.firstName,
  renterLastName: customers.lastName,
  renterEmail: customers.email,
}

/** The trip matching `where` (on bookings and its customer), or undefined. */
export async function readTrip(db: Db, where: SQL | undefined) {
  const [trip] = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(where)
  return trip
}

export type Trip = NonNullable<Awaited<ReturnType<typeof readTrip>>>

/** The owner's own booking (another owner's is the same 404 as none). */
export const ownersTrip = (db: Db, ownerId: string, bookingId: string) =>
  readTrip(db, and(eq(bookings.id, bookingId), eq(bookings.ownerId, ownerId)))

/** The renter's booking, proven by its id and the email it was booked with. */
export const rentersTrip = (db: Db, bookingId: string, email: string) =>
  readTrip(db, and(eq(bookings.id, bookingId), eq(customers.email, email)))

export const noRenterBooking = () => new AppError(404, 'not_found', 'No booking matches that booking ID and email')

/**
 * Why a review of `trip` cannot be written at `now`, or null when its window is open: from the
 * moment it completed to exactly 14 × 24 hours later (that instant is closed).
 */
export function windowRefusal(trip: Pick<Trip, 'status' | 'completedAt'>, now: number) {
  if (trip.status !== 'completed' || trip.completedAt === null || now < trip.completedAt)
    return new AppError(409, 'reviews_not_open', 'Reviews open when the trip is completed')
  const end = reviewWindowEnd(trip.completedAt)
  if (now >= end)
    return new AppError(409, 'review_window_closed', `The 14 days to review this trip ended on ${windowEndLabel(end)}`)
  return null
}

/** Where the trip's review window stands at `now`, with when it closes (ISO) once the trip completed. */
export function windowState(trip: Pick<Trip, 'status' | 'completedAt'>, now: number) {
  if (trip.status !== 'completed' || trip.completedAt === null)
    return { window: 'not_completed' as const, closesAt: null }
  const end = reviewWindowEnd(trip.completedAt)
  return { window: now < end ? ('open' as const) : ('closed' as const), closesAt: new Date(end).toISOString() }
}
