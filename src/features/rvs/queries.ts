import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { RvType } from '../../../worker/db/schema/enums'
import type { AvailabilityFilter, RvInput, RvListParams } from '../../../worker/modules/rvs/schemas'
import { api } from '../../lib/api'
import { localDate } from '../../lib/local-date'
import { useInvalidate } from '../../lib/query-client'

/** The server-side filters of an RV list, as a query key holds them ('all' = no filter). */
export interface RvListFilters {
  q: string
  type: RvType | 'all'
  availability: AvailabilityFilter
}

export const ALL_RVS: RvListFilters = { q: '', type: 'all', availability: 'all' }

export const rvKeys = {
  all: ['rvs'] as const,
  mine: () => [...rvKeys.all, 'mine'] as const,
  mineList: (filters: RvListFilters) => [...rvKeys.mine(), 'list', filters] as const,
  mineOptions: () => [...rvKeys.mine(), 'options'] as const,
  stats: () => [...rvKeys.mine(), 'stats'] as const,
  public: () => [...rvKeys.all, 'public'] as const,
  publicList: (filters: RvListFilters) => [...rvKeys.public(), 'list', filters] as const,
  detail: (id: string) => [...rvKeys.all, 'detail', id] as const,
  today: (date: string) => [...rvKeys.all, 'today', date] as const,
}

const toParams = ({ q, type, availability }: RvListFilters): RvListParams => ({
  q: q || undefined,
  type: type === 'all' ? undefined : type,
  availability: availability === 'all' ? undefined : availability,
})

const pages = { initialPageParam: undefined as string | undefined, getNextPageParam: (page: { nextCursor: string | null }) => page.nextCursor ?? undefined }

/** The fleet page: the owner's RVs matching the filters, a page at a time ('Show more' follows the cursor). */
export const myRvListQuery = (filters: RvListFilters = ALL_RVS) =>
  infiniteQueryOptions({ queryKey: rvKeys.mineList(filters), queryFn: ({ pageParam }) => api.rvs.listMine({ ...toParams(filters), cursor: pageParam }), ...pages })

/** Every owner's RVs as renters see them, a page at a time. */
export const publicRvListQuery = (filters: RvListFilters = ALL_RVS) =>
  infiniteQueryOptions({ queryKey: rvKeys.publicList(filters), queryFn: ({ pageParam }) => api.rvs.listPublic({ ...toParams(filters), cursor: pageParam }), ...pages })

/** A select's choices: the owner's newest 100 RVs, as a plain list (the booking dialog). */
export const rvOptionsQuery = () => queryOptions({ queryKey: rvKeys.mineOptions(), queryFn: async () => (await api.rvs.listMine({ limit: 100 })).items })

/** The fleet tiles' figures, over the whole fleet whatever is loaded or filtered. */
export const fleetStatsQuery = () => queryOptions({ queryKey: rvKeys.stats(), queryFn: api.rvs.stats })
export const fleetTodayQuery = (date = localDate()) => queryOptions({ queryKey: rvKeys.today(date), queryFn: () => api.rvs.today(date) })
export const rvQuery = (id: string) => queryOptions({ queryKey: rvKeys.detail(id), queryFn: () => api.rvs.get(id) })

export function useCreateRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: (input: RvInput) => api.rvs.create(input), onSuccess: invalidate })
}

export function useUpdateRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: RvInput }) => api.rvs.update(id, input), onSuccess: invalidate })
}

export function useDeleteRv() {
  const invalidate = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: (id: string) => api.rvs.remove(id), onSuccess: invalidate })
}
