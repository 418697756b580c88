/**
 * Stripe Elements, loaded only when a publishable key is configured: this module (and Stripe.js,
 * fetched from Stripe's host) never reaches a page that does not pay with Stripe.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
import type { Stripe } from '@stripe/stripe-js'
import { loadStripe } from '@stripe/stripe-js/pure'
import { useState } from 'react'
import { CheckoutForm, type PaymentResult } from './checkout-form'

const stripeByKey = new Map<string, Promise<Stripe | null>>()
const stripeFor = (publishableKey: string) => {
  if (!stripeByKey.has(publishableKey)) stripeByKey.set(publishableKey, loadStripe(publishableKey))
  return stripeByKey.get(publishableKey)!
}

interface StripeCheckoutProps {
  publishableKey: string
  clientSecret: string
  amount: number
  onPaid: () => Promise<void>
  /** In a dialog: Cancel instead of 'Back to Booking'. */
  onCancel?: () => void
  /** The submit button's words in place of 'Pay $amount'. */
  submitLabel?: string
}

export default function StripeCheckout({ publishableKey, clientSecret, ...props }: StripeCheckoutProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <StripeCardForm {...props} />
    </Elements>
  )
}

function StripeCardForm({
  amount,
  onPaid,
  onCancel,
  submitLabel,
}: Omit<StripeCheckoutProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe()
  const elements = useElements()
  const [elementReady, setElementReady] = useState(false)

  async function pay(): Promise<PaymentResult> {
    if (!stripe || !elements) return { ok: false, message: 'The card form is still loading. Please try again.' }
    // Spec §4 step 5: Stripe redirects to /payment-success only when the payment method needs it.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/payment-success` },
      redirect: 'if_required',
    })
    return error ? { ok: false, message: error.message ?? 'The payment could not be completed.' } : { ok: true }
  }

  return (
    <CheckoutForm
      amount={amount}
      ready={Boolean(stripe && elements && elementReady)}
      pay={pay}
      onPaid={onPaid}
      onCancel={onCancel}
      submitLabel={submitLabel}
    >
      <PaymentElement onReady={() => setElementReady(true)} />
    </CheckoutForm>
  )
}
