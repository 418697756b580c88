/**
 * A renter has no account: they find their booking with its id and the email they booked with.
 * A wrong id and a wrong email get the same answer, so the lookup tells a stranger nothing.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { bookings, customers, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { effectiveStatus } from './rules/transitions'

const noSuchBooking = () => new AppError(404, 'not_found', 'No booking matches that booking ID and email')
/** What a renter gives to find their booking. */
interface RenterLookup {
  bookingId: string
  email: string
}

const renterOwns = (bookingId: string, email: string) => and(eq(bookings.id, bookingId), eq(customers.email, email))

/**
 * Whose booking a renter named, for writing on their behalf (an issue report): its owner, customer
 * and RV. A released booking (cancelled, or a hold that lapsed unpaid) was never a trip: 404 too.
 */
export async function renterBookingParties({
  ctx: { db, now },
  input: { bookingId, email },
}: {
  ctx: RequestContext
  input: RenterLookup
}) {
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

/** What a renter sees of a booking; `holdExpiresAt` (ISO) while an unpaid hold can still be paid. */
async function renterBookingWhere({
  ctx: { db, now },
  input: { where },
}: {
  ctx: RequestContext
  input: { where: SQL | undefined }
}) {
  const [row] = await db
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      heldUntil: bookings.heldUntil,
      requestStatus: bookings.requestStatus,
      requestExpiresAt: bookings.requestExpiresAt,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      totalCents: bookings.totalPriceCents,
      rvName: rvs.name,
      rvImageUrl: rvs.imageUrl,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(where)
  if (!row) return null
  const { totalCents, heldUntil, requestStatus, requestExpiresAt, ...booking } = row
  const status = effectiveStatus(row, now)
  const unpaid = booking.paymentStatus === 'pending' || booking.paymentStatus === 'failed'
  const payable = status === 'pending' && unpaid && heldUntil !== null && heldUntil > now
  return {
    ...booking,
    status,
    totalPrice: fromCents(totalCents),
    holdExpiresAt: payable ? new Date(heldUntil).toISOString() : null,
    /** A request to book's state (null: booked instantly); a pending one past its time reads as expired. */
    requestStatus:
      requestStatus === 'pending' && requestExpiresAt !== null && requestExpiresAt <= now ? 'expired' : requestStatus,
    /** When a pending request lapses if the owner does not answer (ISO). */
    requestExpiresAt:
      requestStatus === 'pending' && requestExpiresAt !== null ? new Date(requestExpiresAt).toISOString() : null,
  }
}

export async function findRenterBooking({
  ctx,
  input: { bookingId, email },
}: {
  ctx: RequestContext
  input: RenterLookup
}) {
  const booking = await renterBookingWhere({ ctx, input: { where: renterOwns(bookingId, email) } })
  if (!booking) throw noSuchBooking()
  return booking
}

/** The same view for a caller who proved the booking is theirs another way (the payment's own secret). */
export const renterBookingById = ({
  ctx,
  input: { bookingId },
}: {
  ctx: RequestContext
  input: { bookingId: string }
}) => renterBookingWhere({ ctx, input: { where: eq(bookings.id, bookingId) } })
