import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { AvailabilityFilter } from '../../../worker/modules/rvs/schemas'
import type { SpotInput, VenueInput } from '../../../worker/modules/venues/schemas'
import { api } from '../../lib/api'
import { useInvalidate } from '../../lib/query-client'

/** The server-side filters of the owner's venue list, as a query key holds them ('all' = no filter). */
export interface VenueListFilters {
  q: string
  availability: AvailabilityFilter
}

export const ALL_VENUES: VenueListFilters = { q: '', availability: 'all' }

export const venueKeys = {
  all: ['venues'] as const,
  mine: () => [...venueKeys.all, 'mine'] as const,
  mineList: (filters: VenueListFilters) => [...venueKeys.mine(), 'list', filters] as const,
  mineOptions: () => [...venueKeys.mine(), 'options'] as const,
  stats: () => [...venueKeys.mine(), 'stats'] as const,
  public: (limit: number) => [...venueKeys.all, 'public', { limit }] as const,
  detail: (id: string) => [...venueKeys.all, 'detail', id] as const,
  spots: (venueId: string) => [...venueKeys.all, 'spots', venueId] as const,
}

/** The venues page: the owner's venues matching the filters, a page at a time ('Show more' follows the cursor). */
export const myVenueListQuery = (filters: VenueListFilters = ALL_VENUES) =>
  infiniteQueryOptions({
    queryKey: venueKeys.mineList(filters),
    queryFn: ({ pageParam }) => api.venues.listMine({ q: filters.q || undefined, availability: filters.availability === 'all' ? undefined : filters.availability, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })

/** A select's choices: the owner's newest 100 venues, as a plain list (the booking dialog). */
export const venueOptionsQuery = () => queryOptions({ queryKey: venueKeys.mineOptions(), queryFn: async () => (await api.venues.listMine({ limit: 100 })).items })

/** The venues page's tiles, over every venue and parking spot whatever is loaded or filtered. */
export const venueStatsQuery = () => queryOptions({ queryKey: venueKeys.stats(), queryFn: api.venues.stats })

/** The newest available venues of every owner, as a plain list (the booking wizard shows 6). */
export const publicVenuesQuery = (limit = 6) => queryOptions({ queryKey: venueKeys.public(limit), queryFn: async () => (await api.venues.listPublic({ limit })).items })
export const venueQuery = (id: string) => queryOptions({ queryKey: venueKeys.detail(id), queryFn: () => api.venues.get(id) })
export const spotsQuery = (venueId: string) => queryOptions({ queryKey: venueKeys.spots(venueId), queryFn: () => api.venues.spots.list(venueId) })

export function useCreateVenue() {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({ mutationFn: (input: VenueInput) => api.venues.create(input), onSuccess: invalidate })
}

export function useUpdateVenue() {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({ mutationFn: ({ id, input }: { id: string; input: VenueInput }) => api.venues.update(id, input), onSuccess: invalidate })
}

export function useSaveSpot(venueId: string) {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({
    mutationFn: ({ spotId, input }: { spotId?: string; input: SpotInput }) =>
      spotId ? api.venues.spots.update(venueId, spotId, input) : api.venues.spots.create(venueId, input),
    onSuccess: invalidate,
  })
}

export function useDeleteSpot(venueId: string) {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({ mutationFn: (spotId: string) => api.venues.spots.remove(venueId, spotId), onSuccess: invalidate })
}
