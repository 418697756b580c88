/** The filtered bookings list as CSV. */
import { toCsv } from '../../lib/csv'
import type { BookingRow } from './booking-display'
import { PAYMENT_STATUS_LABELS } from '../../../worker/modules/bookings/rules/transitions'

const HEADER = [
  'Booking ID',
  'RV',
  'Customer',
  'Start date',
  'End date',
  'Nights',
  'Status',
  'Payment',
  'Total',
  'Notes',
  'Created',
]

export const bookingsCsv = (rows: BookingRow[]) =>
  toCsv([
    HEADER,
    ...rows.map(({ booking, rvName, customerName, nights, statusLabel }) => [
      booking.id,
      rvName,
      customerName,
      booking.startDate,
      booking.endDate,
      nights,
      statusLabel,
      PAYMENT_STATUS_LABELS[booking.paymentStatus],
      booking.totalPrice,
      booking.notes ?? '',
      booking.createdAt,
    ]),
  ])
