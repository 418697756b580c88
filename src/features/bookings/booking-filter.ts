/** Spec §2 Bookings Management: search by id (case-insensitive substring) and the status filter. */
import { bookingStatuses, type BookingStatus } from '../../../worker/db/schema/enums'
import type { Booking } from '../../../worker/modules/bookings/schemas'

export type StatusFilter = 'all' | BookingStatus
/** Spec §2's filter options; expired holds show under 'All Statuses' only. */
export const statusFilterOptions: StatusFilter[] = ['all', ...bookingStatuses.filter((status) => status !== 'expired')]

export function matchesBooking(booking: Booking, search: string, status: StatusFilter): boolean {
  if (status !== 'all' && booking.status !== status) return false
  return booking.id.toLowerCase().includes(search.trim().toLowerCase())
}

/** The five tiles: Total, Pending, Confirmed, Active (in progress), Completed. */
export function bookingCounts(bookings: Booking[]) {
  const count = (status: BookingStatus) => bookings.filter((booking) => booking.status === status).length
  return { total: bookings.length, pending: count('pending'), confirmed: count('confirmed'), active: count('in_progress'), completed: count('completed') }
}
