import { createFileRoute, Link } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/budget-calculator')({ component: SmartBudgetCalculatorPage })

function SmartBudgetCalculatorPage() {
  return (
    <PlaceholderPage
      title="Smart Budget Calculator"
      subtitle="Plan your advertising budget from your own numbers"
      empty="Budget recommendations are on their way"
      emptyDescription="Soon you will enter your revenue, booking value and goals here and see a daily budget per ad platform."
      actions={
        <Link to="/admin/advertising" className="btn btn-outline btn-sm">
          Advertising
        </Link>
      }
    />
  )
}
