import { queryOptions, useMutation } from '@tanstack/react-query'
import type {
  CheckoutPayment,
  CreatePaymentIntentInput,
  PaymentReceiptQuery,
} from '../../../worker/modules/payments/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'

/**
 * Spec §4 step 1: the page creates the payment as it loads (the route starts it before the page
 * renders). The server gives a reload of the same booking the same payment back, so this is safe to
 * repeat; kept a few seconds unobserved, so the route's early start reaches the page that reads it.
 */
export const paymentIntentQuery = (input: CreatePaymentIntentInput) =>
  queryOptions({
    queryKey: [...queryRoots.payments, 'intent', input],
    // Typed from the schema: the client's type for this hyphenated path is lost on typed lint.
    queryFn: (): Promise<CheckoutPayment> => json(client['create-payment-intent'].$post({ json: input })),
    gcTime: 10_000,
  })

/** What the provider says of a payment the visitor proves is theirs, and its booking. */
export const paymentReceiptQuery = ({ paymentIntent, clientSecret }: PaymentReceiptQuery) =>
  queryOptions({
    queryKey: [...queryRoots.payments, 'receipt', paymentIntent],
    queryFn: () => json(client.payments.receipt.$get({ query: { paymentIntent, clientSecret } })),
    gcTime: 0,
  })

export type PaymentReceipt = ApiResult<typeof client.payments.receipt.$get>

/** Spec §4 step 4: tell the server the booking's payment went through; it asks the provider before believing it. */
export function useConfirmBookingPayment() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      json(client.bookings[':id'].payment.$post({ param: param({ id: bookingId }), json: { status: 'succeeded' } })),
  })
}
