/**
 * One interface for taking card payments. Stripe is used when STRIPE_SECRET_KEY is set; otherwise
 * the offline test-mode provider answers with Stripe's test-card behaviour, so the app runs with
 * no account and no network. Both hand their outcomes to the same handler (apply-outcome.ts).
 */
import type { Db } from '../../db/client'
import type { Bindings } from '../../env'
import { stripeProvider } from './stripe-provider'
import { testModeProvider } from './test-mode/provider'

export interface NewIntent {
  amountCents: number
  description: string
  bookingId: string | null
  /** The same key gives back the same intent, so a reloaded checkout does not charge twice. */
  idempotencyKey: string
}

export interface ProviderIntent {
  id: string
  clientSecret: string
  amountCents: number
  /** The provider's own status word: 'succeeded' is the only one that means paid. */
  status: string
  bookingId: string | null
}

export interface PaymentProvider {
  readonly mode: 'stripe' | 'test'
  createIntent(intent: NewIntent): Promise<ProviderIntent>
  retrieveIntent(id: string): Promise<ProviderIntent | null>
}

export const paymentProvider = (env: Bindings, db: Db): PaymentProvider => (env.STRIPE_SECRET_KEY ? stripeProvider(env.STRIPE_SECRET_KEY) : testModeProvider(db))
