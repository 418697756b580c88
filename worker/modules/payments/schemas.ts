/** Payment payloads (spec §7 create-payment-intent and booking payment), shared with the checkout. */
import * as v from 'valibot'
import { botCheckToken, type BotCheckConfig } from '../../lib/shared/bot-check'
import { optionalText } from '../../lib/shared/fields'

export const createPaymentIntentSchema = v.object({
  amount: v.pipe(
    v.number('Amount must be a number'),
    v.finite('Amount must be a number'),
    v.gtValue(0, 'Amount must be a positive number'),
  ),
  bookingId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  description: optionalText('Description', 500),
  /** The robot check's token; required only for a payment without a booking. */
  botCheckToken,
})

/** The spec's call after a client-side success; the server asks the provider instead of believing it. */
export const bookingPaymentSchema = v.object({
  status: v.literal('succeeded', "Status must be 'succeeded'"),
})

/** GET /api/payments/receipt: the intent a payer returns with and its client secret, which proves it is theirs. */
export const paymentReceiptQuerySchema = v.object({
  paymentIntent: v.pipe(v.string('The payment is missing'), v.nonEmpty('The payment is missing'), v.maxLength(100)),
  clientSecret: v.pipe(v.string('The payment is missing'), v.nonEmpty('The payment is missing'), v.maxLength(200)),
})
export type PaymentReceiptQuery = v.InferOutput<typeof paymentReceiptQuerySchema>

/** The test-mode card form. */
export const testCardPaymentSchema = v.object({
  clientSecret: v.pipe(v.string('The payment is missing'), v.nonEmpty('The payment is missing'), v.maxLength(200)),
  cardNumber: v.pipe(v.string('Card number is required'), v.nonEmpty('Card number is required'), v.maxLength(30)),
  expiry: v.pipe(v.string('Expiry date is required'), v.nonEmpty('Expiry date is required'), v.maxLength(9)),
  cvc: v.pipe(v.string('CVC is required'), v.nonEmpty('CVC is required'), v.maxLength(4)),
})

export type CreatePaymentIntentInput = v.InferInput<typeof createPaymentIntentSchema>
export type TestCardPaymentInput = v.InferInput<typeof testCardPaymentSchema>

/** GET /api/payments/config: which card form the checkout shows ('unavailable': payments are not set up). */
export interface PaymentsConfig {
  mode: 'stripe' | 'test' | 'unavailable'
  /** Stripe's publishable key; null in test mode. */
  publishableKey: string | null
  botCheck: BotCheckConfig
}

/** POST /api/create-payment-intent: what the checkout shows and pays (the server's own amount and description). */
export interface CheckoutPayment {
  clientSecret: string
  /** Decimal dollars, e.g. "1197.00". */
  amount: string
  description: string
  /** Stripe's publishable key for its card form; null: the test-mode form. */
  publishableKey: string | null
}

export interface BookingPaymentState {
  id: string
  status: string
  paymentStatus: string
}
