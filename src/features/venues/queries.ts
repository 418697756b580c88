import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { AvailabilityFilter } from '../../../worker/lib/shared/paging'
import type { SpotInput, VenueInput } from '../../../worker/modules/venues/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

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

const venueKeys = {
  all: queryRoots.venues,
  mine: () => [...venueKeys.all, 'mine'] as const,
  mineList: (filters: VenueListFilters) => [...venueKeys.mine(), 'list', filters] as const,
  stats: () => [...venueKeys.mine(), 'stats'] as const,
  spots: (venueId: string) => [...venueKeys.all, 'spots', venueId] as const,
}

/** The venues page: the owner's venues matching the filters, a page at a time ('Show more' follows the cursor). */
export const myVenueListQuery = (filters: VenueListFilters = ALL_VENUES) =>
  infiniteQueryOptions({
    queryKey: venueKeys.mineList(filters),
    queryFn: ({ pageParam }) => json(client.venues.mine.$get({ query: { ...filters, cursor: pageParam } })),
    ...cursorPaging,
  })

/** The venues page's tiles, over every venue and parking spot whatever is loaded or filtered. */
export const venueStatsQuery = () =>
  queryOptions({ queryKey: venueKeys.stats(), queryFn: () => json(client.venues.mine.stats.$get()) })

export const spotsQuery = (venueId: string) =>
  queryOptions({
    queryKey: venueKeys.spots(venueId),
    queryFn: () => json(client.venues[':id'].spots.$get({ param: param({ id: venueId }) })),
  })

export function useCreateVenue() {
  const refresh = useRefresh('venue-changed')
  return useMutation({
    mutationFn: (input: VenueInput) => json(client.venues.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useUpdateVenue() {
  const refresh = useRefresh('venue-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: VenueInput }) =>
      json(client.venues[':id'].$put({ param: param({ id }), json: input })),
    onSuccess: refresh,
  })
}

export function useSaveSpot(venueId: string) {
  const refresh = useRefresh('venue-changed')
  return useMutation({
    mutationFn: ({ spotId, input }: { spotId?: string; input: SpotInput }) =>
      spotId
        ? json(client.venues[':id'].spots[':spotId'].$put({ param: param({ id: venueId, spotId }), json: input }))
        : json(client.venues[':id'].spots.$post({ param: param({ id: venueId }), json: input })),
    onSuccess: refresh,
  })
}

export function useDeleteSpot(venueId: string) {
  const refresh = useRefresh('venue-changed')
  return useMutation({
    mutationFn: (spotId: string) =>
      client.venues[':id'].spots[':spotId'].$delete({ param: param({ id: venueId, spotId }) }),
    onSuccess: refresh,
  })
}
