import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { NotificationsPage } from '../../features/notifications/components/notifications-page'
import { notificationsQuery } from '../../features/notifications/queries'

export const Route = createFileRoute('/admin/notifications')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(notificationsQuery()),
  ...pagePending('Loading notifications...'),
  component: NotificationsPage,
})
