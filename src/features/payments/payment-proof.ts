/**
 * The payer's proof of a payment (its intent and client secret, as Stripe hands them back on its
 * redirect), kept for this browser tab so My Bookings can show the booking just paid at once.
 */
import type { PaymentReceiptQuery } from '../../../worker/modules/payments/schemas'

const KEY = 'rv-connect:last-payment'

export interface PaymentProof extends PaymentReceiptQuery {
  bookingId: string | null
}

/** Stripe's (and test mode's) client secrets are '<intent id>_secret_<random>'. */
export const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret

export function rememberPayment(proof: PaymentProof) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(proof))
  } catch {
    // Storage full or disabled: My Bookings still finds the booking by its ID and email.
  }
}

/** The proof of the last payment in this tab for `bookingId`, if there is one. */
export function rememberedPayment(bookingId: string): PaymentProof | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<PaymentProof> | null
    return stored?.bookingId === bookingId && stored.paymentIntent && stored.clientSecret
      ? { bookingId, paymentIntent: stored.paymentIntent, clientSecret: stored.clientSecret }
      : null
  } catch {
    return null
  }
}
