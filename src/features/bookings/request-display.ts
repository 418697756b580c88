/** How a request to book reads, to its owner and its renter. */
import type { BookingRequestStatus } from '../../../worker/lib/shared/enums'

/**
 * The time a pending request has left, e.g. '23 h 12 min left', '12 min left', or 'Expired' once
 * it lapsed (the job releases it within 10 minutes).
 */
export function timeLeft(expiresAt: string, now: number) {
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000)
  if (Date.parse(expiresAt) <= now) return 'Expired'
  if (minutes < 1) return 'Less than a minute left'
  const hours = Math.floor(minutes / 60)
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`
}

/** The owner's label for a booking that is or was a request (null: booked instantly). */
export const OWNER_REQUEST_LABELS: Record<BookingRequestStatus, string> = {
  pending: 'Request pending',
  accepted: 'Request accepted',
  declined: 'Request declined',
  expired: 'Request expired',
}

/** The renter's words for their request's state. */
export const RENTER_REQUEST_LABELS: Record<BookingRequestStatus, string> = {
  pending: 'Waiting for the owner',
  accepted: 'Accepted: your booking is confirmed',
  declined: 'Declined: your card was not charged',
  expired: 'Expired: the owner did not answer, and your card was not charged',
}
