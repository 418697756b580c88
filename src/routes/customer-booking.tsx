import { createFileRoute, Link } from '@tanstack/react-router'
import { MessagePage } from './-components/message-page'

// Checkout's 'Back to Booking' leads here (spec §2), whose screen the spec does not show: the page
// points back into the booking wizard.
export const Route = createFileRoute('/customer-booking')({
  component: () => (
    <MessagePage
      icon="compass"
      title="Your Booking"
      actions={
        <>
          <Link to="/book" className="btn btn-primary">
            Back to Booking
          </Link>
          <Link to="/" className="btn btn-outline">
            Return Home
          </Link>
        </>
      }
    >
      <p className="text-base-content/80">To change your RV, dates or delivery location, return to the booking wizard. Nothing is charged until you complete payment.</p>
    </MessagePage>
  ),
})
