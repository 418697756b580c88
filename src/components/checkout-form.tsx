import { Link } from '@tanstack/react-router'
import { useState, type FormEvent, type ReactNode, type Ref } from 'react'
import { formatDollars } from '../../worker/lib/shared/money'
import { toast } from './toast'

export type PaymentResult = { ok: true } | { ok: false; message: string }

interface CheckoutFormProps {
  /** In dollars. */
  amount: number
  /** False until the card form can take a payment: a submit before then is ignored (spec §5). */
  ready: boolean
  /** Charges the card, answering with the provider's verdict. */
  pay: () => Promise<PaymentResult>
  onPaid: () => Promise<void>
  /** The provider's card fields. */
  children: ReactNode
  /** Inside a dialog: a Cancel button that calls this, in place of the 'Back to Booking' link. */
  onCancel?: () => void
  /** The form element, for a card form that moves the keyboard to a refused field (useSchemaForm's formRef). */
  formRef?: Ref<HTMLFormElement>
  /** The submit button's words in place of 'Pay $amount' (a request to book authorises, it does not pay). */
  submitLabel?: string
}

/** The part of checkout both card providers share: the fields' frame, 'Pay $amount', 'Back to Booking' (or Cancel). */
export function CheckoutForm({
  amount,
  ready,
  pay,
  onPaid,
  children,
  onCancel,
  formRef,
  submitLabel,
}: CheckoutFormProps) {
  const [processing, setProcessing] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || processing) return
    setProcessing(true)
    const result = await pay()
    if (result.ok) return onPaid()
    toast({ title: 'Payment Failed', description: result.message, variant: 'destructive' })
    setProcessing(false)
  }

  return (
    <form
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      className="mt-8 space-y-6 text-left"
      aria-busy={processing}
    >
      {children}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onCancel ? (
          <button type="button" className="btn btn-ghost" onClick={onCancel} disabled={processing}>
            Cancel
          </button>
        ) : (
          <Link to="/customer-booking" className="btn btn-outline">
            Back to Booking
          </Link>
        )}
        <button type="submit" className="btn btn-primary sm:min-w-40" disabled={processing} aria-disabled={!ready}>
          {processing ? 'Processing...' : (submitLabel ?? `Pay ${formatDollars(Math.round(amount * 100))}`)}
        </button>
      </div>
    </form>
  )
}
