import { createFileRoute, Link } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon } from './-components/icons'

// The spec names /bookings as a navigation target without showing its screen. Renters have no
// account, so there is no list to show: their confirmations arrive by email.
export const Route = createFileRoute('/bookings')({ component: MyBookingsPage })

function MyBookingsPage() {
  useDocumentTitle('My Bookings')
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name="mail" className="size-9" />
        </span>
        <h1 className="text-3xl font-bold">My Bookings</h1>
        <p className="text-base-content/80">
          Bookings are confirmed by email. Your confirmation has your booking details and pickup instructions, so keep it handy for
          your trip.
        </p>
        <p className="text-base-content/80">Planning another trip?</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/book" className="btn btn-primary">
            Book an RV
          </Link>
          <Link to="/" className="btn btn-outline">
            Return Home
          </Link>
        </div>
      </section>
    </PublicLayout>
  )
}
