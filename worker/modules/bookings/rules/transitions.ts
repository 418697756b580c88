/** Which booking status may follow which (server-enforced; the UI offers only these). */
import type { BookingStatus, PaymentStatus } from '../../../lib/shared/enums'

/**
 * Every status move a booking can make, by who makes it. An owner moves bookings along; a payment
 * the provider confirms settles a renter's hold, even one that expired meanwhile (confirmed if its
 * dates are still free, else cancelled for a refund); the scheduled job expires lapsed holds; a
 * renter cancels their own booking before the trip (payments refunds it by the stored policy).
 * 'expired' leads nowhere an owner can take it.
 */
export type BookingActor = 'owner' | 'payment' | 'expiry' | 'renter'

export const BOOKING_MOVES: Record<BookingActor, Partial<Record<BookingStatus, readonly BookingStatus[]>>> = {
  owner: {
    pending: ['confirmed', 'cancelled'],
    confirmed: ['in_progress', 'cancelled'],
    in_progress: ['completed'],
  },
  payment: {
    pending: ['confirmed', 'cancelled'],
    expired: ['confirmed', 'cancelled'],
  },
  expiry: {
    pending: ['expired'],
  },
  renter: {
    pending: ['cancelled'],
    confirmed: ['cancelled'],
  },
}

/** What an owner may do next with a booking in each status (the UI offers only these). */
export const BOOKING_TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending: [],
  confirmed: [],
  in_progress: [],
  completed: [],
  cancelled: [],
  expired: [],
  ...BOOKING_MOVES.owner,
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

/** How a booking's payment status reads to owners, on receipts and in the CSV export. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Unpaid',
  authorized: 'Card authorised',
  succeeded: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
}

/** Spec §4: an unknown status displays as Pending. */
export const bookingStatusLabel = (status: string) =>
  BOOKING_STATUS_LABELS[status as BookingStatus] ?? BOOKING_STATUS_LABELS.pending

export const canMove = (from: BookingStatus, to: BookingStatus, actor: BookingActor = 'owner') =>
  BOOKING_MOVES[actor][from]?.includes(to) ?? false

/** The statuses `actor` may move a booking from to reach `to`. */
export const statusesLeadingTo = (to: BookingStatus, actor: BookingActor = 'owner') =>
  (Object.keys(BOOKING_MOVES[actor]) as BookingStatus[]).filter((from) => canMove(from, to, actor))

/**
 * Payment statuses that mean the booking's money is in: paid, or paid with part of it given back
 * (a refund made at the provider, say). Fully refunded is not paid.
 */
export const PAID_STATUSES = ['succeeded', 'partially_refunded'] as const satisfies readonly PaymentStatus[]
export const isPaid = (status: PaymentStatus) => (PAID_STATUSES as readonly PaymentStatus[]).includes(status)

/** Money moved for the booking (paid, or refunded since): it has a receipt, and nothing more is owed. */
export const hasPayments = (status: PaymentStatus) => isPaid(status) || status === 'refunded'

/** What decides whether an owner may make a move today, besides the status it comes from. */
interface MoveFacts {
  startDate: string
  paymentStatus: PaymentStatus
}

/**
 * Why an owner cannot make this (otherwise allowed) move on `today`, the owner's calendar day; null
 * when they can. A trip starts no earlier than its pickup day and only once paid (an unpaid booking
 * needs its payment recorded first); it completes no earlier than it could start. The server refuses
 * with this message and the UI shows it beside the disabled button.
 */
export function ownerMoveRefusal(booking: MoveFacts, to: BookingStatus, today: string): string | null {
  if (to !== 'in_progress' && to !== 'completed') return null
  if (today < booking.startDate)
    return to === 'in_progress'
      ? `The trip can start on its pickup day, ${booking.startDate}, not before`
      : `The trip can complete only after it started, on or after ${booking.startDate}`
  if (to === 'in_progress' && !isPaid(booking.paymentStatus))
    return 'This booking is unpaid: record its payment before the trip starts'
  return null
}

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
