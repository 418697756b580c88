import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { CustomerInput } from '../../../worker/modules/customers/schemas'
import { MAX_PAGE_SIZE } from '../../../worker/lib/shared/paging'
import { client, json, param, type ApiResult } from '../../lib/api'
import { localMonth } from '../../lib/local-date'
import { cursorPaging, useInvalidate } from '../../lib/query-client'

export type Customer = ApiResult<(typeof client.customers)[':id']['$get']>
export type CustomerStats = ApiResult<typeof client.customers.stats.$get>

export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (search: string) => [...customerKeys.lists(), { search }] as const,
  options: () => [...customerKeys.all, 'options'] as const,
  stats: (month: string) => [...customerKeys.all, 'stats', month] as const,
}

/** The Customers page: newest first, a page at a time, searched on the server ('Show more' follows the cursor). */
export const customerListQuery = (search = '') =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(search),
    queryFn: ({ pageParam }) => json(client.customers.$get({ query: { q: search, cursor: pageParam } })),
    ...cursorPaging,
  })

/** A select's choices: the owner's newest 100 customers, as a plain list (the booking dialog). */
export const customerOptionsQuery = () =>
  queryOptions({
    queryKey: customerKeys.options(),
    queryFn: async () => (await json(client.customers.$get({ query: { limit: String(MAX_PAGE_SIZE) } }))).items,
  })

export const customerStatsQuery = (month = localMonth()) =>
  queryOptions({
    queryKey: customerKeys.stats(month),
    queryFn: () => json(client.customers.stats.$get({ query: { month } })),
  })

export function useCreateCustomer() {
  const invalidate = useInvalidate(customerKeys.all)
  return useMutation({
    mutationFn: (input: CustomerInput) => json(client.customers.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useUpdateCustomer() {
  const invalidate = useInvalidate(customerKeys.all)
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CustomerInput }) =>
      json(client.customers[':id'].$put({ param: param({ id }), json: input })),
    onSuccess: invalidate,
  })
}
