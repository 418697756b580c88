import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { RvType } from '../../../worker/lib/shared/enums'
import type { RvInput } from '../../../worker/modules/rvs/schemas'
import type { AvailabilityFilter } from '../../../worker/lib/shared/paging'
import { client, json, param, type ApiResult } from '../../lib/api'
import { localDate } from '../../lib/local-date'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

/** The server-side filters of an RV list, as a query key holds them ('all' = no filter). */
export interface RvListFilters {
  q: string
  type: RvType | 'all'
  availability: AvailabilityFilter
}

export const ALL_RVS: RvListFilters = { q: '', type: 'all', availability: 'all' }

const rvKeys = {
  all: queryRoots.rvs,
  mine: () => [...rvKeys.all, 'mine'] as const,
  mineList: (filters: RvListFilters) => [...rvKeys.mine(), 'list', filters] as const,
  stats: () => [...rvKeys.mine(), 'stats'] as const,
  today: (date: string) => [...rvKeys.all, 'today', date] as const,
}

/** An RV as the API answers it (a renter's view: no owner). */
export type Rv = ApiResult<(typeof client.rvs)[':id']['$get']>
export type FleetStats = ApiResult<typeof client.rvs.mine.stats.$get>

const toQuery = ({ q, type, availability }: RvListFilters) => ({
  q,
  type: type === 'all' ? undefined : type,
  availability,
})

/** The fleet page: the owner's RVs matching the filters, a page at a time ('Show more' follows the cursor). */
export const myRvListQuery = (filters: RvListFilters = ALL_RVS) =>
  infiniteQueryOptions({
    queryKey: rvKeys.mineList(filters),
    queryFn: ({ pageParam }) => json(client.rvs.mine.$get({ query: { ...toQuery(filters), cursor: pageParam } })),
    ...cursorPaging,
  })

/** The owner's pickup locations, for the RV form's select (the business settings' own list, same key). */
export const pickupLocationsQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.business, 'locations'],
    queryFn: () => json(client.business.locations.$get()),
  })
export type PickupLocationOption = ApiResult<typeof client.business.locations.$get>[number]

/** The fleet tiles' figures, over the whole fleet whatever is loaded or filtered. */
export const fleetStatsQuery = () =>
  queryOptions({ queryKey: rvKeys.stats(), queryFn: () => json(client.rvs.mine.stats.$get()) })
export const fleetTodayQuery = (date = localDate()) =>
  queryOptions({ queryKey: rvKeys.today(date), queryFn: () => json(client.rvs.mine.today.$get({ query: { date } })) })

export function useCreateRv() {
  const refresh = useRefresh('rv-changed')
  return useMutation({ mutationFn: (input: RvInput) => json(client.rvs.$post({ json: input })), onSuccess: refresh })
}

export function useUpdateRv() {
  const refresh = useRefresh('rv-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: RvInput }) =>
      json(client.rvs[':id'].$put({ param: param({ id }), json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteRv() {
  const refresh = useRefresh('rv-changed')
  return useMutation({
    mutationFn: (id: string) => client.rvs[':id'].$delete({ param: param({ id }) }),
    onSuccess: refresh,
  })
}
