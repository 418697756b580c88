import { createFileRoute, Link } from '@tanstack/react-router'
import { formatAmount } from '../../worker/lib/shared/money'
import { pendingBooking } from '../features/bookings/renter/pending-booking'
import { MessagePage } from './-components/message-page'

// Checkout's 'Back to Booking' leads here (spec §2), whose screen the spec does not show: the
// renter's booking waiting for payment in this tab, or the way back into the booking wizard.
export const Route = createFileRoute('/customer-booking')({ component: CustomerBookingPage })

function CustomerBookingPage() {
  const booking = pendingBooking()
  return (
    <MessagePage
      icon="compass"
      title="Your Booking"
      actions={
        <>
          {booking && (
            <Link
              to="/checkout"
              search={{
                amount: Number(booking.amount),
                bookingId: booking.bookingId,
                description: booking.description,
              }}
              className="btn btn-primary"
            >
              Continue to Payment
            </Link>
          )}
          <Link to="/book" className={booking ? 'btn btn-outline' : 'btn btn-primary'}>
            {booking ? 'Change Booking' : 'Back to Booking'}
          </Link>
          <Link to="/" className="btn btn-outline">
            Return Home
          </Link>
        </>
      }
    >
      {booking ? (
        <>
          <p className="text-base-content/80">{booking.description}</p>
          <p className="text-3xl font-bold tabular-nums">{formatAmount(booking.amount)}</p>
          <p className="text-sm text-base-content/75">
            We hold this RV for 30 minutes while you pay. Nothing is charged until you complete payment.
          </p>
        </>
      ) : (
        <p className="text-base-content/80">
          To change your RV, dates or delivery location, return to the booking wizard. Nothing is charged until you
          complete payment.
        </p>
      )}
    </MessagePage>
  )
}
