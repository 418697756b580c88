import { createFileRoute, Link } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/advertising')({
  component: () => (
    <div data-testid="advertising-page">
      <PlaceholderPage title="Google & Facebook Advertising" subtitle="Search and social ad campaigns for your fleet" empty="No campaigns found" />
      <Link to="/admin/budget-calculator" className="link link-primary mt-4 inline-block">
        Plan a budget with the Smart Budget Calculator
      </Link>
    </div>
  ),
})
