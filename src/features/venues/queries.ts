import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { AvailabilityFilter } from '../../../worker/lib/shared/paging'
import type { SpotInput, VenueInput } from '../../../worker/modules/venues/schemas'
import { MAX_PAGE_SIZE } from '../../../worker/lib/shared/paging'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging, useInvalidate } from '../../lib/query-client'

/** The server-side filters of the owner's venue list, as a query key holds them ('all' = no filter). */
export interface VenueListFilters {
  q: string
  availability: AvailabilityFilter
}

/** A venue as the API answers it (a renter's view: no owner). */
export type Venue = ApiResult<(typeof client.venues)[':id']['$get']>
export type ParkingSpot = ApiResult<(typeof client.venues)[':id']['spots']['$post']>
export type VenueStats = ApiResult<typeof client.venues.mine.stats.$get>

export const ALL_VENUES: VenueListFilters = { q: '', availability: 'all' }

export const venueKeys = {
  all: ['venues'] as const,
  mine: () => [...venueKeys.all, 'mine'] as const,
  mineList: (filters: VenueListFilters) => [...venueKeys.mine(), 'list', filters] as const,
  mineOptions: () => [...venueKeys.mine(), 'options'] as const,
  stats: () => [...venueKeys.mine(), 'stats'] as const,
  public: (limit: number, rvId?: string) => [...venueKeys.all, 'public', { limit, rvId }] as const,
  spots: (venueId: string) => [...venueKeys.all, 'spots', venueId] as const,
}

/** The venues page: the owner's venues matching the filters, a page at a time ('Show more' follows the cursor). */
export const myVenueListQuery = (filters: VenueListFilters = ALL_VENUES) =>
  infiniteQueryOptions({
    queryKey: venueKeys.mineList(filters),
    queryFn: ({ pageParam }) => json(client.venues.mine.$get({ query: { ...filters, cursor: pageParam } })),
    ...cursorPaging,
  })

/** A select's choices: the owner's newest 100 venues, as a plain list (the booking dialog). */
export const venueOptionsQuery = () =>
  queryOptions({
    queryKey: venueKeys.mineOptions(),
    queryFn: async () => (await json(client.venues.mine.$get({ query: { limit: String(MAX_PAGE_SIZE) } }))).items,
  })

/** The venues page's tiles, over every venue and parking spot whatever is loaded or filtered. */
export const venueStatsQuery = () =>
  queryOptions({ queryKey: venueKeys.stats(), queryFn: () => json(client.venues.mine.stats.$get()) })

/** The newest available venues of every owner, as a plain list (the booking wizard shows 6). */
/** Renters' venues: with `rvId`, only those that RV may be booked at (its owner's, taking its length). */
export const publicVenuesQuery = (limit = 6, rvId?: string) =>
  queryOptions({
    queryKey: venueKeys.public(limit, rvId),
    queryFn: async () => (await json(client.venues.$get({ query: { limit: String(limit), rvId } }))).items,
  })
export const spotsQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.spots(venueId),
    queryFn: () => json(client.venues[':id'].spots.$get({ param: param({ id: venueId }) })),
  })

export function useCreateVenue() {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({
    mutationFn: (input: VenueInput) => json(client.venues.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useUpdateVenue() {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VenueInput }) =>
      json(client.venues[':id'].$put({ param: param({ id }), json: input })),
    onSuccess: invalidate,
  })
}

export function useSaveSpot(venueId: string) {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({
    mutationFn: ({ spotId, input }: { spotId?: string; input: SpotInput }) =>
      spotId
        ? json(client.venues[':id'].spots[':spotId'].$put({ param: param({ id: venueId, spotId }), json: input }))
        : json(client.venues[':id'].spots.$post({ param: param({ id: venueId }), json: input })),
    onSuccess: invalidate,
  })
}

export function useDeleteSpot(venueId: string) {
  const invalidate = useInvalidate(venueKeys.all)
  return useMutation({
    mutationFn: (spotId: string) =>
      client.venues[':id'].spots[':spotId'].$delete({ param: param({ id: venueId, spotId }) }),
    onSuccess: invalidate,
  })
}
