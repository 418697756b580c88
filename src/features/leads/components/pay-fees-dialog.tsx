import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { Dialog } from '../../../components/dialog'
import { Spinner } from '../../../components/spinner'
import { ApiError, errorMessage } from '../../../lib/api'
import { TestModeCheckout } from '../../../components/test-mode-checkout'
import { paymentsConfigQuery } from '../../../lib/queries/payments'
import { dollars } from '../lead-display'
import { leadFeesPaymentQuery } from '../queries'

// Stripe.js loads only when an owner pays through Stripe.
const StripeCheckout = lazy(() => import('../../../components/stripe-checkout'))

interface PayFeesDialogProps {
  open: boolean
  onClose: () => void
  /** The card payment went through (the fees may take a moment to show as paid). */
  onPaid: () => void
}

/** 'Pay outstanding fees': one card payment for every lead fee owed, in the checkout's own card form. */
export function PayFeesDialog({ open, onClose, onPaid }: PayFeesDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Pay outstanding fees"
      description="One payment for every lead fee owed"
    >
      <PayFees onClose={onClose} onPaid={onPaid} />
    </Dialog>
  )
}

function Problem({ message, onRetry, onClose }: { message: string; onRetry?: () => void; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="alert alert-warning text-sm">
        {message}
      </p>
      <div className="modal-action">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Close
        </button>
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
      </div>
    </div>
  )
}

function PayFees({ onClose, onPaid }: Omit<PayFeesDialogProps, 'open'>) {
  const config = useQuery(paymentsConfigQuery())
  const mode = config.data?.mode
  const usable = mode === 'test' || Boolean(mode === 'stripe' && config.data?.publishableKey)
  // The payment is created once the card form can take it (and forgotten when the dialog closes).
  const payment = useQuery({ ...leadFeesPaymentQuery(), enabled: usable })

  if (config.error)
    return (
      <Problem
        message={errorMessage(config.error, 'The payment service did not answer.')}
        onRetry={() => void config.refetch()}
        onClose={onClose}
      />
    )
  if (!config.data) return <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col py-8" />
  if (!usable)
    return (
      <Problem
        message="Card payments are not set up on this site yet, so lead fees cannot be paid here."
        onClose={onClose}
      />
    )
  if (payment.error)
    return (
      <Problem
        message={errorMessage(payment.error, 'The payment could not be started.')}
        // A 409 says 'No lead fees are outstanding': nothing to try again.
        onRetry={
          payment.error instanceof ApiError && payment.error.status === 409 ? undefined : () => void payment.refetch()
        }
        onClose={onClose}
      />
    )
  if (!payment.data) return <Spinner size="lg" label="Preparing your payment..." showLabel className="flex-col py-8" />

  const { clientSecret, amount, count } = payment.data
  const paid = () => {
    onPaid()
    onClose()
    return Promise.resolve()
  }
  return (
    <>
      <p className="text-sm">
        {count} {count === 1 ? 'lead fee' : 'lead fees'} outstanding:{' '}
        <strong className="tabular-nums">{dollars(amount)}</strong>
      </p>
      {mode === 'stripe' && config.data.publishableKey ? (
        <Suspense fallback={<Spinner label="Loading the card form..." showLabel className="mt-6" />}>
          <StripeCheckout
            publishableKey={config.data.publishableKey}
            clientSecret={clientSecret}
            amount={Number(amount)}
            onPaid={paid}
            onCancel={onClose}
          />
        </Suspense>
      ) : (
        <TestModeCheckout clientSecret={clientSecret} amount={Number(amount)} onPaid={paid} onCancel={onClose} />
      )}
    </>
  )
}
