/**
 * Receipts: what a renter sends to read theirs (the booking ID and the email they booked with, as
 * My Bookings' lookup takes them, in a JSON body so the email never sits in an address), and the
 * words a receipt uses, shared by the JSON, the PDF and the SPA.
 */
import * as v from 'valibot'
import type { RefundReason, RefundStatus } from '../../../lib/shared/enums'
import { bookingLookupSchema } from '../../bookings/lookup/schemas'

/** POST /api/payments/receipts/renter (and /pdf): the pair that finds the booking. */
export const renterReceiptSchema = bookingLookupSchema

export type RenterReceiptInput = v.InferInput<typeof renterReceiptSchema>
export type RenterReceiptData = v.InferOutput<typeof renterReceiptSchema>

export const refundReasonLabels: Record<RefundReason, string> = {
  renter_cancelled: 'Cancelled by the renter',
  owner_cancelled: 'Cancelled by the owner',
  mutual: 'Cancelled by agreement',
  provider: 'Refunded by the payment provider',
}

export const refundStatusLabels: Record<RefundStatus, string> = {
  pending: 'Pending',
  succeeded: 'Refunded',
  failed: 'Failed',
}

/** The refusal when nothing was paid or refunded yet: there is nothing to give a receipt for. */
export const NO_PAYMENTS_MESSAGE = 'This booking has no payments yet'

/**
 * A decimal string as the receipt writes it ("-19.99", "1234.50") → cents; the shared `toCents`
 * takes no sign, and a receipt's discount lines are negative.
 */
export function signedCents(decimal: string) {
  const negative = decimal.trim().startsWith('-')
  const [whole = '0', fraction = ''] = decimal.trim().replace(/^-/, '').split('.')
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2))
  return negative ? -cents : cents
}

/** Cents → a decimal string with its sign ("-0.50"; the shared `fromCents` drops the sign under a dollar). */
export function signedDecimal(cents: number) {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}
