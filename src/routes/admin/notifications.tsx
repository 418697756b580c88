import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../../features/notifications/components/notifications-page'
import { notificationsQuery } from '../../features/notifications/queries'

export const Route = createFileRoute('/admin/notifications')({
  loader: ({ context }) => context.queryClient.ensureInfiniteQueryData(notificationsQuery()),
  component: NotificationsPage,
})
