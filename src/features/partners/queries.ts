/**
 * The venue partner's portal (/venue-portal) and the role switch: every read is a query factory
 * under the partners root, every write refreshes that root (src/lib/refresh.ts).
 */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { AccountRole } from '../../../worker/lib/shared/enums'
import type { ClosureInput, PartnerVenueInput, SiteInput } from '../../../worker/modules/partners/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { currentUserQuery } from '../../lib/queries/current-user'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

const venue = client.partners.venues[':id']

export type PartnerVenue = ApiResult<typeof venue.$put>
export type Site = ApiResult<(typeof venue.sites)[':siteId']['$put']>
export type Closure = ApiResult<typeof venue.closures.$post>
export type PartnerBooking = ApiResult<typeof client.partners.bookings.$get>['items'][number]
export type Earnings = ApiResult<typeof client.partners.earnings.$get>

/** Where the venue form uploads a photo (the owners' /api/uploads refuses a partner's session). */
export const partnerPhotoPath = client.partners.photos.$path()

const partnerKeys = {
  all: queryRoots.partners,
  venues: () => [...partnerKeys.all, 'venues'] as const,
  venue: (id: string) => [...partnerKeys.all, 'venue', id] as const,
  sites: (venueId: string) => [...partnerKeys.all, 'sites', venueId] as const,
  closures: (venueId: string) => [...partnerKeys.all, 'closures', venueId] as const,
  calendar: (venueId: string, from: string, days: number) =>
    [...partnerKeys.all, 'calendar', venueId, from, days] as const,
  bookings: () => [...partnerKeys.all, 'bookings'] as const,
  earnings: () => [...partnerKeys.all, 'earnings'] as const,
}

/** The partner's venues, a page at a time. */
export const partnerVenuesQuery = () =>
  infiniteQueryOptions({
    queryKey: partnerKeys.venues(),
    queryFn: ({ pageParam }) => json(client.partners.venues.$get({ query: { cursor: pageParam } })),
    ...cursorPaging,
  })

/** One of the partner's venues (another account's, or none: 404). */
export const partnerVenueQuery = (id: string) =>
  queryOptions({ queryKey: partnerKeys.venue(id), queryFn: () => json(venue.$get({ param: param({ id }) })) })

export const sitesQuery = (venueId: string) =>
  queryOptions({
    queryKey: partnerKeys.sites(venueId),
    queryFn: () => json(venue.sites.$get({ param: param({ id: venueId }) })),
  })

export const closuresQuery = (venueId: string) =>
  queryOptions({
    queryKey: partnerKeys.closures(venueId),
    queryFn: () => json(venue.closures.$get({ param: param({ id: venueId }) })),
  })

/** Each site's nights from `from`: free, booked or closed. */
export const siteCalendarQuery = (venueId: string, from: string, days: number) =>
  queryOptions({
    queryKey: partnerKeys.calendar(venueId, from, days),
    queryFn: () => json(venue.calendar.$get({ param: param({ id: venueId }), query: { from, days: String(days) } })),
  })

/** Bookings of the partner's sites, a page at a time. */
export const partnerBookingsQuery = () =>
  infiniteQueryOptions({
    queryKey: partnerKeys.bookings(),
    queryFn: ({ pageParam }) => json(client.partners.bookings.$get({ query: { cursor: pageParam } })),
    ...cursorPaging,
  })

export const earningsQuery = () =>
  queryOptions({ queryKey: partnerKeys.earnings(), queryFn: () => json(client.partners.earnings.$get()) })

export function useSaveVenue() {
  const refresh = useRefresh('partner-venue-changed')
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PartnerVenueInput }) =>
      id
        ? json(venue.$put({ param: param({ id }), json: input }))
        : json(client.partners.venues.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useSaveSite(venueId: string) {
  const refresh = useRefresh('partner-venue-changed')
  return useMutation({
    mutationFn: ({ siteId, input }: { siteId?: string; input: SiteInput }) =>
      siteId
        ? json(venue.sites[':siteId'].$put({ param: param({ id: venueId, siteId }), json: input }))
        : json(venue.sites.$post({ param: param({ id: venueId }), json: input })),
    onSuccess: refresh,
  })
}

export function useRemoveSite(venueId: string) {
  const refresh = useRefresh('partner-venue-changed')
  return useMutation({
    mutationFn: (siteId: string) => venue.sites[':siteId'].$delete({ param: param({ id: venueId, siteId }) }),
    onSuccess: refresh,
  })
}

export function useAddClosure(venueId: string) {
  const refresh = useRefresh('partner-venue-changed')
  return useMutation({
    mutationFn: (input: ClosureInput) => json(venue.closures.$post({ param: param({ id: venueId }), json: input })),
    onSuccess: refresh,
  })
}

export function useRemoveClosure(venueId: string) {
  const refresh = useRefresh('partner-venue-changed')
  return useMutation({
    mutationFn: (closureId: string) =>
      venue.closures[':closureId'].$delete({ param: param({ id: venueId, closureId }) }),
    onSuccess: refresh,
  })
}

/**
 * This session acts as `role` from now on (the account gains it first if it lacks it). The other
 * role's data must not linger: every cached read but the user's is dropped, and the new user stored.
 */
export function useSwitchRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (role: AccountRole) => json(client.auth.role.$post({ json: { role } })),
    onSuccess: (user) => {
      // The user's own query stays (the page watching it turns into the other area at once).
      queryClient.setQueryData(currentUserQuery().queryKey, user)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryRoots.auth[0] })
    },
  })
}
