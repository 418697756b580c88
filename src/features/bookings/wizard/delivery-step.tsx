import { useQuery } from '@tanstack/react-query'
import { deliveryOptionsFor, type DeliveryOption } from '../../../../worker/modules/bookings/rules/delivery-options'
import { formatDollars } from '../../../../worker/lib/shared/money'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import { EmptyState } from '../../../components/empty-state'
import { Spinner } from '../../../components/spinner'
import { publicVenuesQuery } from '../queries'

const VENUES_SHOWN = 6

interface DeliveryStepProps {
  zipCode: string
  rvId: string
  rvName: string
  delivery: DeliveryOption | null
  onDeliveryChange: (option: DeliveryOption | null) => void
  onVenue: (venue: Venue | null) => void
  onChangeRv: () => void
}

/** Step 2: where the RV meets the renter (options by zip region), and an optional venue. */
export default function DeliveryStep({
  zipCode,
  rvId,
  rvName,
  delivery,
  onDeliveryChange,
  onVenue,
  onChangeRv,
}: DeliveryStepProps) {
  // Only the venues this RV may be booked at: its owner's, taking its length.
  const venues = useQuery(publicVenuesQuery(VENUES_SHOWN, rvId))
  const options = deliveryOptionsFor(zipCode)

  return (
    <div className="mt-6 space-y-8">
      <p className="text-base-content/80">
        Your RV: <strong>{rvName}</strong>
      </p>
      <fieldset>
        <legend className="mb-3 text-xl font-semibold">Delivery location</legend>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <DeliveryChoice
            label="Pick it up from the owner"
            detail="No delivery fee"
            checked={delivery === null}
            onChoose={() => onDeliveryChange(null)}
          />
          {options.map((option) => (
            <DeliveryChoice
              key={option.id}
              label={option.name}
              detail={`${option.address} · ${option.distance === 0 ? 'at your door' : `${option.distance} miles`} · ${formatDollars(option.feeCents)} fee`}
              checked={delivery?.id === option.id}
              onChoose={() => onDeliveryChange(option)}
            />
          ))}
        </div>
      </fieldset>
      <section aria-labelledby="venues-heading">
        <h2 id="venues-heading" className="mb-3 text-xl font-semibold">
          Choose a venue (optional)
        </h2>
        {venues.isPending ? (
          <Spinner label="Loading venues..." showLabel />
        ) : venues.data && venues.data.length > 0 ? (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {venues.data.slice(0, VENUES_SHOWN).map((venue) => (
              <li key={venue.id} className="card border border-base-300 bg-base-100 p-4">
                <h3 className="font-semibold">{venue.name}</h3>
                <p className="text-sm text-base-content/75">{venue.location}</p>
                <p className="mt-1 text-sm">${venue.pricePerNight}/night</p>
                <button
                  type="button"
                  className="btn btn-outline btn-sm mt-3"
                  onClick={() => onVenue(venue)}
                  aria-label={`Choose ${venue.name}`}
                >
                  Choose this venue
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No venues available" />
        )}
      </section>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" className="btn btn-ghost" onClick={onChangeRv}>
          Change RV
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onVenue(null)}>
          Skip &amp; Continue
        </button>
      </div>
    </div>
  )
}

function DeliveryChoice({
  label,
  detail,
  checked,
  onChoose,
}: {
  label: string
  detail: string
  checked: boolean
  onChoose: () => void
}) {
  return (
    // The label's text is in the spans beside the radio, which the rule cannot see through {label}.
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      className={`card cursor-pointer flex-row items-start gap-3 border p-4 ${checked ? 'border-primary bg-primary/5' : 'border-base-300 bg-base-100'}`}
    >
      <input type="radio" name="delivery" className="radio radio-primary mt-1" checked={checked} onChange={onChoose} />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-sm text-base-content/75">{detail}</span>
      </span>
    </label>
  )
}
