import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import type { BookingStatus } from '../../../worker/lib/shared/enums'
import type { BookingInput, PublicBookingInput, PublicQuoteInput } from '../../../worker/modules/bookings/schemas'
import type { OfflinePaymentInput } from '../../../worker/modules/payments/offline/schemas'
import type { SearchRadius } from '../../../worker/lib/shared/geo'
import { MAX_PAGE_SIZE } from '../../../worker/lib/shared/paging'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

/** A booking as a row of the owner's list (with names and nights). */
export type BookingListItem = ApiResult<typeof client.bookings.$get>['items'][number]

const bookingKeys = {
  all: queryRoots.bookings,
  list: () => [...bookingKeys.all, 'list'] as const,
  search: (query: object) => [...bookingKeys.all, 'search', query] as const,
}

/** The owner's list with its filter, a page at a time; 'Show more bookings' follows the cursor. */
export const bookingsQuery = (filter: { status?: BookingStatus; q?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: [...bookingKeys.list(), filter],
    queryFn: ({ pageParam }) => json(client.bookings.$get({ query: { ...filter, cursor: pageParam } })),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  })
export const bookingStatsQuery = () =>
  queryOptions({ queryKey: [...bookingKeys.all, 'stats'], queryFn: () => json(client.bookings.stats.$get()) })

/** Every booking the filter matches, 100 a page, for the CSV export (what the list would show, in full). */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (filter: { status?: BookingStatus; q?: string }) => {
      const items: BookingListItem[] = []
      let cursor: string | undefined
      do {
        const page = await json(client.bookings.$get({ query: { ...filter, limit: String(MAX_PAGE_SIZE), cursor } }))
        items.push(...page.items)
        cursor = page.nextCursor ?? undefined
      } while (cursor)
      return items
    },
  })
}

export const fleetCalendarQuery = (month: string) =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'calendar', month],
    queryFn: () => json(client.bookings.calendar.$get({ query: { month } })),
    placeholderData: keepPreviousData,
  })

/** The wizard's search as the API takes it (guests as the range's lower bound, radius and filters, in the query string). */
export type RvSearch = Omit<Parameters<typeof client.rvs.search.$get>[0]['query'], 'cursor' | 'limit'>
/** The wizard's results, a page of the cheapest free RVs at a time; 'Show more RVs' follows the cursor. */
export const rvSearchQuery = (query: RvSearch) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.search(query),
    queryFn: ({ pageParam }) => json(client.rvs.search.$get({ query: { ...query, cursor: pageParam } })),
    ...cursorPaging,
    placeholderData: keepPreviousData,
  })

/**
 * Step 2's venues near the trip: within `radius` miles of the renter's zip code or of the RV's
 * pickup location, nearest first, each at its distance from the renter; only those the RV may be
 * booked at (its owner's, taking its length). Under the venues key, so an owner's venue change in
 * the same tab refreshes it.
 */
export const nearbyVenuesQuery = (query: { limit: number; rvId: string; zipCode: string; radius: SearchRadius }) =>
  queryOptions({
    queryKey: [...queryRoots.venues, 'public', query],
    queryFn: async () =>
      (
        await json(
          client.venues.$get({
            query: {
              limit: String(query.limit),
              rvId: query.rvId,
              zipCode: query.zipCode,
              radius: `${query.radius}` as const,
            },
          }),
        )
      ).items,
  })

/**
 * Where the RV meets the renter: its pickup location (and how far it is from their zip) and the
 * deliveries its owner offers, priced on the server by distance; `deliveryZip` prices delivery to
 * the address typed in step 3; `venueId`, a venue partner's venue chosen in step 2, is offered too.
 * Under the venues key too: a venue's place prices its delivery.
 */
export const deliveryChoicesQuery = (query: {
  rvId: string
  zipCode: string
  deliveryZip?: string
  venueId?: string
}) =>
  queryOptions({
    queryKey: [...queryRoots.venues, 'delivery', query],
    queryFn: () => json(client.bookings['delivery-options'].$get({ query })),
  })

/** One made from a lead (input.leadId) converts that lead too. */
export function useCreateBooking() {
  const refresh = useRefresh('booking-created')
  return useMutation({
    mutationFn: (input: BookingInput) => json(client.bookings.$post({ json: input })),
    onSuccess: refresh,
  })
}

export function useChangeBookingStatus() {
  const refreshMoved = useRefresh('booking-status-changed')
  // Cancelling a paid booking refunds it: its receipt changes too.
  const refreshCancelled = useRefresh('booking-cancelled')
  return useMutation({
    /** `mutual` with 'cancelled': the renter agreed (a full refund either way, not counted against the owner). */
    mutationFn: ({ id, status, mutual }: { id: string; status: BookingStatus; mutual?: boolean }) =>
      json(client.bookings[':id'].status.$patch({ param: param({ id }), json: { status, mutual } })),
    onSuccess: (_, { status }) => (status === 'cancelled' ? refreshCancelled() : refreshMoved()),
  })
}

/** A booking's recorded payments, with what they add up to and what is still owed. */
export const bookingPaymentsQuery = (id: string) =>
  queryOptions({
    queryKey: [...bookingKeys.all, id, 'payments'],
    queryFn: () => json(client.payments.bookings[':id'].$get({ param: param({ id }) })),
  })
export type BookingPayments = ApiResult<(typeof client.payments.bookings)[':id']['$get']>

/** Cash, a cheque or a bank transfer the owner received: the booking may become paid, and revenue reports count it. */
export function useRecordPayment() {
  const refresh = useRefresh('booking-payment-recorded')
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfflinePaymentInput }) =>
      json(client.payments.bookings[':id'].$post({ param: param({ id }), json: input })),
    onSuccess: refresh,
  })
}

/** The server's price for the renter's stay with a promotion code (its discount line, or why the code is refused). */
export const useRenterQuote = () =>
  useMutation({ mutationFn: (input: PublicQuoteInput) => json(client.bookings.quote.$post({ json: input })) })

/** The renter's hold; no cache to refresh (the renter goes on to checkout). */
export const useHoldBooking = () =>
  useMutation({ mutationFn: (input: PublicBookingInput) => json(client.bookings.hold.$post({ json: input })) })

/** The owner's requests to book waiting for an answer, the soonest to lapse first. */
export const bookingRequestsQuery = () =>
  queryOptions({
    queryKey: [...bookingKeys.all, 'requests'],
    queryFn: () => json(client.bookings.requests.$get()),
    // The time left is counted down on screen; a request answered elsewhere drops out within a minute.
    refetchInterval: 60_000,
  })
export type BookingRequest = ApiResult<typeof client.bookings.requests.$get>['requests'][number]

/**
 * Accepts (the renter's card is charged, the booking confirmed) or declines (the authorisation
 * released, the nights free) a request to book.
 */
export function useAnswerBookingRequest() {
  const refreshAccepted = useRefresh('booking-payment-recorded')
  const refreshDeclined = useRefresh('booking-status-changed')
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      json(
        answer === 'accept'
          ? client.bookings[':id'].accept.$post({ param: param({ id }) })
          : client.bookings[':id'].decline.$post({ param: param({ id }) }),
      ),
    onSuccess: (_, { answer }) => (answer === 'accept' ? refreshAccepted() : refreshDeclined()),
  })
}
