import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { TestNotificationInput } from '../../../worker/modules/notifications/schemas'
import { api } from '../../lib/api'
import { useInvalidate } from '../../lib/query-client'

export const notificationKeys = { all: ['notifications'] as const, list: () => [...notificationKeys.all, 'list'] as const }

/** The first page shows the latest 50, as the page always has; 'Show more' adds 50 older ones. */
const PAGE_SIZE = 50

/** Newest first, a page at a time. Spec §7: the list is treated as fresh for 30 seconds. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) => api.notifications.list({ limit: PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    staleTime: 30_000,
  })
export const notificationSettingsQuery = () => queryOptions({ queryKey: [...notificationKeys.all, 'settings'], queryFn: api.notifications.settings })

export function useSendTestNotification() {
  const invalidate = useInvalidate(notificationKeys.all)
  return useMutation({ mutationFn: (input: TestNotificationInput) => api.notifications.sendTest(input), onSuccess: invalidate })
}

export function useResendNotification() {
  const invalidate = useInvalidate(notificationKeys.all)
  return useMutation({ mutationFn: (id: string) => api.notifications.resend(id), onSuccess: invalidate })
}
