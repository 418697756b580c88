import { createFileRoute, Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import * as v from 'valibot'
import { Spinner } from '../components/spinner'
import {
  RenterBookingLookup,
  type ReportProblem,
  type ShowReceipt,
  type TripReview,
} from '../features/bookings/renter/renter-booking-lookup'
import { rememberedPayment } from '../features/payments/payment-proof'
import { useHydrated } from '../lib/use-hydrated'
import { MessagePage } from './-components/message-page'

const PaidBooking = lazy(() => import('./-components/paid-booking'))
// The issues feature's report form and its photo upload load when a renter first opens it.
const RenterReportDialog = lazy(() => import('../features/issues/tickets/components/renter-report-dialog'))
// The payments feature's receipt loads when a renter first asks for it.
const RenterReceipt = lazy(() =>
  import('../features/payments/receipts/renter-receipt').then(({ RenterReceipt }) => ({ default: RenterReceipt })),
)

// The reviews feature's part of a completed trip ('Write a review', both reviews, a reply) loads with such a trip.
const RenterReviewPanel = lazy(() => import('../features/reviews/components/renter-review-panel'))

// The messages feature's 'Messages' button (a fresh link to the booking's conversation).
const MessagesButton = lazy(() => import('../features/messages/components/messages-button'))

/** The found booking's 'Messages' opens its conversation with the owner. */
const messages = (proof: { bookingId: string; email: string }) => (
  <Suspense fallback={null}>
    <MessagesButton proof={proof} />
  </Suspense>
)

/** The found booking's 'Report a problem' files an issue for its owner. */
const reportDialog = (report: ReportProblem) => <RenterReportDialog {...report} />

/** The found booking's 'Receipt': the payments feature's receipt, with its PDF download and print. */
const receipt = (view: ShowReceipt) => (
  <Suspense fallback={<Spinner label="Loading your receipt..." showLabel />}>
    <RenterReceipt {...view} />
  </Suspense>
)

/** A completed trip's reviews under the found booking. */
const review = (trip: TripReview) => (
  <Suspense fallback={<Spinner label="Loading your review..." showLabel />}>
    <RenterReviewPanel {...trip} />
  </Suspense>
)

const bookingsSearchSchema = v.object({
  bookingId: v.fallback(v.optional(v.string()), undefined),
})

// Where checkout lands after a payment (spec §4). The spec does not show this screen: renters have
// no account, so they see a booking by its ID and the email they booked with.
export const Route = createFileRoute('/bookings')({
  validateSearch: bookingsSearchSchema,
  component: MyBookingsPage,
})

function MyBookingsPage() {
  const { bookingId } = Route.useSearch()
  // A payment made in this tab proves the booking: it shows at once, without asking for the email.
  const proof = useHydrated() && bookingId ? rememberedPayment(bookingId) : null
  return (
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
        Your booking confirmation is also sent by email, with your booking details and pickup instructions.
      </p>
      {bookingId && proof ? (
        <Suspense fallback={<Spinner label="Loading your booking..." showLabel />}>
          <PaidBooking
            bookingId={bookingId}
            proof={proof}
            reportDialog={reportDialog}
            receipt={receipt}
            review={review}
            messages={messages}
          />
        </Suspense>
      ) : (
        <RenterBookingLookup
          bookingId={bookingId}
          reportDialog={reportDialog}
          receipt={receipt}
          review={review}
          messages={messages}
        />
      )}
    </MessagePage>
  )
}
