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

export async function findRenterBooking({
  db,
  bookingId,
  email,
  now,
}: {
  db: Db
  bookingId: string
  email: string
  now: number
}) {
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
    .where(and(eq(bookings.id, bookingId), eq(customers.email, email)))
  if (!row) throw new AppError(404, 'not_found', 'No booking matches that booking ID and email')
  const { totalCents, heldUntil: _heldUntil, ...booking } = row
  return { ...booking, status: effectiveStatus(row, now), totalPrice: fromCents(totalCents) }
}
