import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { POLICY_LABELS } from '../../../../worker/lib/shared/cancellation'
import { EmptyState } from '../../../components/empty-state'
import { Photo } from '../../../components/photo'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Spinner } from '../../../components/spinner'
import { ApiError } from '../../../lib/api'
import { partnerVenueQuery, partnerVenuesQuery, type PartnerVenue } from '../queries'
import { ClosuresSection } from './closures-section'
import { LoadError } from './load-error'
import { SiteCalendar } from './site-calendar'
import { SitesSection } from './sites-section'
import { VenueFormDialog } from './venue-form-dialog'

const placeholder = (
  <svg viewBox="0 0 160 100" className="size-full text-base-content/25" aria-hidden="true" focusable="false">
    <path d="M0 82h160" stroke="currentColor" strokeWidth="2" />
    <path d="M18 82l22-40 22 40zM46 82l18-30 18 30z" fill="currentColor" opacity="0.55" />
    <circle cx="128" cy="28" r="9" fill="currentColor" opacity="0.4" />
  </svg>
)

const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/** The partner's venues as cards, or the one chosen (`venueId`) with its sites, closures and calendar. */
export function VenuesPanel({ venueId }: { venueId: string | null }) {
  const venues = useInfiniteQuery({ ...partnerVenuesQuery(), enabled: venueId === null })
  const [editing, setEditing] = useState<PartnerVenue | 'new' | null>(null)
  const navigate = useNavigate()
  const all = venues.data?.pages.flatMap((page) => page.items) ?? []

  const dialog = (
    <VenueFormDialog
      open={editing !== null}
      venue={editing === 'new' ? null : editing}
      onClose={() => setEditing(null)}
      onAdded={(venue) => void navigate({ to: '/venue-portal', search: { tab: 'venues', venue: venue.id } })}
    />
  )
  if (venueId)
    return (
      <>
        <VenueDetail venueId={venueId} onEdit={setEditing} />
        {dialog}
      </>
    )

  if (venues.isPending) return <Spinner label="Loading your venues..." showLabel className="py-8" />
  if (venues.isError) return <LoadError what="your venues" error={venues.error} onRetry={() => void venues.refetch()} />
  const addButton = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
      Add venue
    </button>
  )
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-bold">Your venues</h2>
        {all.length > 0 && addButton}
      </div>
      {all.length === 0 ? (
        <EmptyState
          title="No venues yet"
          description="Add your campground, RV park or land, then its sites: renters whose RV fits can book them."
          action={addButton}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {all.map((venue) => (
            <li key={venue.id}>
              <VenueCard venue={venue} onEdit={() => setEditing(venue)} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={venues} label="Show more venues" />
      {dialog}
    </>
  )
}

function VenueCard({ venue, onEdit }: { venue: PartnerVenue; onEdit: () => void }) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="card h-full overflow-hidden border border-base-300 bg-base-100">
      <Photo src={venue.imageUrl} alt={venue.name} placeholder={placeholder} />
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="card-title text-lg break-words">
              {venue.name}
            </h3>
            <p className="text-sm text-base-content/75">{venue.location}</p>
          </div>
          <span className={`badge shrink-0 ${venue.available ? 'badge-success' : 'badge-neutral'}`}>
            {venue.available ? 'Available' : 'Unavailable'}
          </span>
        </div>
        <p className="text-sm">{POLICY_LABELS[venue.cancellationPolicy]} cancellation policy</p>
        <div className="card-actions mt-auto grid grid-cols-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={onEdit}>
            Edit<span className="sr-only"> {venue.name}</span>
          </button>
          <Link to="/venue-portal" search={{ tab: 'venues', venue: venue.id }} className="btn btn-primary btn-sm">
            Manage sites<span className="sr-only"> at {venue.name}</span>
          </Link>
        </div>
      </div>
    </article>
  )
}

function VenueDetail({ venueId, onEdit }: { venueId: string; onEdit: (venue: PartnerVenue) => void }) {
  const found = useQuery({ ...partnerVenueQuery(venueId), retry: (count, error) => !isNotFound(error) && count < 2 })
  const back = (
    <Link to="/venue-portal" search={{ tab: 'venues' }} className="link self-start text-sm">
      ← All venues
    </Link>
  )
  if (found.isPending) return <Spinner label="Loading the venue..." showLabel className="py-8" />
  if (found.isError)
    return isNotFound(found.error) ? (
      <EmptyState
        headingLevel={2}
        title="Venue not found"
        description="It may have been removed, or it belongs to another account."
        action={back}
      />
    ) : (
      <LoadError what="the venue" error={found.error} onRetry={() => void found.refetch()} />
    )
  const venue = found.data
  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-2xl font-bold break-words">{venue.name}</h2>
          <p className="text-base-content/75">
            {venue.location} · {POLICY_LABELS[venue.cancellationPolicy]} cancellation policy
            {!venue.available && ' · Unavailable'}
          </p>
          <p className="mt-1 text-sm">
            <span className="font-semibold">Gate instructions: </span>
            {venue.gateInstructions ?? 'None yet (shown to the owner delivering an RV once a stay is paid)'}
          </p>
        </div>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => onEdit(venue)}>
          Edit venue
        </button>
      </div>
      <SitesSection venue={venue} />
      <ClosuresSection venue={venue} />
      <SiteCalendar venue={venue} />
    </div>
  )
}
