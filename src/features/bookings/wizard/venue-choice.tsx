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
  onStay: () => void
  onDeliver: (option: DeliveryOption) => void
}

/** A venue near the trip in step 2: how far it is, what a night costs, and what delivery here costs. */
export function VenueChoice({ venue, delivery, deliveredHere, onStay, onDeliver }: VenueChoiceProps) {
  const fee = delivery?.feeCents
  return (
    <li className={`card border p-4 ${deliveredHere ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'}`}>
      <h3 className="font-semibold">{venue.name}</h3>
      <p className="text-sm text-base-content/75">{venue.location}</p>
      <p className="mt-1 text-sm">
        {venue.distance !== null && `${milesText(venue.distance)} from you · `}${venue.pricePerNight}/night
      </p>
      {delivery && (
        <p className="mt-1 text-sm text-base-content/75">
          {fee == null
            ? delivery.reason
            : `Delivered here: ${formatDollars(fee)} (${milesText(delivery.distance)} from the pickup)`}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline btn-sm" onClick={onStay} aria-label={`Choose ${venue.name}`}>
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
      </div>
    </li>
  )
}
