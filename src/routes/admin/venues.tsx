import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/venues')({
  component: () => <PlaceholderPage title="Venue & Camping Management" subtitle="Campgrounds, RV parks and their parking spots" empty="No venues added yet" />,
})
