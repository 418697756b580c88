import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { formatDollars } from '../../../../worker/lib/shared/money'
import type { RvType } from '../../../../worker/lib/shared/enums'
import type { TripCost } from '../../../../worker/modules/budget/rules/trip-cost'
import type { PricingRv } from './queries'

interface TripSummaryProps {
  cost: TripCost
  /** What 'Book this RV' carries to the booking wizard besides the RV. */
  booking: { type: RvType | null; guests: number; nights: number }
  /** The RV type's name, e.g. 'Class C Motorhome'. */
  rvLabel: string
  /** The real RV the rental is priced with; 'loading' while it is looked up; null when there is none. */
  rv: PricingRv | 'loading' | null
  className?: string
}

/** The total, per day and per person (read out again when they change), and what the rental is priced with. */
export function TripSummary({ cost, booking, rvLabel, rv, className = '' }: TripSummaryProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={`card border border-base-300 bg-base-200 ${className}`}>
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          Your estimate
        </h2>
        <div aria-live="polite" aria-atomic="true" className="flex flex-col gap-3">
          <p className="flex flex-col">
            <span className="text-sm text-base-content/75">Estimated total</span>
            <span data-testid="trip-total" className="text-4xl font-extrabold tabular-nums">
              {formatDollars(cost.total)}
            </span>
          </p>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-box bg-base-100 p-3">
              <dt className="text-sm text-base-content/75">Per day</dt>
              <dd data-testid="trip-per-day" className="text-2xl font-bold tabular-nums">
                {formatDollars(cost.costPerDay, { whole: true })}
              </dd>
            </div>
            <div className="rounded-box bg-base-100 p-3">
              <dt className="text-sm text-base-content/75">Per person</dt>
              <dd data-testid="trip-per-person" className="text-2xl font-bold tabular-nums">
                {formatDollars(cost.costPerPerson, { whole: true })}
              </dd>
            </div>
          </dl>
        </div>
        <PricedWith rv={rv} booking={booking} rvLabel={rvLabel} nightlyBaseCents={cost.nightlyBaseCents} />
      </div>
    </section>
  )
}

function PricedWith({
  rv,
  booking,
  rvLabel,
  nightlyBaseCents,
}: Omit<TripSummaryProps, 'cost'> & { nightlyBaseCents: number }) {
  if (rv && rv !== 'loading')
    return (
      <div className="flex flex-wrap items-center justify-between gap-3" data-testid="trip-priced-with">
        <p>
          Priced with <strong>{rv.name}</strong> at {formatDollars(rv.nightlyCents)}/night.
        </p>
        <Link
          to="/book"
          search={{ type: booking.type ?? undefined, guests: booking.guests, nights: booking.nights, rv: rv.id }}
          className="btn btn-primary btn-sm"
        >
          Book this RV
        </Link>
      </div>
    )
  return (
    <p className="text-sm text-base-content/75" data-testid="trip-priced-with">
      {rv === 'loading'
        ? `Looking for a ${rvLabel} in our fleet; meanwhile priced at a typical ${formatDollars(nightlyBaseCents, { whole: true })}/night.`
        : `Priced at a typical ${rvLabel} rate of ${formatDollars(nightlyBaseCents, { whole: true })}/night: none is available to book right now.`}
    </p>
  )
}
