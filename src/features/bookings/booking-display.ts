/** How an owner's booking reads in lists, details and the CSV export. */
import type { Booking } from '../../../worker/modules/bookings/schemas'
import { nightsBetween } from '../../../worker/modules/bookings/rules/pricing'
import { bookingStatusLabel } from '../../../worker/modules/bookings/rules/transitions'
import { formatDollars, toCents } from '../../../worker/lib/shared/money'
import type { Customer } from '../../../worker/modules/customers/schemas'
import type { Rv } from '../../../worker/modules/rvs/schemas'
import { customerName } from '../customers/customer-display'

export const shortBookingId = (id: string) => id.slice(-8).toUpperCase()

export const paymentStatusLabel: Record<Booking['paymentStatus'], string> = { pending: 'Unpaid', succeeded: 'Paid', failed: 'Payment failed', refunded: 'Refunded' }

/** A booking with the names it points at, resolved from the owner's own lists. */
export interface BookingRow {
  booking: Booking
  rvName: string
  customerName: string
  nights: number
  statusLabel: string
  total: string
}

export function toBookingRows(bookings: Booking[], rvs: Rv[], customers: Customer[]): BookingRow[] {
  const rvNames = new Map(rvs.map((rv) => [rv.id, rv.name]))
  const customerNames = new Map(customers.map((customer) => [customer.id, customerName(customer)]))
  return bookings.map((booking) => ({
    booking,
    rvName: rvNames.get(booking.rvId) ?? 'Removed RV',
    customerName: customerNames.get(booking.customerId) ?? 'Unknown customer',
    nights: nightsBetween(booking.startDate, booking.endDate),
    statusLabel: bookingStatusLabel(booking.status),
    total: formatDollars(toCents(booking.totalPrice) ?? 0),
  }))
}

/** '2031-07-04' as the viewer's calendar shows it; read as a local day so it never shifts. */
export const displayDay = (date: string) => new Date(`${date}T00:00:00`).toLocaleDateString()
