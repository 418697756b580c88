import { createFileRoute, Link } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { useDocumentTitle } from '../lib/use-document-title'
import { Icon } from './-components/icons'

// Checkout's 'Back to Booking' leads here (spec §2), whose screen the spec does not show: the page
// points back into the booking wizard.
export const Route = createFileRoute('/customer-booking')({ component: CustomerBookingPage })

function CustomerBookingPage() {
  useDocumentTitle('Your Booking')
  return (
    <PublicLayout>
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <span className="grid size-16 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon name="compass" className="size-9" />
        </span>
        <h1 className="text-3xl font-bold">Your Booking</h1>
        <p className="text-base-content/80">
          To change your RV, dates or delivery location, return to the booking wizard. Nothing is charged until you complete
          payment.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/book" className="btn btn-primary">
            Back to Booking
          </Link>
          <Link to="/" className="btn btn-outline">
            Return Home
          </Link>
        </div>
      </section>
    </PublicLayout>
  )
}
