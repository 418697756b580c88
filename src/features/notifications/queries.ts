import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { TestNotificationInput } from '../../../worker/modules/notifications/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

export type Notification = ApiResult<typeof client.notifications.$get>['items'][number]
export type AccountEmail = ApiResult<typeof client.notifications.account.$get>['items'][number]

export const notificationKeys = {
  all: queryRoots.notifications,
  list: () => [...notificationKeys.all, 'list'] as const,
}

/** The first page shows the latest 50, as the page always has; 'Show more' adds 50 older ones. */
const PAGE_SIZE = 50

/** Newest first, a page at a time. Spec §7: the list is treated as fresh for 30 seconds. */
export const notificationsQuery = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam }) =>
      json(client.notifications.$get({ query: { limit: String(PAGE_SIZE), cursor: pageParam } })),
    ...cursorPaging,
    staleTime: 30_000,
  })
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: [...notificationKeys.all, 'settings'],
    queryFn: () => json(client.notifications.settings.$get()),
  })

/** The owner's own account emails, apart from the customers' (links only in a local test run). */
export const accountEmailsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...notificationKeys.all, 'account'],
    queryFn: ({ pageParam }) =>
      json(client.notifications.account.$get({ query: { limit: String(PAGE_SIZE), cursor: pageParam } })),
    ...cursorPaging,
    staleTime: 30_000,
  })

export function useSendTestNotification() {
  const invalidate = useRefresh('email-sent')
  return useMutation({
    mutationFn: (input: TestNotificationInput) => json(client.notifications.test.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useResendNotification() {
  const invalidate = useRefresh('email-sent')
  return useMutation({
    mutationFn: (id: string) => json(client.notifications[':id'].resend.$post({ param: param({ id }) })),
    onSuccess: invalidate,
  })
}
