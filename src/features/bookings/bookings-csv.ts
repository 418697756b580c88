/**
 * The filtered bookings list as CSV (RFC 4180 quoting). A cell a spreadsheet would read as a
 * formula (starting with = + - @ or a tab) is prefixed with a quote so opening the file runs
 * nothing (OWASP CSV injection).
 */
import type { BookingRow } from './booking-display'
import { paymentStatusLabel } from './booking-display'

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number): string {
  const text = String(value)
  const safe = FORMULA_START.test(text) ? `'${text}` : text
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

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

export function bookingsCsv(rows: BookingRow[]): string {
  const lines = rows.map(({ booking, rvName, customerName, nights, statusLabel }) =>
    [
      booking.id,
      rvName,
      customerName,
      booking.startDate,
      booking.endDate,
      nights,
      statusLabel,
      paymentStatusLabel[booking.paymentStatus],
      booking.totalPrice,
      booking.notes ?? '',
      booking.createdAt,
    ]
      .map(csvCell)
      .join(','),
  )
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n'
}

/** Hands the file to the browser's download. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  link.click()
  URL.revokeObjectURL(url)
}
