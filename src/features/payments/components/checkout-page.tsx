import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { TEST_BOT_CHECK_TOKEN } from '../../../../worker/lib/shared/bot-check'
import type { PaymentsConfig } from '../../../../worker/modules/payments/schemas'
import { PublicLayout } from '../../../components/public-layout'
import { Spinner } from '../../../components/spinner'
import { toast } from '../../../components/toast'
import { errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { paymentIntentQuery, paymentsConfigQuery, useConfirmBookingPayment } from '../queries'
import { BotCheck } from '../../../components/bot-check'
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
  const confirmPayment = useConfirmBookingPayment()
  return async () => {
    if (bookingId)
      await confirmPayment
        .mutateAsync(bookingId)
        .catch((error: unknown) => console.error('Recording the booking payment failed', error))
    toast({ title: 'Payment Successful', description: 'Your RV booking has been confirmed!', variant: 'success' })
    await navigate({ to: '/bookings', search: bookingId ? { bookingId } : {} })
  }
}

function CheckoutProblem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-base-content/80">{message}</p>
      {onRetry ? (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      ) : (
        <Link to="/" className="btn btn-outline">
          Back to the home page
        </Link>
      )}
    </div>
  )
}

/** The payment, created once the robot check (if any) has an answer, then the card form. */
function PaymentStep({
  config,
  amount,
  bookingId,
  description,
  botCheckToken,
}: CheckoutProps & { config: PaymentsConfig; botCheckToken: string | null }) {
  const intent = useQuery({
    ...paymentIntentQuery({ amount, bookingId, description, botCheckToken }),
    enabled: Boolean(bookingId || botCheckToken),
  })
  const onPaid = usePaymentSucceeded(bookingId)
  if (intent.error)
    return (
      <CheckoutProblem
        title="We could not start your payment"
        message={errorMessage(intent.error, 'The payment service did not answer.')}
        onRetry={() => void intent.refetch()}
      />
    )
  if (!intent.data)
    return intent.isFetching ? (
      <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col py-10" />
    ) : null
  return config.publishableKey ? (
    <Suspense fallback={<Spinner label="Loading the card form..." showLabel className="mt-8" />}>
      <StripeCheckout
        publishableKey={config.publishableKey}
        clientSecret={intent.data.clientSecret}
        amount={amount}
        onPaid={onPaid}
      />
    </Suspense>
  ) : (
    <TestModeCheckout clientSecret={intent.data.clientSecret} amount={amount} onPaid={onPaid} />
  )
}

/** /checkout with a positive amount: the payment is created as the page loads, then the card form. */
export function Checkout({ amount, bookingId, description }: CheckoutProps) {
  useDocumentTitle('Complete Your Payment')
  const config = useQuery(paymentsConfigQuery())
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null)

  let content
  if (config.error) {
    content = (
      <CheckoutProblem
        title="We could not start your payment"
        message={errorMessage(config.error, 'The payment service did not answer.')}
        onRetry={() => void config.refetch()}
      />
    )
  } else if (!config.data) {
    content = <PreparingPayment />
  } else if (config.data.mode === 'unavailable') {
    content = (
      <CheckoutProblem
        title="Payments are not set up"
        message="Card payments are not set up on this site yet, so nothing can be paid here. Please contact the RV owner."
      />
    )
  } else if (!bookingId && !config.data.botCheck) {
    content = (
      <CheckoutProblem
        title="We could not start your payment"
        message="Payments without a booking are not available on this site."
      />
    )
  } else {
    const botCheck = bookingId ? null : config.data.botCheck
    const botCheckToken = botCheck?.mode === 'test' ? TEST_BOT_CHECK_TOKEN : turnstileToken
    content = (
      <>
        <h1 className="text-3xl font-bold">Complete Your Payment</h1>
        <p className="mt-3 text-base-content/75">{description}</p>
        <p className="mt-2 text-4xl font-bold tabular-nums">${amount.toFixed(2)}</p>
        {botCheck && <BotCheck config={botCheck} onTurnstileToken={setTurnstileToken} />}
        <PaymentStep
          config={config.data}
          amount={amount}
          bookingId={bookingId}
          description={description}
          botCheckToken={botCheckToken}
        />
      </>
    )
  }

  return <CheckoutFrame>{content}</CheckoutFrame>
}

const PreparingPayment = () => (
  <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col py-16" />
)

const CheckoutFrame = ({ children }: { children: ReactNode }) => (
  <PublicLayout>
    <section className="mx-auto max-w-lg px-4 py-12 text-center">{children}</section>
  </PublicLayout>
)

/** The checkout before it has read its address: what a payment looks like while it is prepared. */
export const PreparingCheckout = () => (
  <CheckoutFrame>
    <PreparingPayment />
  </CheckoutFrame>
)
