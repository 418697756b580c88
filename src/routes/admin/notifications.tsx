import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../../features/notifications/components/notifications-page'
import { accountEmailsQuery, notificationsQuery } from '../../features/notifications/queries'

export const Route = createFileRoute('/admin/notifications')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(notificationsQuery()),
      queryClient.ensureInfiniteQueryData(accountEmailsQuery()),
    ]),
  component: NotificationsPage,
})
