import { createFileRoute, Link } from '@tanstack/react-router'
import { PlaceholderPage } from './-components/placeholder-page'

export const Route = createFileRoute('/admin/advertising')({ component: AdvertisingPage })

function AdvertisingPage() {
  return (
    <div data-testid="advertising-page">
      <PlaceholderPage
        title="Google & Facebook Advertising"
        subtitle="Search and social ad campaigns that bring renters to your fleet"
        empty="No campaigns found"
        actions={
          <Link to="/admin/budget-calculator" className="btn btn-outline btn-sm">
            Smart Budget Calculator
          </Link>
        }
      />
    </div>
  )
}
