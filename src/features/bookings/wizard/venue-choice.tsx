import type { DeliveryOption } from '../../../../worker/modules/bookings/rules/delivery-options'
import { formatDollars } from '../../../../worker/lib/shared/money'
import type { PublicVenue } from '../../../../worker/modules/venues/schemas'
import { milesText } from './delivery-choice'

interface VenueChoiceProps {
  venue: PublicVenue
  /** Delivery to this venue, if the owner offers it (priced, or beyond their reach with the reason). */
  delivery: DeliveryOption | undefined
  /** Whether the trip's delivery goes here. */
  deliveredHere: boolean
  /** Chosen on the map or in the list: the card is marked, and a partner's venue shows its sites. */
  selected: boolean
  /** Marks the venue on the map, when there is a map and the venue is on it. */
  onShowOnMap?: () => void
  /** A partner's venue: shows its sites that fit. */
  onChooseSite: () => void
  onStay: () => void
  onDeliver: (option: DeliveryOption) => void
}

/**
 * A venue near the trip in step 2: how far it is, what a night costs, and what delivery here costs.
 * A venue partner's campground is booked by the site, so its card leads to the sites that fit.
 */
export function VenueChoice({
  venue,
  delivery,
  deliveredHere,
  selected,
  onShowOnMap,
  onChooseSite,
  onStay,
  onDeliver,
}: VenueChoiceProps) {
  const fee = delivery?.feeCents
  const partner = venue.listedBy === 'partner'
  const distance = venue.distance !== null ? `${milesText(venue.distance)} from you · ` : ''
  return (
    <li
      id={`venue-${venue.id}`}
      data-testid="venue-choice"
      className={`card border p-4 ${deliveredHere || selected ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'}`}
    >
      <h3 className="font-semibold">{venue.name}</h3>
      <p className="text-sm text-base-content/75">{venue.location}</p>
      <p className="mt-1 text-sm">
        {partner ? `${distance}Campground partner · booked by the site` : `${distance}$${venue.pricePerNight}/night`}
      </p>
      {delivery && !partner && (
        <p className="mt-1 text-sm text-base-content/75">
          {fee == null
            ? delivery.reason
            : `Delivered here: ${formatDollars(fee)} (${milesText(delivery.distance)} from the pickup)`}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {partner ? (
          <button
            type="button"
            className={`btn btn-sm ${selected ? 'btn-primary' : 'btn-outline'}`}
            aria-expanded={selected}
            aria-controls={selected ? `sites-${venue.id}` : undefined}
            onClick={onChooseSite}
            aria-label={`Choose a site at ${venue.name}`}
          >
            Choose a site
          </button>
        ) : (
          <>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={onStay}
              aria-label={`Choose ${venue.name}`}
            >
              Choose this venue
            </button>
            {delivery && fee != null && (
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => onDeliver(delivery)}
                aria-label={`Deliver to ${venue.name} and stay there`}
              >
                Deliver here
              </button>
            )}
          </>
        )}
        {onShowOnMap && (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            aria-pressed={selected}
            onClick={onShowOnMap}
            aria-label={`Show ${venue.name} on the map`}
          >
            On the map
          </button>
        )}
      </div>
    </li>
  )
}
