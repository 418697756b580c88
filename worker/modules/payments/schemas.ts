/** Payment payloads (spec §7 create-payment-intent and booking payment), shared with the checkout. */
import * as v from 'valibot'
import { botCheckToken, type BotCheckConfig } from '../../lib/shared/bot-check'
import type { CancellationPolicy } from '../../lib/shared/cancellation'
import type { PaymentStatus, RefundStatus } from '../../lib/shared/enums'
import { optionalText } from '../../lib/shared/fields'
import { bookingLookupSchema } from '../bookings/lookup/schemas'

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
  status: v.picklist(['succeeded', 'requires_capture'], "Status must be 'succeeded' or 'requires_capture'"),
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
  /**
   * A request to book (the RV is not instant book): the card is authorised, not charged, until the
   * owner accepts within 24 hours.
   */
  request: boolean
  /** Stripe's publishable key for its card form; null: the test-mode form. */
  publishableKey: string | null
}

export interface BookingPaymentState {
  id: string
  status: string
  paymentStatus: string
  /** 'pending' once a request's card is authorised; null for an instant booking. */
  requestStatus: string | null
}

/**
 * A renter's cancellation: their booking's id and the email they booked with (as they find it
 * under My Bookings); a wrong pair is the same 404 as the lookup's.
 */
export const renterCancellationSchema = bookingLookupSchema
export type RenterCancellationInput = v.InferInput<typeof renterCancellationSchema>

/** One line of a refund as the renter sees it (decimal strings). */
export interface RefundLineView {
  label: string
  amount: string
  percent: number
  refund: string
}

/** GET /api/payments/cancellation: what cancelling now would give back, or why it cannot be done here. */
export interface CancellationPreview {
  bookingId: string
  cancellable: boolean
  /** Why the renter cannot cancel it here (already cancelled, trip started, no stored policy...). */
  refusal: string | null
  /** The policy the booking was sold under; null for a booking sold before policies were kept. */
  policy: Pick<CancellationPolicy, 'name' | 'text' | 'tiers'> | null
  /** With a venue partner's site: the partner's policy its site nights are refunded by (absent otherwise). */
  sitePolicy?: Pick<CancellationPolicy, 'name' | 'text' | 'tiers'>
  /** Null when it cannot be cancelled. */
  refund: {
    /** "812.50": what goes back to the card now (0.00 for a booking never paid by card). */
    total: string
    /** The rental's share given back. */
    percent: number
    /** 'grace': within the free-cancellation window after booking; 'policy': the policy's table. */
    reason: 'full' | 'grace' | 'policy'
    lines: RefundLineView[]
    /** When the refund next drops (ISO) and to what; null when it never drops again. */
    nextDrop: { at: string; refund: string } | null
    /** 'Cancel before 14 Dec, 09:00 to get $812.50 back; after that $406.25' (the owner's time zone). */
    deadlineText: string | null
  } | null
}

/** POST /api/payments/cancellation: the booking as it is now, and its refund (null: nothing was paid by card). */
export interface CancellationResult {
  bookingId: string
  status: 'cancelled'
  paymentStatus: PaymentStatus
  refund: { amount: string; status: RefundStatus } | null
}
