import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/customers')({
  component: () => <PlaceholderPage title="Customer Management" subtitle="Your renters and their bookings" empty="No customers yet" />,
})
