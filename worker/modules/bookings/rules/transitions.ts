/** Which booking status may follow which (server-enforced; the UI offers only these). */
import type { BookingStatus } from '../../../db/schema/enums'

export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
}

/** Spec §4: an unknown status displays as Pending. */
export const bookingStatusLabel = (status: string) => BOOKING_STATUS_LABELS[status as BookingStatus] ?? BOOKING_STATUS_LABELS.pending

export const canMove = (from: BookingStatus, to: BookingStatus) => BOOKING_TRANSITIONS[from].includes(to)

/** The statuses a booking may come from to reach `to`. */
export const statusesLeadingTo = (to: BookingStatus) =>
  (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) => BOOKING_TRANSITIONS[from].includes(to))
