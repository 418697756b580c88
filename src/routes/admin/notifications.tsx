import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/notifications')({
  component: () => <PlaceholderPage title="Notification Management" subtitle="Emails sent to your customers" empty="No notifications sent yet" />,
})
