import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { RV_TYPE_LABELS, type Rv } from '../../../../worker/modules/rvs/schemas'
import { formatAmount, formatDollars } from '../../../../worker/lib/shared/money'
import { rvPriceCents } from '../fleet-filter'
import type { RvDetailTabs } from './rv-details-dialog'
import { RvImage } from './rv-image'

// The owner's details stay out of the renters' wizard, which shows the same card.
const RvDetailsDialog = lazy(() => import('./rv-details-dialog'))

const FEATURES_SHOWN = 3

/** The stay a renter searched, priced: the all-in total is the price they compare. */
export interface AllInPrice {
  total: string
  nightlyAverage: string
  nights: number
}

interface RvCardProps {
  rv: Rv
  /** In the renters' results: the total for their dates with every mandatory fee and tax, shown first. */
  allIn?: AllInPrice
  /** In the renters' results: where the RV waits (its distance, its pickup town, delivery). */
  place?: ReactNode
  /** Shows 'Select This RV' (the public booking wizard). */
  onSelect?: (rv: Rv) => void
  /** Extra buttons under the card, e.g. the owner's Edit / Remove. */
  actions?: ReactNode
  /** Shows 'Details' with these tabs (its maintenance and calendar sync): the owner's cards only. */
  detailTabs?: RvDetailTabs
  /** In the renters' results: a link to the RV's listing page (photos, calendar, reviews). */
  listingLink?: boolean
  headingLevel?: 2 | 3 | 4
}

/** One RV as spec §2 describes the card; shared by the fleet page and the booking wizard (through its route). */
export function RvCard({
  rv,
  allIn,
  place,
  onSelect,
  actions,
  detailTabs,
  listingLink = false,
  headingLevel = 3,
}: RvCardProps) {
  const headingId = useId()
  const [detailsOpen, setDetailsOpen] = useState(false)
  const Heading = `h${headingLevel}` as const
  const extraFeatures = rv.features.length - FEATURES_SHOWN
  return (
    <article
      aria-labelledby={headingId}
      className="card w-full overflow-hidden border border-base-300 bg-base-100 shadow-sm"
    >
      <RvImage src={rv.imageUrl} alt={rv.name} />
      {/* daisyUI lets every <p> in a card body grow; grow-0 keeps the gap above the price instead. */}
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <Heading id={headingId} className="card-title text-lg leading-snug break-words">
            {rv.name}
          </Heading>
          <span className={`badge shrink-0 ${rv.available ? 'badge-success' : 'badge-neutral'}`}>
            {rv.available ? 'Available' : 'Unavailable'}
          </span>
        </div>
        <p className="flex grow-0 flex-wrap gap-x-2 text-sm text-base-content/75">
          <span>{RV_TYPE_LABELS[rv.type]}</span>
          <span aria-hidden="true">·</span>
          <span>Sleeps {rv.sleeps}</span>
          {rv.length !== null && (
            <>
              <span aria-hidden="true">·</span>
              <span>{rv.length} ft</span>
            </>
          )}
        </p>
        {place}
        {rv.description && <p className="line-clamp-3 grow-0 text-sm">{rv.description}</p>}
        {rv.features.length > 0 && (
          <ul aria-label="Features" className="flex flex-wrap gap-1.5">
            {rv.features.slice(0, FEATURES_SHOWN).map((feature, index) => (
              <li key={`${index}-${feature}`} className="badge badge-outline badge-sm">
                {feature}
              </li>
            ))}
            {extraFeatures > 0 && <li className="badge badge-ghost badge-sm">+{extraFeatures} more</li>}
          </ul>
        )}
        <VehicleLine rv={rv} />
        {allIn ? (
          <AllInLine price={allIn} />
        ) : (
          <p className="mt-auto grow-0 pt-1">
            <span className="text-xl font-bold">{formatDollars(rvPriceCents(rv))}</span>
            <span className="text-sm text-base-content/75">/night</span>
          </p>
        )}
        {(onSelect || actions || detailTabs || listingLink) && (
          <div className="card-actions items-center">
            {listingLink && (
              <Link
                to="/rvs/$slug"
                params={{ slug: rv.slug }}
                className="btn btn-outline btn-primary btn-block"
                aria-describedby={headingId}
              >
                View listing
              </Link>
            )}
            {onSelect && (
              <button
                type="button"
                className="btn btn-primary btn-block"
                aria-describedby={headingId}
                onClick={() => onSelect(rv)}
              >
                Select This RV
              </button>
            )}
            {detailTabs && (
              <button
                type="button"
                className="btn btn-outline btn-primary btn-sm btn-block"
                onClick={() => setDetailsOpen(true)}
              >
                Details<span className="sr-only"> of {rv.name}</span>
              </button>
            )}
            {actions}
          </div>
        )}
      </div>
      {detailTabs && (
        <Suspense fallback={null}>
          <RvDetailsDialog rv={detailsOpen ? rv : null} tabs={detailTabs} onClose={() => setDetailsOpen(false)} />
        </Suspense>
      )}
    </article>
  )
}

/** '$1,671.43 total' first, then the nightly average and what the total includes. */
function AllInLine({ price }: { price: AllInPrice }) {
  return (
    <div className="mt-auto grow-0 pt-1" data-testid="all-in-price">
      <p>
        <span className="text-xl font-bold">{formatAmount(price.total)}</span>
        <span className="text-sm text-base-content/75"> total</span>
      </p>
      <p className="text-sm text-base-content/75">
        {formatAmount(price.nightlyAverage)}/night avg · {price.nights} {price.nights === 1 ? 'night' : 'nights'}, fees
        and taxes included
      </p>
    </div>
  )
}

/** '2023 Airstream Interstate • 1,200 miles', only when year, make and model are all known. */
function VehicleLine({ rv }: { rv: Rv }) {
  if (rv.year === null || !rv.make || !rv.model) return null
  const miles = rv.mileage === null ? '' : ` • ${rv.mileage.toLocaleString('en-US')} miles`
  return <p className="grow-0 text-xs text-base-content/75">{`${rv.year} ${rv.make} ${rv.model}${miles}`}</p>
}
