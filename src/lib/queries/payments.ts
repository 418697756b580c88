/** What every card form shares: which provider takes the card, and the offline test-mode charge. */
import { queryOptions, useMutation } from '@tanstack/react-query'
import type { TestCardPaymentInput } from '../../../worker/modules/payments/schemas'
import { client, json } from '../api'
import { queryRoots } from '../query-keys'

/** Stripe (with its publishable key), the offline test mode, or 'unavailable'. */
export const paymentsConfigQuery = () =>
  queryOptions({ queryKey: [...queryRoots.payments, 'config'], queryFn: () => json(client.payments.config.$get()) })

/** The offline test-mode card form's charge (no real money moves). */
export function usePayWithTestCard() {
  return useMutation({
    mutationFn: (input: TestCardPaymentInput) => json(client.payments['test-card'].$post({ json: input })),
  })
}
