import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/marketing')({
  component: () => (
    <PlaceholderPage
      title="Marketing Dashboard"
      subtitle="Campaigns and promotions that bring renters back"
      empty="No campaigns yet"
    />
  ),
})
