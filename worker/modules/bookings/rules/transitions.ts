/** Which booking status may follow which (server-enforced; the UI offers only these). */
import type { BookingStatus, PaymentStatus } from '../../../db/schema/enums'

/**
 * An owner's moves. 'expired' (a renter's hold that lapsed unpaid) leads nowhere: only a payment
 * the provider confirms late can still revive it, and that is decided by the payment handler.
 */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
  expired: [],
}

/** The statuses an owner may create a booking in. */
export const INITIAL_BOOKING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[]

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/** Spec §4: an unknown status displays as Pending. */
export const bookingStatusLabel = (status: string) => BOOKING_STATUS_LABELS[status as BookingStatus] ?? BOOKING_STATUS_LABELS.pending

export const canMove = (from: BookingStatus, to: BookingStatus) => BOOKING_TRANSITIONS[from].includes(to)

/** The statuses a booking may come from to reach `to`. */
export const statusesLeadingTo = (to: BookingStatus) =>
  (Object.keys(BOOKING_TRANSITIONS) as BookingStatus[]).filter((from) => BOOKING_TRANSITIONS[from].includes(to))

interface StatusFacts {
  status: BookingStatus
  paymentStatus: PaymentStatus
  /** ms; null for bookings that are not a renter's unpaid hold. */
  heldUntil: number | null
}

/**
 * The status as it stands at `now`: a pending hold whose time ran out unpaid is expired even
 * before the scheduled job writes it so (see availability.ts `lapsedHold`, its SQL twin).
 */
export function effectiveStatus({ status, paymentStatus, heldUntil }: StatusFacts, now: number): BookingStatus {
  const lapsed = status === 'pending' && heldUntil !== null && heldUntil <= now && paymentStatus !== 'succeeded'
  return lapsed ? 'expired' : status
}
