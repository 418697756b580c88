import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/leads')({
  component: () => (
    <div data-testid="leads-page">
      <PlaceholderPage
        title="Lead Management"
        subtitle="Renters who expressed interest in your RVs"
        empty="No leads found"
      />
    </div>
  ),
})
