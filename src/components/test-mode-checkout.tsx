import { useRef, useState } from 'react'
import { testCardPaymentSchema } from '../../worker/modules/payments/schemas'
import { errorMessage } from '../lib/api'
import { usePayWithTestCard } from '../lib/queries/payments'
import { useSchemaForm } from '../lib/use-schema-form'
import { CheckoutForm, type PaymentResult } from './checkout-form'
import { FormField } from './form-field'

const PAYMENT_FAILED = 'The payment could not be completed.'

/** Stripe's test cards, one a line (short lines also keep the page's largest text its heading, painted first). */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
] as const

/** '4242424242424242' → '4242 4242 4242 4242' as the renter types. */
const groupDigits = (text: string) =>
  text
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')

/** '1234' → '12/34'. */
const expiryText = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/**
 * The offline provider's card form: no real charge, Stripe's test cards. Shown whenever no
 * Stripe publishable key is configured, and says so plainly.
 */
export function TestModeCheckout({
  clientSecret,
  amount,
  onPaid,
  onCancel,
  submitLabel,
}: {
  clientSecret: string
  amount: number
  onPaid: () => Promise<void>
  /** In a dialog: Cancel instead of 'Back to Booking'. */
  onCancel?: () => void
  /** The submit button's words in place of 'Pay $amount'. */
  submitLabel?: string
}) {
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' })
  const payWithTestCard = usePayWithTestCard()
  // Every refusal, the schema's or the server's, also reads as 'Payment Failed' with its first problem.
  const failure = useRef(PAYMENT_FAILED)
  const { formRef, errors, submit } = useSchemaForm({
    schema: testCardPaymentSchema,
    fallbackMessage: PAYMENT_FAILED,
    onInvalid: (refused) => {
      failure.current = Object.values(refused).find(Boolean) ?? PAYMENT_FAILED
    },
  })

  async function pay(): Promise<PaymentResult> {
    failure.current = PAYMENT_FAILED
    const paid = await submit({ clientSecret, ...card }, (input) =>
      payWithTestCard.mutateAsync(input).catch((error: unknown) => {
        failure.current = errorMessage(error, PAYMENT_FAILED)
        throw error
      }),
    )
    return paid ? { ok: true } : { ok: false, message: failure.current }
  }

  return (
    <CheckoutForm
      formRef={formRef}
      amount={amount}
      ready
      pay={pay}
      onPaid={onPaid}
      onCancel={onCancel}
      submitLabel={submitLabel}
    >
      <div className="rounded-box border border-warning/60 bg-warning/10 p-4">
        <p className="badge badge-warning font-semibold">Test mode — no real charge</p>
        <p className="mt-2 text-sm text-base-content/80">Test cards (any future expiry, any CVC):</p>
        <ul className="mt-1 text-sm text-base-content/80">
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <span className="font-mono whitespace-nowrap">{number}</span> {outcome}
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="space-y-1">
        <legend className="sr-only">Card details</legend>
        <FormField label="Card number" error={errors.cardNumber}>
          <input
            className="input w-full"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            onChange={(event) => setCard({ ...card, cardNumber: groupDigits(event.target.value) })}
          />
        </FormField>
        <div className="grid grid-cols-2 gap-4">
          <FormField label="Expiry (MM/YY)" error={errors.expiry}>
            <input
              className="input w-full"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              value={card.expiry}
              onChange={(event) => setCard({ ...card, expiry: expiryText(event.target.value) })}
            />
          </FormField>
          <FormField label="CVC" error={errors.cvc}>
            <input
              className="input w-full"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '') })}
            />
          </FormField>
        </div>
      </fieldset>
    </CheckoutForm>
  )
}
