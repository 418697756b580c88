import { queryOptions, useMutation } from '@tanstack/react-query'
import type { CalendarFeedInput } from '../../../../worker/modules/issues/calendar/schemas'
import { client, json, param, type ApiResult } from '../../../lib/api'
import { queryRoots } from '../../../lib/query-keys'
import { useRefresh } from '../../../lib/refresh'

const calendars = client.issues.calendars

export type CalendarSyncState = ApiResult<(typeof calendars)[':rvId']['$get']>
export type CalendarFeed = CalendarSyncState['feeds'][number]

/** An RV's Calendar sync tab: its secret export address and its imported calendars (under the issues key, beside maintenance: both keep an RV's nights blocked). */
export const calendarSyncQuery = (rvId: string) =>
  queryOptions({
    queryKey: [...queryRoots.calendars, rvId],
    queryFn: () => json(calendars[':rvId'].$get({ param: param({ rvId }) })),
  })

/** 'Create feed URL' and 'New URL': a new secret address (the old one stops working). */
export function useShareExport(rvId: string) {
  const refresh = useRefresh('calendar-sharing-changed', rvId)
  return useMutation({
    mutationFn: () => json(calendars[':rvId'].export.$post({ param: param({ rvId }) })),
    onSuccess: refresh,
  })
}

/** 'Stop sharing': the address answers 404 from now on. */
export function useStopSharing(rvId: string) {
  const refresh = useRefresh('calendar-sharing-changed', rvId)
  return useMutation({
    mutationFn: () => calendars[':rvId'].export.$delete({ param: param({ rvId }) }),
    onSuccess: refresh,
  })
}

/** 'Add calendar': answers the feed as its first sync left it (`lastError` says why that failed). */
export function useAddCalendarFeed(rvId: string) {
  const refresh = useRefresh('calendar-imports-changed', rvId)
  return useMutation({
    mutationFn: (input: CalendarFeedInput) =>
      json(calendars[':rvId'].feeds.$post({ param: param({ rvId }), json: input })),
    onSuccess: refresh,
  })
}

/** 'Sync now': answers the feed as this attempt left it. */
export function useSyncCalendarFeed(rvId: string) {
  const refresh = useRefresh('calendar-imports-changed', rvId)
  return useMutation({
    mutationFn: (feedId: string) => json(calendars.feeds[':feedId'].sync.$post({ param: param({ feedId }) })),
    onSuccess: refresh,
  })
}

export function useDeleteCalendarFeed(rvId: string) {
  const refresh = useRefresh('calendar-imports-changed', rvId)
  return useMutation({
    mutationFn: (feedId: string) => calendars.feeds[':feedId'].$delete({ param: param({ feedId }) }),
    onSuccess: refresh,
  })
}
