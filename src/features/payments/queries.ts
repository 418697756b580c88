import { queryOptions } from '@tanstack/react-query'
import type { CreatePaymentIntentInput } from '../../../worker/modules/payments/schemas'
import { api } from '../../lib/api'

export const paymentKeys = { all: ['payments'] as const }

export const paymentsConfigQuery = () => queryOptions({ queryKey: [...paymentKeys.all, 'config'], queryFn: api.payments.config })

/**
 * Spec §4 step 1: the page creates the payment as it loads. The server gives a reload of the same
 * booking and amount the same payment back, so this is safe to repeat.
 */
export const paymentIntentQuery = (input: CreatePaymentIntentInput) =>
  queryOptions({ queryKey: [...paymentKeys.all, 'intent', input], queryFn: () => api.payments.createIntent(input), gcTime: 0 })
