import { queryOptions, useMutation } from '@tanstack/react-query'
import type { SpotInput, VenueInput } from '../../../worker/modules/venues/schemas'
import { api } from '../../lib/api'
import { useInvalidate } from '../../lib/query-client'

export const venueKeys = {
  all: ['venues'] as const,
  mine: () => [...venueKeys.all, 'mine'] as const,
  public: () => [...venueKeys.all, 'public'] as const,
  detail: (id: string) => [...venueKeys.all, 'detail', id] as const,
  spots: (venueId: string) => [...venueKeys.all, 'spots', venueId] as const,
}

export const myVenuesQuery = () => queryOptions({ queryKey: venueKeys.mine(), queryFn: api.venues.listMine })
export const publicVenuesQuery = () => queryOptions({ queryKey: venueKeys.public(), queryFn: api.venues.listPublic })
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
