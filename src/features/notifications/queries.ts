import { queryOptions, useMutation } from '@tanstack/react-query'
import type { TestNotificationInput } from '../../../worker/modules/notifications/schemas'
import { api } from '../../lib/api'
import { useInvalidate } from '../../lib/query-client'

export const notificationKeys = { all: ['notifications'] as const }

/** Spec §7: the list is treated as fresh for 30 seconds. */
export const notificationsQuery = () => queryOptions({ queryKey: [...notificationKeys.all, 'list'], queryFn: api.notifications.list, staleTime: 30_000 })
export const notificationSettingsQuery = () => queryOptions({ queryKey: [...notificationKeys.all, 'settings'], queryFn: api.notifications.settings })

export function useSendTestNotification() {
  const invalidate = useInvalidate(notificationKeys.all)
  return useMutation({ mutationFn: (input: TestNotificationInput) => api.notifications.sendTest(input), onSuccess: invalidate })
}

export function useResendNotification() {
  const invalidate = useInvalidate(notificationKeys.all)
  return useMutation({ mutationFn: (id: string) => api.notifications.resend(id), onSuccess: invalidate })
}
