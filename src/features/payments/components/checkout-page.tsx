import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { PublicLayout } from '../../../components/public-layout'
import { Spinner } from '../../../components/spinner'
import { toast } from '../../../components/toast'
import { api, errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { paymentIntentQuery, paymentsConfigQuery } from '../queries'
import { TestModeCheckout } from './test-mode-checkout'

const StripeCheckout = lazy(() => import('./stripe-checkout'))

interface CheckoutProps {
  amount: number
  bookingId?: string
  description: string
}

/** Spec §4 step 4: record the booking's payment (a failure is only logged), then on to /bookings. */
function usePaymentSucceeded(bookingId: string | undefined) {
  const navigate = useNavigate()
  return async () => {
    if (bookingId) await api.payments.confirmBooking(bookingId).catch((error: unknown) => console.error('Recording the booking payment failed', error))
    toast({ title: 'Payment Successful', description: 'Your RV booking has been confirmed!', variant: 'success' })
    await navigate({ to: '/bookings', search: bookingId ? { bookingId } : {} })
  }
}

/** /checkout with a positive amount: the payment is created as the page loads, then the card form. */
export function Checkout({ amount, bookingId, description }: CheckoutProps) {
  useDocumentTitle('Complete Your Payment')
  const config = useQuery(paymentsConfigQuery())
  const intent = useQuery(paymentIntentQuery({ amount, bookingId, description }))
  const onPaid = usePaymentSucceeded(bookingId)
  const failure = config.error ?? intent.error

  return (
    <PublicLayout>
      <section className="mx-auto max-w-lg px-4 py-12 text-center">
        {failure ? (
          <div role="alert" className="space-y-4">
            <h1 className="text-2xl font-bold">We could not start your payment</h1>
            <p className="text-base-content/80">{errorMessage(failure, 'The payment service did not answer.')}</p>
            <button type="button" className="btn btn-primary" onClick={() => void Promise.all([config.refetch(), intent.refetch()])}>
              Try again
            </button>
          </div>
        ) : !config.data || !intent.data ? (
          <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col py-16" />
        ) : (
          <>
            <h1 className="text-3xl font-bold">Complete Your Payment</h1>
            <p className="mt-3 text-base-content/75">{description}</p>
            <p className="mt-2 text-4xl font-bold tabular-nums">${amount.toFixed(2)}</p>
            {config.data.publishableKey ? (
              <Suspense fallback={<Spinner label="Loading the card form..." showLabel className="mt-8" />}>
                <StripeCheckout publishableKey={config.data.publishableKey} clientSecret={intent.data.clientSecret} amount={amount} onPaid={onPaid} />
              </Suspense>
            ) : (
              <TestModeCheckout clientSecret={intent.data.clientSecret} amount={amount} onPaid={onPaid} />
            )}
          </>
        )}
      </section>
    </PublicLayout>
  )
}
