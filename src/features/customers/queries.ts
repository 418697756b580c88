import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { CustomerInput } from '../../../worker/modules/customers/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { localMonth } from '../../lib/local-date'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

export type Customer = ApiResult<(typeof client.customers)[':id']['$get']>
export type CustomerStats = ApiResult<typeof client.customers.stats.$get>

const customerKeys = {
  all: queryRoots.customers,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (search: string) => [...customerKeys.lists(), { search }] as const,
  stats: (month: string) => [...customerKeys.all, 'stats', month] as const,
}

/** The Customers page: newest first, a page at a time, searched on the server ('Show more' follows the cursor). */
export const customerListQuery = (search = '') =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ pageParam }) => json(client.customers.$get({ query: { q: search, cursor: pageParam } })),
    ...cursorPaging,
  })

export const customerStatsQuery = (month = localMonth()) =>
  queryOptions({
    queryKey: customerKeys.stats(month),
    queryFn: () => json(client.customers.stats.$get({ query: { month } })),
  })

export function useCreateCustomer() {
  const refresh = useRefresh('customer-changed')
  return useMutation({
    mutationFn: (input: CustomerInput) => json(client.customers.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useUpdateCustomer() {
  const refresh = useRefresh('customer-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomerInput }) =>
      json(client.customers[':id'].$put({ param: param({ id }), json: input })),
    onSuccess: refresh,
  })
}
