import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { DEFAULT_TRIP, RV_TYPE_INFO, tripCost, type TripInput } from '../../../../worker/modules/budget/rules/trip-cost'
import { BreakdownChart } from './breakdown-chart'
import { breakdownLines } from './breakdown-lines'
import { CostBreakdown } from './cost-breakdown'
import { pricingRvQuery } from './queries'
import { TripInputs } from './trip-inputs'
import { TRIP_RV_TYPE_LABELS } from './trip-labels'
import { TripSummary } from './trip-summary'
import { TripTips } from './trip-tips'
import { tripTips } from './trip-tips-text'

/**
 * The renter's Trip Budget Calculator (spec §2, §9): every input change recomputes at once. A real
 * RV of the chosen type, once found, sets the nightly base; until then, or without one, the type's
 * base price does. On a phone the estimate comes first, then the inputs; on a wide screen the
 * inputs stay on the left beside the figures.
 */
export function TripCalculator() {
  const [trip, setTrip] = useState<TripInput>(DEFAULT_TRIP)
  const type = RV_TYPE_INFO[trip.rvType]
  const pricing = useQuery(pricingRvQuery(type.fleetType))
  const rv = type.fleetType && pricing.isPending ? 'loading' : (pricing.data ?? null)
  const cost = tripCost(trip, { nightlyOverrideCents: rv === 'loading' ? null : rv?.nightlyCents })
  const lines = breakdownLines(trip, cost)

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
      <TripSummary
        cost={cost}
        booking={{ type: type.fleetType, guests: trip.numberOfPeople, nights: trip.tripDuration }}
        rvLabel={TRIP_RV_TYPE_LABELS[trip.rvType]}
        rv={rv}
        className="lg:col-start-2"
      />
      <TripInputs
        trip={trip}
        onChange={(changes) => setTrip((current) => ({ ...current, ...changes }))}
        className="lg:col-start-1 lg:row-span-2 lg:row-start-1"
      />
      <div className="flex min-w-0 flex-col gap-6 lg:col-start-2">
        <CostBreakdown lines={lines} total={cost.total} />
        <BreakdownChart lines={lines} total={cost.total} />
        <TripTips tips={tripTips(trip, cost)} />
      </div>
    </div>
  )
}
