import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import * as v from 'valibot'
import { Spinner } from '../components/spinner'
import { rememberPayment } from '../features/payments/payment-proof'
import { paymentReceiptQuery, type PaymentReceipt } from '../features/payments/queries'
import { ApiError, errorMessage } from '../lib/api'
import { useHydrated } from '../lib/use-hydrated'
import { PaymentOutcome, PaymentSucceeded } from './-components/payment-outcome'
import { formatAmount } from '../../worker/lib/shared/money'

/** Stripe's return: the intent and its client secret, which proves the payment is the visitor's. */
const paymentSuccessSearchSchema = v.object({
  payment_intent: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(100))), undefined),
  payment_intent_client_secret: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})

export const Route = createFileRoute('/payment-success')({
  validateSearch: paymentSuccessSearchSchema,
  component: PaymentSuccessPage,
})

/**
 * Says 'Payment Successful!' only when the provider, asked by the server, says the payment the
 * address names succeeded; otherwise what became of it. The prerendered page knows no address, so
 * it shows the check under way until it has hydrated.
 */
function PaymentSuccessPage() {
  const search = Route.useSearch()
  const hydrated = useHydrated()
  const proof =
    hydrated && search.payment_intent && search.payment_intent_client_secret
      ? { paymentIntent: search.payment_intent, clientSecret: search.payment_intent_client_secret }
      : null
  const receipt = useQuery({
    ...paymentReceiptQuery(proof ?? { paymentIntent: '', clientSecret: '' }),
    enabled: proof !== null,
  })
  const bookingId = receipt.data?.booking?.id ?? null
  useEffect(() => {
    // My Bookings then shows this booking at once, without asking for the email.
    if (proof && receipt.data) rememberPayment({ ...proof, bookingId })
  }, [proof?.paymentIntent, receipt.data]) // eslint-disable-line react-hooks/exhaustive-deps -- once per answer

  if (!hydrated || receipt.isLoading) return <CheckingPayment />
  if (!proof || (receipt.error instanceof ApiError && receipt.error.status === 404))
    return (
      <PaymentOutcome icon="compass" tone="neutral" title="No payment to show" bookingId={null}>
        <p className="text-base-content/80">
          This page confirms a payment after checkout, and we could not find one here. If you have paid, your booking is
          in My Bookings.
        </p>
      </PaymentOutcome>
    )
  if (receipt.error || !receipt.data)
    return (
      <PaymentOutcome icon="clock" tone="neutral" title="We could not check your payment" bookingId={null}>
        <p className="text-base-content/80">{errorMessage(receipt.error, 'The payment service did not answer.')}</p>
        <button type="button" className="btn btn-primary" onClick={() => void receipt.refetch()}>
          Try again
        </button>
      </PaymentOutcome>
    )
  return <ReceiptOutcome receipt={receipt.data} />
}

function ReceiptOutcome({ receipt }: { receipt: PaymentReceipt }) {
  const { status, booking } = receipt
  const bookingId = booking?.id ?? null
  if (status === 'paid' && (!booking || ['confirmed', 'in_progress', 'completed'].includes(booking.status)))
    return <PaymentSucceeded bookingId={bookingId} />
  if (status === 'paid')
    return (
      <PaymentOutcome icon="dollar" tone="warning" title="Payment received" bookingId={bookingId}>
        <p className="text-base-content/80">
          {booking?.status === 'cancelled'
            ? 'Your booking could not be confirmed: the RV’s dates were booked by someone else after your 30-minute hold lapsed. Your payment will be refunded.'
            : 'We received your payment. Your booking is not confirmed yet; the RV owner will be in touch.'}
        </p>
      </PaymentOutcome>
    )
  // A request to book: the card is held for the owner's answer, not charged.
  if (status === 'authorized')
    return (
      <PaymentOutcome icon="clock" tone="neutral" title="Request sent" bookingId={bookingId}>
        <p className="text-base-content/80">
          <strong>Waiting for the owner.</strong> Your card is authorised for {formatAmount(receipt.amount)}, not
          charged. The owner has 24 hours to accept; only then is it charged. If they decline or do not answer, the
          authorisation is released.
        </p>
      </PaymentOutcome>
    )
  if (booking?.requestStatus === 'declined' || booking?.requestStatus === 'expired')
    return (
      <PaymentOutcome
        icon="clock"
        tone="warning"
        title={booking.requestStatus === 'declined' ? 'Request declined' : 'Request expired'}
        bookingId={bookingId}
      >
        <p className="text-base-content/80">
          {booking.requestStatus === 'declined'
            ? 'The owner declined your request. Your card was not charged.'
            : 'The owner did not answer within 24 hours. Your card was not charged.'}
        </p>
      </PaymentOutcome>
    )
  if (status === 'processing')
    return (
      <PaymentOutcome icon="clock" tone="neutral" title="Payment processing" bookingId={bookingId}>
        <p className="text-base-content/80">
          Your bank is still confirming this payment. We will email you as soon as your booking is confirmed.
        </p>
      </PaymentOutcome>
    )
  return (
    <PaymentOutcome icon="clock" tone="warning" title="Payment not completed" bookingId={bookingId}>
      <p className="text-base-content/80">No money was taken and your booking is not confirmed.</p>
      {booking?.holdExpiresAt && (
        <Link
          to="/checkout"
          search={{ amount: Number(booking.totalPrice), bookingId: booking.id }}
          className="btn btn-primary"
        >
          Try again
        </Link>
      )}
    </PaymentOutcome>
  )
}

const CheckingPayment = () => (
  <PaymentOutcome icon="clock" tone="neutral" title="Checking your payment" bookingId={null} actions={false}>
    <Spinner size="lg" label="Checking your payment with the payment provider..." showLabel className="flex-col" />
  </PaymentOutcome>
)
