import { queryOptions, useMutation } from '@tanstack/react-query'
import type { BusinessProfileInput, PickupLocationInput } from '../../../worker/modules/business/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

const business = client.business

const businessKeys = {
  all: queryRoots.business,
  profile: () => [...businessKeys.all, 'profile'] as const,
  locations: () => [...businessKeys.all, 'locations'] as const,
}

export type BusinessProfile = ApiResult<typeof business.profile.$get>
export type PickupLocation = ApiResult<typeof business.locations.$get>[number]

/** The owner's business profile (their own name and zone until first saved). */
export const businessProfileQuery = () =>
  queryOptions({ queryKey: businessKeys.profile(), queryFn: () => json(business.profile.$get()) })

/** Every pickup location of the owner's, oldest first (an owner has a few: the list comes whole). */
export const pickupLocationsQuery = () =>
  queryOptions({ queryKey: businessKeys.locations(), queryFn: () => json(business.locations.$get()) })

export function useSaveBusinessProfile() {
  const refresh = useRefresh('business-profile-changed')
  return useMutation({
    mutationFn: (input: BusinessProfileInput) => json(business.profile.$put({ json: input })),
    onSuccess: refresh,
  })
}

/** Adds a pickup location, or edits the one named by `id`. */
export function useSavePickupLocation() {
  const refresh = useRefresh('pickup-locations-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PickupLocationInput }) =>
      id
        ? json(business.locations[':id'].$put({ param: param({ id }), json: input }))
        : json(business.locations.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useDeletePickupLocation() {
  const refresh = useRefresh('pickup-locations-changed')
  return useMutation({
    mutationFn: (id: string) => business.locations[':id'].$delete({ param: param({ id }) }),
    onSuccess: refresh,
  })
}
