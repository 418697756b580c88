/** How an owner's booking reads in lists, details and the CSV export. */
import type { BookingListItem } from './queries'
import { nightsBetween } from '../../../worker/modules/bookings/rules/pricing'
import { bookingStatusLabel } from '../../../worker/modules/bookings/rules/transitions'
import { formatAmount } from '../../../worker/lib/shared/money'
import { OWNER_REQUEST_LABELS } from './request-display'

export const shortBookingId = (id: string) => id.slice(-8).toUpperCase()

/** A booking of the owner's list as it reads: its names, nights, status and total. */
export interface BookingRow {
  booking: BookingListItem
  rvName: string
  customerName: string
  nights: number
  statusLabel: string
  total: string
}

export const toBookingRow = (booking: BookingListItem): BookingRow => ({
  booking,
  rvName: booking.rvName,
  customerName: booking.customerName || 'Unknown customer',
  nights: nightsBetween(booking.startDate, booking.endDate),
  // A request still waiting says so; once answered its booking status tells the rest.
  statusLabel:
    booking.requestStatus === 'pending' && booking.status === 'pending'
      ? OWNER_REQUEST_LABELS.pending
      : bookingStatusLabel(booking.status),
  total: formatAmount(booking.totalPrice),
})
