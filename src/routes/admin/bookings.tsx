import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/bookings')({
  component: () => <PlaceholderPage title="Bookings Management" subtitle="Manage all RV reservations and customer bookings" empty="No bookings found" />,
})
