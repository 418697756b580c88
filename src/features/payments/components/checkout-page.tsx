import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { TEST_BOT_CHECK_TOKEN } from '../../../../worker/lib/shared/bot-check'
import { formatAmount } from '../../../../worker/lib/shared/money'
import type { CheckoutPayment } from '../../../../worker/modules/payments/schemas'
import { PublicLayout } from '../../../components/public-layout'
import { Spinner } from '../../../components/spinner'
import { toast } from '../../../components/toast'
import { ApiError, errorMessage } from '../../../lib/api'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { intentIdOf, rememberPayment } from '../payment-proof'
import { paymentsConfigQuery } from '../../../lib/queries/payments'
import { paymentIntentQuery, useConfirmBookingPayment } from '../queries'
import { BotCheck } from '../../../components/bot-check'
import { TestModeCheckout } from '../../../components/test-mode-checkout'

const StripeCheckout = lazy(() => import('../../../components/stripe-checkout'))

interface CheckoutProps {
  amount: number
  bookingId?: string
  description: string
}

/**
 * Spec §4 step 4: record the booking's payment (a failure is only logged), then on to /bookings,
 * which shows the booking at once from the payment's proof kept for this tab.
 */
function usePaymentSucceeded(bookingId: string | undefined, clientSecret: string, request: boolean) {
  const navigate = useNavigate()
  const confirmPayment = useConfirmBookingPayment()
  return async () => {
    rememberPayment({ bookingId: bookingId ?? null, paymentIntent: intentIdOf(clientSecret), clientSecret })
    if (bookingId)
      await confirmPayment
        .mutateAsync(bookingId)
        .catch((error: unknown) => console.error('Recording the booking payment failed', error))
    toast(
      request
        ? {
            title: 'Request sent',
            description: 'The owner has 24 hours to accept. Your card is authorised, not charged, until then.',
            variant: 'success',
          }
        : { title: 'Payment Successful', description: 'Your RV booking has been confirmed!', variant: 'success' },
    )
    await navigate({ to: '/bookings', search: bookingId ? { bookingId } : {} })
  }
}

function CheckoutProblem({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  // 503: neither Stripe nor test mode is set up here, so trying again cannot help.
  const unavailable = error instanceof ApiError && error.status === 503
  return (
    <div role="alert" className="space-y-4">
      <h1 className="text-2xl font-bold">
        {unavailable ? 'Payments are not set up' : 'We could not start your payment'}
      </h1>
      <p className="text-base-content/80">{errorMessage(error, 'The payment service did not answer.')}</p>
      {onRetry && !unavailable ? (
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

/**
 * What is paid, as the server states it; the same height while it is on its way, so nothing below
 * jumps. A request to book says what happens to the card: authorised now, charged only if the owner
 * accepts within 24 hours.
 */
function PaymentSummary({
  payment,
}: {
  payment: (Pick<CheckoutPayment, 'amount' | 'description'> & { request?: boolean }) | undefined
}) {
  return (
    <>
      <h1 className="text-3xl font-bold">{payment?.request ? 'Request to book' : 'Complete Your Payment'}</h1>
      <p className="mt-3 min-h-6 text-balance text-base-content/75">
        {payment ? payment.description : <span className="skeleton inline-block h-5 w-56 align-middle" />}
      </p>
      <p className="mt-2 h-10 text-4xl font-bold tabular-nums">
        {payment ? formatAmount(payment.amount) : <span className="skeleton inline-block h-9 w-40 align-middle" />}
      </p>
      {payment?.request && (
        <p className="mt-4 rounded-box bg-base-200 p-4 text-left text-sm">
          This RV is booked on request. Your card is <strong>authorised, not charged</strong>: the owner has 24 hours to
          accept, and only then is it charged. If they decline or do not answer, the authorisation is released and you
          pay nothing.
        </p>
      )}
    </>
  )
}

/** Spec: a spinner while the payment secret is on its way, in the card form's own space. */
const CardFormPending = () => (
  <div className="mt-8 flex min-h-[26rem] items-center justify-center rounded-box border border-base-300">
    <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col" />
  </div>
)

/** Stripe Elements when the server names a publishable key, else the offline test-mode form. */
function CardForm({ payment, bookingId }: { payment: CheckoutPayment; bookingId: string | undefined }) {
  const onPaid = usePaymentSucceeded(bookingId, payment.clientSecret, payment.request)
  const amount = Number(payment.amount)
  const submitLabel = payment.request ? `Request to book · authorise ${formatAmount(payment.amount)}` : undefined
  return payment.publishableKey ? (
    <Suspense fallback={<CardFormPending />}>
      <StripeCheckout
        publishableKey={payment.publishableKey}
        clientSecret={payment.clientSecret}
        amount={amount}
        onPaid={onPaid}
        submitLabel={submitLabel}
      />
    </Suspense>
  ) : (
    <TestModeCheckout clientSecret={payment.clientSecret} amount={amount} onPaid={onPaid} submitLabel={submitLabel} />
  )
}

/** The server's payment, or its refusal, in place of the summary's and form's placeholders. */
function PaymentStep({
  intent,
  bookingId,
  header,
  payersOwn,
}: {
  intent: UseQueryResult<CheckoutPayment>
  bookingId: string | undefined
  header?: ReactNode
  /** A payment without a booking: the payer's own amount and description, shown while the robot check waits. */
  payersOwn?: Pick<CheckoutPayment, 'amount' | 'description'>
}) {
  if (intent.error) return <CheckoutProblem error={intent.error} onRetry={() => void intent.refetch()} />
  return (
    <>
      <PaymentSummary payment={intent.data ?? payersOwn} />
      {header}
      {intent.data ? (
        <CardForm payment={intent.data} bookingId={bookingId} />
      ) : intent.isFetching ? (
        <CardFormPending />
      ) : null}
    </>
  )
}

/** A booking's payment: one request answers its amount, description and card form (started by the route). */
function BookingPayment({ amount, bookingId }: { amount: number; bookingId: string }) {
  return <PaymentStep intent={useQuery(paymentIntentQuery({ amount, bookingId }))} bookingId={bookingId} />
}

/** A payment without a booking: the robot check first, then the payment for the payer's own amount. */
function PaymentWithoutBooking({ amount, description }: { amount: number; description: string }) {
  const config = useQuery(paymentsConfigQuery())
  const [turnstileToken, setTurnstileToken] = useState<string | null>(null)
  const botCheck = config.data?.botCheck
  const botCheckToken = botCheck?.mode === 'test' ? TEST_BOT_CHECK_TOKEN : turnstileToken
  const intent = useQuery({
    ...paymentIntentQuery({ amount, description, botCheckToken }),
    enabled: Boolean(botCheckToken),
  })
  if (config.error) return <CheckoutProblem error={config.error} onRetry={() => void config.refetch()} />
  if (config.data && !botCheck)
    return (
      <CheckoutProblem
        error={
          config.data.mode === 'unavailable'
            ? new ApiError(503, 'Card payments are not set up on this site yet, so nothing can be paid here.')
            : new Error('Payments without a booking are not available on this site.')
        }
      />
    )
  return (
    <PaymentStep
      intent={intent}
      bookingId={undefined}
      payersOwn={{ amount: amount.toFixed(2), description }}
      header={botCheck && <BotCheck config={botCheck} onTurnstileToken={setTurnstileToken} />}
    />
  )
}

/** /checkout with a positive amount: the payment is created as the page loads, then the card form. */
export function Checkout({ amount, bookingId, description }: CheckoutProps) {
  useDocumentTitle('Complete Your Payment')
  return (
    <CheckoutFrame>
      {bookingId ? (
        <BookingPayment amount={amount} bookingId={bookingId} />
      ) : (
        <PaymentWithoutBooking amount={amount} description={description} />
      )}
    </CheckoutFrame>
  )
}

const CheckoutFrame = ({ children }: { children: ReactNode }) => (
  <PublicLayout>
    <section className="mx-auto max-w-lg px-4 py-12 text-center">{children}</section>
  </PublicLayout>
)

/** The checkout before it has read its address: the page's frame with the payment on its way. */
export const PreparingCheckout = () => (
  <CheckoutFrame>
    <PaymentSummary payment={undefined} />
    <CardFormPending />
  </CheckoutFrame>
)
