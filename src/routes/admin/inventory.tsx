import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/inventory')({
  component: () => <PlaceholderPage title="RV Fleet Management" subtitle="Manage your RVs, availability and nightly prices" empty="No RVs in your fleet yet" />,
})
