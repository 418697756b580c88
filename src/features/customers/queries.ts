import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CustomerInput } from '../../../worker/modules/customers/schemas'
import { api } from '../../lib/api'
import { localMonth } from '../../lib/local-date'
import { useInvalidate } from '../../lib/query-client'

export const customerKeys = {
  all: ['customers'] as const,
  list: () => [...customerKeys.all, 'list'] as const,
  stats: (month: string) => [...customerKeys.all, 'stats', month] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}

export const customersQuery = () => queryOptions({ queryKey: customerKeys.list(), queryFn: api.customers.list })
export const customerStatsQuery = (month = localMonth()) => queryOptions({ queryKey: customerKeys.stats(month), queryFn: () => api.customers.stats(month) })
export const customerQuery = (id: string) => queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => api.customers.get(id) })

export function useCreateCustomer() {
  const invalidate = useInvalidate(customerKeys.all)
  return useMutation({ mutationFn: (input: CustomerInput) => api.customers.create(input), onSuccess: invalidate })
}

export function useUpdateCustomer() {
  const invalidate = useInvalidate(customerKeys.all)
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: CustomerInput }) => api.customers.update(id, input), onSuccess: invalidate })
}
