import { useId } from 'react'
import type { Venue } from '../queries'
import { formatDollars } from '../../../../worker/lib/shared/money'
import { priceCents } from '../venue-filter'
import { VenueImage } from './venue-image'

const AMENITIES_SHOWN = 3

const SELECTED_RING = { boxShadow: '0 0 0 2px var(--color-primary)' }

/** The card's element id, so a marker chosen on the map can bring its card into view. */
export const venueCardId = (venueId: string) => `venue-card-${venueId}`

interface VenueCardProps {
  venue: Venue
  onEdit: (venue: Venue) => void
  onManageSpots: (venue: Venue) => void
  /** Chosen on the map (or with 'Show on map'): the card is marked, and its marker on the map. */
  selected?: boolean
  /** Only for a venue with a latitude and longitude. */
  onShowOnMap?: (venue: Venue) => void
}

/** One venue as spec §2 describes the card, with the owner's Edit and Manage spots. */
export function VenueCard({ venue, onEdit, onManageSpots, selected = false, onShowOnMap }: VenueCardProps) {
  const headingId = useId()
  const extraAmenities = venue.amenities.length - AMENITIES_SHOWN
  return (
    <article
      id={venueCardId(venue.id)}
      aria-labelledby={headingId}
      aria-current={selected || undefined}
      className={`card overflow-hidden border bg-base-100 shadow-sm ${selected ? 'border-primary' : 'border-base-300'}`}
      // Inline, so the marked card adds nothing to the stylesheet every page loads.
      style={selected ? SELECTED_RING : undefined}
    >
      <VenueImage src={venue.imageUrl} alt={venue.name} />
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={headingId} className="card-title text-lg leading-snug break-words">
              {venue.name}
            </h3>
            <p className="text-sm text-base-content/75">{venue.location}</p>
          </div>
          <span className={`badge shrink-0 ${venue.available ? 'badge-success' : 'badge-neutral'}`}>
            {venue.available ? 'Available' : 'Unavailable'}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-base-content/75">Capacity</dt>
            <dd className="font-medium">{venue.capacity.toLocaleString('en-US')} RVs</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/75">Max RV length</dt>
            <dd className="font-medium">{venue.maxRvLength === null ? 'Any' : `${venue.maxRvLength} ft`}</dd>
          </div>
        </dl>
        {venue.amenities.length > 0 && (
          <div className="space-y-1.5">
            <ul aria-label="Amenities" className="flex flex-wrap gap-1.5">
              {venue.amenities.slice(0, AMENITIES_SHOWN).map((amenity, index) => (
                <li key={`${index}-${amenity}`} className="badge badge-outline badge-sm">
                  {amenity}
                </li>
              ))}
            </ul>
            {extraAmenities > 0 && <p className="text-xs text-base-content/75">+{extraAmenities} more amenities</p>}
          </div>
        )}
        <p className="mt-auto pt-1">
          <span className="text-xl font-bold">{formatDollars(priceCents(venue))}</span>
          <span className="text-sm text-base-content/75">/night</span>
        </p>
        <div className="card-actions grid grid-cols-2">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => onEdit(venue)}>
            Edit<span className="sr-only"> {venue.name}</span>
          </button>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => onManageSpots(venue)}>
            Manage spots<span className="sr-only"> for {venue.name}</span>
          </button>
          {onShowOnMap && (
            <button
              type="button"
              className="btn btn-ghost btn-sm col-span-2"
              aria-pressed={selected}
              onClick={() => onShowOnMap(venue)}
            >
              Show on map<span className="sr-only">: {venue.name}</span>
            </button>
          )}
        </div>
      </div>
    </article>
  )
}
