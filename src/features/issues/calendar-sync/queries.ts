import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CalendarFeedInput } from '../../../../worker/modules/issues/calendar/schemas'
import { client, json, param, type ApiResult } from '../../../lib/api'
import { useInvalidate } from '../../../lib/query-client'
import { bookingKeys } from '../../bookings/queries'

const calendars = client.issues.calendars

export type CalendarSyncState = ApiResult<(typeof calendars)[':rvId']['$get']>
export type CalendarFeed = CalendarSyncState['feeds'][number]

/** Under the issues key, beside maintenance: both keep an RV's nights blocked. */
export const calendarSyncKeys = {
  all: ['issues', 'calendars'] as const,
  rv: (rvId: string) => [...calendarSyncKeys.all, rvId] as const,
}

/** An RV's Calendar sync tab: its secret export address and its imported calendars. */
export const calendarSyncQuery = (rvId: string) =>
  queryOptions({
    queryKey: calendarSyncKeys.rv(rvId),
    queryFn: () => json(calendars[':rvId'].$get({ param: param({ rvId }) })),
  })

/** Sharing changes only this tab; an import changes blocked nights, so the fleet calendar and search are read again too. */
const useInvalidateSharing = (rvId: string) => useInvalidate(calendarSyncKeys.rv(rvId))
const useInvalidateImports = (rvId: string) => useInvalidate(calendarSyncKeys.rv(rvId), bookingKeys.all)

/** 'Create feed URL' and 'New URL': a new secret address (the old one stops working). */
export function useShareExport(rvId: string) {
  const invalidate = useInvalidateSharing(rvId)
  return useMutation({
    mutationFn: () => json(calendars[':rvId'].export.$post({ param: param({ rvId }) })),
    onSuccess: invalidate,
  })
}

/** 'Stop sharing': the address answers 404 from now on. */
export function useStopSharing(rvId: string) {
  const invalidate = useInvalidateSharing(rvId)
  return useMutation({
    mutationFn: () => calendars[':rvId'].export.$delete({ param: param({ rvId }) }),
    onSuccess: invalidate,
  })
}

/** 'Add calendar': answers the feed as its first sync left it (`lastError` says why that failed). */
export function useAddCalendarFeed(rvId: string) {
  const invalidate = useInvalidateImports(rvId)
  return useMutation({
    mutationFn: (input: CalendarFeedInput) =>
      json(calendars[':rvId'].feeds.$post({ param: param({ rvId }), json: input })),
    onSuccess: invalidate,
  })
}

/** 'Sync now': answers the feed as this attempt left it. */
export function useSyncCalendarFeed(rvId: string) {
  const invalidate = useInvalidateImports(rvId)
  return useMutation({
    mutationFn: (feedId: string) => json(calendars.feeds[':feedId'].sync.$post({ param: param({ feedId }) })),
    onSuccess: invalidate,
  })
}

export function useDeleteCalendarFeed(rvId: string) {
  const invalidate = useInvalidateImports(rvId)
  return useMutation({
    mutationFn: (feedId: string) => calendars.feeds[':feedId'].$delete({ param: param({ feedId }) }),
    onSuccess: invalidate,
  })
}
