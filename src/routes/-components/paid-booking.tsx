import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Spinner } from '../../components/spinner'
import {
  RenterBookingLookup,
  type ReportProblem,
  type ShowReceipt,
  type TripReview,
} from '../../features/bookings/renter/renter-booking-lookup'
import type { PaymentProof } from '../../features/payments/payment-proof'
import { paymentReceiptQuery } from '../../features/payments/queries'

/**
 * The booking just paid in this tab, proven by its payment: shown at once, no email asked. Loaded
 * only after a checkout (My Bookings otherwise asks for the booking's email).
 */
export default function PaidBooking({
  bookingId,
  proof,
  reportDialog,
  receipt,
  review,
  messages,
}: {
  bookingId: string
  proof: PaymentProof
  reportDialog: (report: ReportProblem) => ReactNode
  receipt: (view: ShowReceipt) => ReactNode
  review?: (view: TripReview) => ReactNode
  messages?: (proof: { bookingId: string; email: string }) => ReactNode
}) {
  const paid = useQuery(paymentReceiptQuery(proof))
  if (paid.isLoading) return <Spinner label="Loading your booking..." showLabel />
  return (
    <RenterBookingLookup
      bookingId={bookingId}
      paid={paid.data?.booking ?? undefined}
      reportDialog={reportDialog}
      receipt={receipt}
      review={review}
      messages={messages}
    />
  )
}
