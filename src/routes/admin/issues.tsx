import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/issues')({
  component: () => (
    <PlaceholderPage
      title="Issue Management"
      subtitle="Track problems reported from the road until they are resolved"
      empty="No issues reported yet"
    />
  ),
})
