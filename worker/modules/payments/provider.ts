/**
 * One interface for taking card payments. Stripe is used when STRIPE_SECRET_KEY is set; the
 * offline test-mode provider (Stripe's test-card behaviour, no account, no network) only when a
 * local run or a test asks for it with PAYMENTS_MODE=test. Anything else takes no payment at all,
 * so a deploy that lost its Stripe key never confirms bookings for free. Both providers hand their
 * outcomes to the same handler (apply-outcome.ts).
 */
import type { Db } from '../../db/client'
import type { PaymentPurpose } from '../../db/schema'
import type { Bindings } from '../../env'
import type { RefundStatus } from '../../lib/shared/enums'
import { AppError } from '../../lib/errors'
import { stripeProvider } from './stripe-provider'
import { testModeProvider } from './test-mode/provider'

export interface NewIntent {
  amountCents: number
  description: string
  bookingId: string | null
  purpose: PaymentPurpose
  /** The same key gives back the same intent, so a reloaded checkout does not charge twice. */
  idempotencyKey: string
  /**
   * 'manual' (a request to book): confirming the card only authorises it ('requires_capture') and
   * nothing is charged until `captureIntent`; `cancelIntent` releases it. Default 'automatic'.
   */
  captureMethod?: 'automatic' | 'manual'
}

export interface ProviderIntent {
  id: string
  clientSecret: string
  amountCents: number
  /** The provider's own status word: 'succeeded' is the only one that means paid. */
  status: string
  bookingId: string | null
  /** Null for an intent made before purposes were kept. */
  purpose: PaymentPurpose | null
}

export interface NewRefund {
  paymentIntentId: string
  amountCents: number
  /** The same key gives back the same refund: a retry never refunds twice. */
  idempotencyKey: string
  /** Our refunds row, kept with the provider's refund (Stripe: metadata.refund_id) so each finds the other. */
  refundId: string
}

export interface ProviderRefund {
  id: string
  amountCents: number
  status: RefundStatus
  /** Our refunds row it was made for; null for a refund made at the provider (Stripe's dashboard). */
  refundId: string | null
}

export interface PaymentProvider {
  readonly mode: 'stripe' | 'test'
  createIntent(intent: NewIntent): Promise<ProviderIntent>
  retrieveIntent(id: string): Promise<ProviderIntent | null>
  /**
   * Cancels an intent nobody has paid, or releases a card authorised and not captured
   * ('requires_capture'); one already paid (or being paid) is returned as it is.
   */
  cancelIntent(id: string): Promise<ProviderIntent | null>
  /**
   * Charges a card authorised on a manual-capture intent. The same key never charges twice: a
   * retry answers the intent as it is (status 'succeeded' once charged). Throws an AppError the
   * owner can read when the provider refuses (the authorisation was released or ran out) or
   * cannot be reached.
   */
  captureIntent(id: string, idempotencyKey: string): Promise<ProviderIntent>
  /**
   * Gives money of a paid intent back. Throws `refundRefused` when the provider will never make it
   * (more than is left unrefunded, an intent never paid); any other error may pass on a retry.
   */
  createRefund(refund: NewRefund): Promise<ProviderRefund>
  /** Every refund of an intent, as the provider has it now. */
  listRefunds(paymentIntentId: string): Promise<ProviderRefund[]>
}

/** The provider's final no to a refund (Stripe answers 400): retrying with the same request changes nothing. */
export const refundRefused = (message: string) => new AppError(409, 'refund_refused', message)
export const isRefundRefusal = (error: unknown) => error instanceof AppError && error.code === 'refund_refused'

/** An intent the payer can still pay: these are the states Stripe lets a card be confirmed from. */
export const isOpenIntent = (intent: ProviderIntent) =>
  ['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(intent.status)

export type PaymentsMode = PaymentProvider['mode'] | 'unavailable'

export const paymentsMode = (env: Bindings): PaymentsMode =>
  env.STRIPE_SECRET_KEY ? 'stripe' : env.PAYMENTS_MODE === 'test' ? 'test' : 'unavailable'

export const paymentsUnavailable = () =>
  new AppError(
    503,
    'payments_unavailable',
    'Card payments are not set up on this site yet, so nothing can be paid here. Please contact the RV owner.',
  )

/** The provider, or null when payments are not set up (work that can wait for it, such as a refund, waits). */
export const configuredProvider = (env: Bindings, db: Db): PaymentProvider | null =>
  paymentsMode(env) === 'unavailable' ? null : paymentProvider(env, db)

export function paymentProvider(env: Bindings, db: Db): PaymentProvider {
  const mode = paymentsMode(env)
  if (mode === 'stripe') return stripeProvider(env.STRIPE_SECRET_KEY!)
  if (mode === 'test') return testModeProvider(db)
  throw paymentsUnavailable()
}
