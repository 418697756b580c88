import { createFileRoute } from '@tanstack/react-router'
import { PublicLayout } from '../components/public-layout'
import { TripCalculator } from '../features/budget/trip/trip-calculator'
import { useDocumentTitle } from '../lib/use-document-title'

export const Route = createFileRoute('/budget-calculator')({ component: BudgetCalculatorPage })

function BudgetCalculatorPage() {
  useDocumentTitle('Trip Budget Calculator')
  return (
    <PublicLayout>
      <section className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold">Trip Budget Calculator</h1>
        <p className="mt-2 text-base-content/75">
          Estimate what an RV trip costs: rental, campsites, fuel, food and more. Every change updates the total.
        </p>
        <TripCalculator />
      </section>
    </PublicLayout>
  )
}
