import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/budget-calculator')({
  component: () => <PlaceholderPage title="Smart Budget Calculator" subtitle="Plan your advertising budget from your own numbers" empty="Enter your figures to see a recommendation" />,
})
