/** Stripe through its SDK, speaking fetch (workerd has no Node http). */
import Stripe from 'stripe'
import { AppError } from '../../lib/errors'
import { paymentPurposes, type PaymentPurpose } from '../../db/schema'
import type { RefundStatus } from '../../lib/shared/enums'
import { refundRefused, type PaymentProvider, type ProviderIntent, type ProviderRefund } from './provider'

/** The purpose an intent's metadata names, if it is one of ours. */
export const purposeOf = (metadata: Stripe.Metadata | null | undefined): PaymentPurpose | null =>
  paymentPurposes.find((purpose) => purpose === metadata?.purpose) ?? null

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  amountCents: intent.amount,
  status: intent.status,
  bookingId: intent.metadata?.booking_id || null,
  purpose: purposeOf(intent.metadata),
})

/** Stripe's refund states in ours: 'canceled' (a refund that needed an action nobody took) did not happen. */
const refundStatus = (status: string | null): RefundStatus =>
  status === 'succeeded' ? 'succeeded' : status === 'failed' || status === 'canceled' ? 'failed' : 'pending'

const toRefund = (refund: Stripe.Refund): ProviderRefund => ({
  id: refund.id,
  amountCents: refund.amount,
  status: refundStatus(refund.status),
  refundId: refund.metadata?.refund_id || null,
})

/** Stripe's own message when it gives one a person can act on; otherwise a plain one. */
function providerError(error: unknown): never {
  const message =
    error instanceof Stripe.errors.StripeError && error.type === 'StripeCardError'
      ? error.message
      : 'The payment provider could not be reached. Please try again.'
  throw new AppError(502, 'payment_provider', message)
}

export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = new Stripe(secretKey, { httpClient: Stripe.createFetchHttpClient(), maxNetworkRetries: 2 })
  return {
    mode: 'stripe',
    async createIntent({ amountCents, description, bookingId, purpose, idempotencyKey, captureMethod }) {
      const intent = await stripe.paymentIntents
        .create(
          {
            amount: amountCents,
            currency: 'usd',
            description,
            metadata: bookingId ? { booking_id: bookingId, purpose } : { purpose },
            automatic_payment_methods: { enabled: true },
            ...(captureMethod === 'manual' ? { capture_method: 'manual' as const } : {}),
          },
          { idempotencyKey },
        )
        .catch(providerError)
      return toIntent(intent)
    },
    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id))
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
        return providerError(error)
      }
    },
    async cancelIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.cancel(id))
      } catch (error) {
        // Already succeeded, processing or cancelled: Stripe refuses, and the intent says which.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        )
          return this.retrieveIntent(id)
        return providerError(error)
      }
    },
    async captureIntent(id, idempotencyKey) {
      try {
        return toIntent(await stripe.paymentIntents.capture(id, {}, { idempotencyKey }))
      } catch (error) {
        // Not capturable (captured already, released, or the authorisation ran out): the intent says which.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'payment_intent_unexpected_state'
        ) {
          const intent = await this.retrieveIntent(id)
          if (intent) return intent
        }
        return providerError(error)
      }
    },
    async createRefund({ paymentIntentId, amountCents, idempotencyKey, refundId }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, amount: amountCents, metadata: { refund_id: refundId } },
          { idempotencyKey },
        )
        return toRefund(refund)
      } catch (error) {
        // Stripe's 400s (more than is left to refund, an intent never charged) never pass on a retry.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw refundRefused(error.message)
        return providerError(error)
      }
    },
    async listRefunds(paymentIntentId) {
      // One page of 100: far more refunds than one payment ever gets.
      const page = await stripe.refunds.list({ payment_intent: paymentIntentId, limit: 100 }).catch(providerError)
      return page.data.map(toRefund)
    },
  }
}
