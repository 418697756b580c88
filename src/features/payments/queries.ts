import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CreatePaymentIntentInput, TestCardPaymentInput } from '../../../worker/modules/payments/schemas'
import { client, json, param } from '../../lib/api'

export const paymentKeys = { all: ['payments'] as const }

export const paymentsConfigQuery = () =>
  queryOptions({ queryKey: [...paymentKeys.all, 'config'], queryFn: () => json(client.payments.config.$get()) })

/**
 * Spec §4 step 1: the page creates the payment as it loads. The server gives a reload of the same
 * booking and amount the same payment back, so this is safe to repeat.
 */
export const paymentIntentQuery = (input: CreatePaymentIntentInput) =>
  queryOptions({
    queryKey: [...paymentKeys.all, 'intent', input],
    queryFn: () => json(client['create-payment-intent'].$post({ json: input })),
    gcTime: 0,
  })

/** The offline test-mode card form's charge (no real money moves). */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: (input: TestCardPaymentInput) => json(client.payments['test-card'].$post({ json: input })),
  })
}

/** Spec §4 step 4: tell the server the booking's payment went through; it asks the provider before believing it. */
export function useConfirmBookingPayment() {
  return useMutation({
    mutationFn: (bookingId: string) =>
      json(client.bookings[':id'].payment.$post({ param: param({ id: bookingId }), json: { status: 'succeeded' } })),
  })
}
