import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { CustomerInput } from '../../../worker/modules/customers/schemas'
import { api } from '../../lib/api'
import { localMonth } from '../../lib/local-date'
import { useInvalidate } from '../../lib/query-client'

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (search: string) => [...customerKeys.lists(), { search }] as const,
  options: () => [...customerKeys.all, 'options'] as const,
  stats: (month: string) => [...customerKeys.all, 'stats', month] as const,
  detail: (id: string) => [...customerKeys.all, 'detail', id] as const,
}

/** The Customers page: newest first, a page at a time, searched on the server ('Show more' follows the cursor). */
export const customerListQuery = (search = '') =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ pageParam }) => api.customers.list({ q: search || undefined, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

/** A select's choices: the owner's newest 100 customers, as a plain list (the booking dialog). */
export const customerOptionsQuery = () => queryOptions({ queryKey: customerKeys.options(), queryFn: async () => (await api.customers.list({ limit: 100 })).items })

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
