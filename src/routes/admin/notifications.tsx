import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { NotificationsPage } from '../../features/notifications/components/notifications-page'
import { accountEmailsQuery, notificationsQuery } from '../../features/notifications/queries'

export const Route = createFileRoute('/admin/notifications')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(notificationsQuery()),
      queryClient.ensureInfiniteQueryData(accountEmailsQuery()),
    ]),
  ...pagePending('Loading notifications...'),
  component: NotificationsPage,
})
