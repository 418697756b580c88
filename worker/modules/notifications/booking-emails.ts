/** The booking emails' recipient and details, read from D1 or built from a booking being written. */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import type { BookingStatus, NotificationType } from '../../db/schema/enums'
import { formatDollars } from '../../lib/shared/money'
import { bookingStatusLabel } from '../bookings/rules/transitions'
import type { NotificationDraft } from './mailer'

interface BookingFacts {
  id: string
  ownerId: string
  customerId?: string
  startDate: string
  endDate: string
  totalCents: number
  status: BookingStatus
}

export const bookingEmail = (type: NotificationType, booking: BookingFacts, customer: { email: string; firstName: string | null }, rvName: string): NotificationDraft => ({
  ownerId: booking.ownerId,
  type,
  to: customer.email,
  customerName: customer.firstName || 'there',
  customerId: booking.customerId ?? null,
  bookingId: booking.id,
  booking: { bookingId: booking.id, rvName, startDate: booking.startDate, endDate: booking.endDate, total: formatDollars(booking.totalCents), statusLabel: bookingStatusLabel(booking.status) },
})

/** The email of `type` about a stored booking, describing it as it will be once `status` applies. */
export async function storedBookingEmail(db: Db, type: NotificationType, bookingId: string, status?: BookingStatus): Promise<NotificationDraft | null> {
  const [row] = await db
    .select({ booking: bookings, email: customers.email, firstName: customers.firstName, rvName: rvs.name })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(eq(bookings.id, bookingId))
  if (!row) return null
  const { booking } = row
  return bookingEmail(type, { ...booking, totalCents: booking.totalPriceCents, status: status ?? booking.status }, row, row.rvName)
}
