import { createFileRoute } from '@tanstack/react-router'
import { NotificationsPage } from '../../features/notifications/components/notifications-page'
import { notificationsQuery } from '../../features/notifications/queries'

export const Route = createFileRoute('/admin/notifications')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context }) => (context.user ? context.queryClient.ensureInfiniteQueryData(notificationsQuery()) : undefined),
  component: NotificationsPage,
})
