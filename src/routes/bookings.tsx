import { createFileRoute, Link } from '@tanstack/react-router'
import { MessagePage } from './-components/message-page'

// The spec names /bookings as a navigation target without showing its screen. Renters have no
// account, so there is no list to show: their confirmations arrive by email.
export const Route = createFileRoute('/bookings')({
  component: () => (
    <MessagePage
      icon="mail"
      title="My Bookings"
      actions={
        <>
          <Link to="/book" className="btn btn-primary">
            Book an RV
          </Link>
          <Link to="/" className="btn btn-outline">
            Return Home
          </Link>
        </>
      }
    >
      <p className="text-base-content/80">
        Bookings are confirmed by email. Your confirmation has your booking details and pickup instructions, so keep it handy for your trip.
      </p>
      <p className="text-base-content/80">Planning another trip?</p>
    </MessagePage>
  ),
})
