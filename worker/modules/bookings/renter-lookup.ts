/**
 * A renter has no account: they find their booking with its id and the email they booked with.
 * A wrong id and a wrong email get the same answer, so the lookup tells a stranger nothing.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { effectiveStatus } from './rules/transitions'

const noSuchBooking = () => new AppError(404, 'not_found', 'No booking matches that booking ID and email')
/** What a renter gives to find their booking, and when they ask. */
interface RenterLookup {
  db: Db
  bookingId: string
  email: string
  now: number
}

const renterOwns = (bookingId: string, email: string) => and(eq(bookings.id, bookingId), eq(customers.email, email))

/**
 * Whose booking a renter named, for writing on their behalf (an issue report): its owner, customer
 * and RV. A released booking (cancelled, or a hold that lapsed unpaid) was never a trip: 404 too.
 */
export async function renterBookingParties({ db, bookingId, email, now }: RenterLookup) {
  const [row] = await db
    .select({
      booking: bookings,
      customerFirstName: customers.firstName,
      customerLastName: customers.lastName,
      rvName: rvs.name,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(renterOwns(bookingId, email))
  const status = row && effectiveStatus(row.booking, now)
  if (!row || status === 'cancelled' || status === 'expired') throw noSuchBooking()
  const { booking } = row
  return {
    bookingId: booking.id,
    ownerId: booking.ownerId,
    customerId: booking.customerId,
    rvId: booking.rvId,
    rvName: row.rvName,
    customerName: [row.customerFirstName, row.customerLastName].filter(Boolean).join(' ') || email,
  }
}

export async function findRenterBooking({ db, bookingId, email, now }: RenterLookup) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      heldUntil: bookings.heldUntil,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalCents: bookings.totalPriceCents,
      rvName: rvs.name,
      rvImageUrl: rvs.imageUrl,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(renterOwns(bookingId, email))
  if (!row) throw noSuchBooking()
  const { totalCents, heldUntil: _heldUntil, ...booking } = row
  return { ...booking, status: effectiveStatus(row, now), totalPrice: fromCents(totalCents) }
}
