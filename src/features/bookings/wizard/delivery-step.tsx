import { useQuery } from '@tanstack/react-query'
import { DEFAULT_SEARCH_RADIUS, type SearchRadius } from '../../../../worker/lib/shared/geo'
import {
  deliveredVenueId,
  HOME_DELIVERY,
  venueDelivery,
  type DeliveryOption,
  type PickupOffer,
} from '../../../../worker/modules/bookings/rules/delivery-options'
import { formatDollars } from '../../../../worker/lib/shared/money'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import { EmptyState } from '../../../components/empty-state'
import { Spinner } from '../../../components/spinner'
import { deliveryChoicesQuery, nearbyVenuesQuery } from '../queries'
import { DeliveryChoice, milesText } from './delivery-choice'
import { VenueChoice } from './venue-choice'

const VENUES_SHOWN = 6

interface DeliveryStepProps {
  zipCode: string
  /** Venues are those within this many miles of the renter or of the RV's pickup location. */
  radius?: SearchRadius
  rvId: string
  rvName: string
  delivery: DeliveryOption | null
  onDeliveryChange: (option: DeliveryOption | null) => void
  onVenue: (venue: Venue | null) => void
  onChangeRv: () => void
}

/** The pickup as a choice: where, how far from the renter, when; free. Without a pickup location the owner says where. */
const pickupChoice = (pickup: PickupOffer | null) =>
  pickup
    ? {
        label: `Pick it up at ${pickup.name}`,
        detail: `${pickup.address} · ${milesText(pickup.distance)} from you · Free`,
        note: [pickup.openingHours, pickup.instructions].filter(Boolean).join(' · ') || null,
      }
    : {
        label: 'Pick it up from the owner',
        detail: 'The owner tells you where · distance unknown · Free',
        note: null,
      }

/** What delivery to the renter's zip costs from the pickup, or why it is not offered. */
const homeDetail = (home: DeliveryOption) =>
  home.feeCents === null
    ? `${milesText(home.distance)} from the pickup location`
    : `${milesText(home.distance)} from the pickup location to your zip code · ${formatDollars(home.feeCents)}`

/**
 * Step 2: where the RV meets the renter (pickup, or delivery priced by distance from the RV's
 * pickup location) and an optional venue near the trip. Delivery to a venue goes with staying
 * there: choosing another venue, or none, brings the delivery back to pickup.
 */
export default function DeliveryStep({
  zipCode,
  radius = DEFAULT_SEARCH_RADIUS,
  rvId,
  rvName,
  delivery,
  onDeliveryChange,
  onVenue,
  onChangeRv,
}: DeliveryStepProps) {
  const choices = useQuery(deliveryChoicesQuery({ rvId, zipCode }))
  const venues = useQuery(nearbyVenuesQuery({ limit: VENUES_SHOWN, rvId, zipCode, radius }))
  const options = choices.data?.options ?? []
  const home = options.find((option) => option.id === HOME_DELIVERY)
  const pickup = pickupChoice(choices.data?.pickup ?? null)
  const deliveredTo = delivery && deliveredVenueId(delivery.id)

  const stayAt = (venue: Venue | null) => {
    if (deliveredTo && deliveredTo !== venue?.id) onDeliveryChange(null)
    onVenue(venue)
  }
  const deliverTo = (venue: Venue, option: DeliveryOption) => {
    onDeliveryChange(option)
    onVenue(venue)
  }

  return (
    <div className="mt-6 space-y-8">
      <p className="text-base-content/80">
        Your RV: <strong>{rvName}</strong>
      </p>
      <fieldset>
        <legend className="mb-3 text-xl font-semibold">Delivery location</legend>
        {choices.isPending ? (
          <Spinner label="Finding where this RV meets you..." showLabel />
        ) : choices.isError ? (
          <p role="alert" className="alert alert-error">
            We could not load this RV’s pickup and delivery options. Go back and choose the RV again.
          </p>
        ) : (
          <>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <DeliveryChoice {...pickup} checked={delivery === null} onChoose={() => onDeliveryChange(null)} />
              {home && (
                <DeliveryChoice
                  label="Delivery to your address"
                  detail={homeDetail(home)}
                  note={home.reason ?? 'Priced again for your exact address in the next step'}
                  checked={delivery?.id === HOME_DELIVERY}
                  disabled={home.feeCents === null}
                  onChoose={() => onDeliveryChange(home)}
                />
              )}
              {delivery && deliveredTo && (
                <DeliveryChoice
                  label={`Delivery to ${delivery.name}`}
                  detail={`${milesText(delivery.distance)} from the pickup location · ${formatDollars(delivery.feeCents ?? 0)}`}
                  note="With your stay at this venue"
                  checked
                  onChoose={() => onDeliveryChange(delivery)}
                />
              )}
            </div>
            {options.length === 0 && (
              <p className="mt-3 text-sm text-base-content/75">
                {choices.data.pickup
                  ? 'This owner offers pickup only: no delivery from this location.'
                  : 'This RV has no pickup location yet: the owner tells you where to collect it, and it is not delivered.'}
              </p>
            )}
          </>
        )}
      </fieldset>
      <section aria-labelledby="venues-heading">
        <h2 id="venues-heading" className="mb-3 text-xl font-semibold">
          Choose a venue (optional)
        </h2>
        {venues.isPending ? (
          <Spinner label="Loading venues..." showLabel />
        ) : venues.data && venues.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {venues.data.map((venue) => (
              <VenueChoice
                key={venue.id}
                venue={venue}
                delivery={options.find((option) => option.id === venueDelivery(venue.id))}
                deliveredHere={deliveredTo === venue.id}
                onStay={() => stayAt(venue)}
                onDeliver={(option) => deliverTo(venue, option)}
              />
            ))}
          </ul>
        ) : (
          <EmptyState
            title="No venues available"
            description={`None within ${radius} miles of ${zipCode} or of this RV’s pickup location.`}
          />
        )}
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn btn-ghost" onClick={onChangeRv}>
          Change RV
        </button>
        <button type="button" className="btn btn-primary" onClick={() => stayAt(null)}>
          Skip &amp; Continue
        </button>
      </div>
    </div>
  )
}
