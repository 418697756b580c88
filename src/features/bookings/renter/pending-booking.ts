/**
 * The renter's booking waiting for payment, kept for this browser tab so checkout's 'Back to
 * Booking' (/customer-booking) and 'View My Bookings' can find it again without an account.
 */
export interface PendingBooking {
  bookingId: string
  amount: string
  description: string
  email: string
}

const KEY = 'rv-connect:pending-booking'

export function rememberPendingBooking(booking: PendingBooking) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(booking))
  } catch {
    // Storage can be full or disabled (private mode): the renter still has their email.
  }
}

export function pendingBooking(): PendingBooking | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PendingBooking> | null
    return stored?.bookingId && stored.amount && stored.email
      ? {
          bookingId: stored.bookingId,
          amount: stored.amount,
          description: stored.description ?? '',
          email: stored.email,
        }
      : null
  } catch {
    return null
  }
}
