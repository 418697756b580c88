import { useQuery } from '@tanstack/react-query'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { rvPricingQuery } from '../queries'
import { RvRatesForm } from './rv-rates-form'
import { RvSeasons } from './rv-seasons'

/** An RV's 'Pricing' tab in its details: its rate rules, then its seasons. */
export function RvPricingPanel({ rvId }: { rvId: string }) {
  const pricing = useQuery(rvPricingQuery(rvId))
  if (pricing.isPending) return <Spinner label="Loading pricing..." showLabel className="w-full justify-center py-10" />
  if (pricing.isError)
    return (
      <div role="alert" className="alert alert-error text-sm">
        <span>{errorMessage(pricing.error, 'The pricing could not be loaded.')}</span>
        <button type="button" className="btn btn-sm" onClick={() => void pricing.refetch()}>
          Try again
        </button>
      </div>
    )
  return (
    <div className="flex flex-col gap-6">
      <RvRatesForm rvId={rvId} pricing={pricing.data} />
      <RvSeasons rvId={rvId} seasons={pricing.data.seasons} />
    </div>
  )
}
