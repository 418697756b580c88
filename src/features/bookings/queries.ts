import { infiniteQueryOptions, keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query'
import type { BookingStatus } from '../../../worker/db/schema/enums'
import type { BookingInput, BookingListItem, PublicBookingInput } from '../../../worker/modules/bookings/schemas'
import { MAX_PAGE_SIZE } from '../../../worker/lib/shared/paging'
import { api } from '../../lib/api'
import { localDate } from '../../lib/local-date'
import { useInvalidate } from '../../lib/query-client'
import { rvKeys } from '../rvs/queries'

export const bookingKeys = {
  all: ['bookings'] as const,
  list: () => [...bookingKeys.all, 'list'] as const,
  detail: (id: string) => [...bookingKeys.all, 'detail', id] as const,
  search: (query: object) => [...bookingKeys.all, 'search', query] as const,
}

export const dashboardQuery = (date = localDate()) => queryOptions({ queryKey: [...bookingKeys.all, 'overview', date], queryFn: () => api.bookings.overview(date) })
/** The owner's list with its filter, a page at a time; 'Show more bookings' follows the cursor. */
export const bookingsQuery = (filter: { status?: BookingStatus; q?: string } = {}) =>
  infiniteQueryOptions({
    queryKey: [...bookingKeys.list(), filter],
    queryFn: ({ pageParam }) => api.bookings.list({ ...filter, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })
export const bookingStatsQuery = () => queryOptions({ queryKey: [...bookingKeys.all, 'stats'], queryFn: api.bookings.stats })

/** Every booking the filter matches, 100 a page, for the CSV export (what the list would show, in full). */
export function useExportBookings() {
  return useMutation({
    mutationFn: async (filter: { status?: BookingStatus; q?: string }) => {
      const items: BookingListItem[] = []
      let cursor: string | undefined
      do {
        const page = await api.bookings.list({ ...filter, limit: MAX_PAGE_SIZE, cursor })
        items.push(...page.items)
        cursor = page.nextCursor ?? undefined
      } while (cursor)
      return items
    },
  })
}
export const bookingQuery = (id: string) => queryOptions({ queryKey: bookingKeys.detail(id), queryFn: () => api.bookings.get(id) })

export const fleetCalendarQuery = (month: string) =>
  queryOptions({ queryKey: [...bookingKeys.all, 'calendar', month], queryFn: () => api.bookings.calendar(month), placeholderData: keepPreviousData })

export type RvSearch = { startDate: string; endDate: string; type?: string; guests?: number }
/** The wizard's results, a page of the cheapest free RVs at a time; 'Show more RVs' follows the cursor. */
export const rvSearchQuery = (query: RvSearch) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.search(query),
    queryFn: ({ pageParam }) => api.bookings.searchRvs({ ...query, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  })

export function useCreateBooking() {
  const invalidate = useInvalidate(bookingKeys.all)
  const invalidateFleet = useInvalidate(rvKeys.all)
  return useMutation({ mutationFn: (input: BookingInput) => api.bookings.create(input), onSuccess: () => Promise.all([invalidate(), invalidateFleet()]) })
}

export function useChangeBookingStatus() {
  const invalidate = useInvalidate(bookingKeys.all)
  return useMutation({ mutationFn: ({ id, status }: { id: string; status: BookingStatus }) => api.bookings.changeStatus(id, status), onSuccess: invalidate })
}

/** The renter's hold; no cache to refresh (the renter goes on to checkout). */
export const useHoldBooking = () => useMutation({ mutationFn: (input: PublicBookingInput) => api.bookings.hold(input) })
