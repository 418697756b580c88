import { useQueries, useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { DEFAULT_SEARCH_RADIUS, type SearchRadius } from '../../../../worker/lib/shared/geo'
import {
  deliveredVenueId,
  HOME_DELIVERY,
  venueDelivery,
  type DeliveryOption,
  type PickupOffer,
} from '../../../../worker/modules/bookings/rules/delivery-options'
import { formatDollars } from '../../../../worker/lib/shared/money'
import type { PublicVenue, Venue } from '../../../../worker/modules/venues/schemas'
import { EmptyState } from '../../../components/empty-state'
import { Spinner } from '../../../components/spinner'
import { deliveryChoicesQuery, nearbyVenuesQuery } from '../queries'
import { DeliveryChoice, milesText } from './delivery-choice'
import { VenueChoice } from './venue-choice'
import { SitePicker } from './site-picker'
import { venueSitesQuery, type PublicSiteItem } from '../site-queries'
import type { TripSite } from './trip'
// Light: MapLibre itself loads only once the map renders (step 2 with venues that have a place).
import { VenueMap } from '../../../components/map/venue-map'

const VENUES_SHOWN = 6

interface DeliveryStepProps {
  zipCode: string
  /** Venues are those within this many miles of the renter or of the RV's pickup location. */
  radius?: SearchRadius
  rvId: string
  rvName: string
  /** Feet, for 'No site here fits a 35 ft RV'. */
  rvLength: number | null
  startDate: string
  endDate: string
  delivery: DeliveryOption | null
  /** The venue and site the trip holds already (back from step 3). */
  venueId: string | null
  site: TripSite | null
  onDeliveryChange: (option: DeliveryOption | null) => void
  /** A partner's venue always comes with one of its sites and an arrival window. */
  onVenue: (venue: Venue | null, site?: TripSite | null) => void
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
 * there: choosing another venue, or none, brings the delivery back to pickup. A venue partner's
 * campground is booked by the site: choosing it shows the sites that fit, then an arrival window.
 * The map and the list show the same venues and the same selection, whichever was tapped.
 */
export default function DeliveryStep({
  zipCode,
  radius = DEFAULT_SEARCH_RADIUS,
  rvId,
  rvName,
  rvLength,
  startDate,
  endDate,
  delivery,
  venueId,
  site,
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
  const [selectedId, setSelectedId] = useState<string | null>(venueId)
  // Delivery to a partner's venue is offered once the renter chooses it (the RV goes to their site).
  const selectedPartner = venues.data?.find((venue) => venue.id === selectedId && venue.listedBy === 'partner')
  const toPartner = useQuery({
    ...deliveryChoicesQuery({ rvId, zipCode, venueId: selectedPartner?.id ?? '' }),
    enabled: selectedPartner !== undefined,
  })
  const mapped = (venues.data ?? []).filter((venue) => venue.latitude !== null && venue.longitude !== null)
  // The partners' sites that fit, asked for at once: each map card names them, and choosing the venue shows them without a wait.
  const partnerIds = mapped.filter((venue) => venue.listedBy === 'partner').map((venue) => venue.id)
  const fitting = useQueries({
    queries: partnerIds.map((id) => venueSitesQuery({ venueId: id, rvId, startDate, endDate })),
    combine: (results) => new Map(partnerIds.map((id, index) => [id, results[index]?.data])),
  })

  const stayAt = (venue: Venue | null, chosenSite: TripSite | null = null) => {
    if (deliveredTo && deliveredTo !== venue?.id) onDeliveryChange(null)
    onVenue(venue, chosenSite)
  }
  const deliverTo = (venue: Venue, option: DeliveryOption, chosenSite: TripSite | null = null) => {
    onDeliveryChange(option)
    onVenue(venue, chosenSite)
  }
  /** A venue tapped on the map: its card (and a partner's sites) comes into view in the list. */
  const selectFromMap = (id: string) => {
    setSelectedId(id)
    requestAnimationFrame(() => document.getElementById(`venue-${id}`)?.scrollIntoView({ block: 'nearest' }))
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
                  label={`Delivery to ${delivery.name}${site && deliveredTo === venueId ? `, site ${site.spotNumber}` : ''}`}
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
          <div className={mapped.length > 0 ? 'grid gap-4 lg:grid-cols-2 lg:items-start' : undefined}>
            {mapped.length > 0 && (
              <VenueMap
                heading={<h3 className="font-semibold">Venues on the map</h3>}
                points={mapped.map((venue) => ({
                  id: venue.id,
                  name: venue.name,
                  latitude: venue.latitude ?? 0,
                  longitude: venue.longitude ?? 0,
                  detail: venueDetail(venue, fitting.get(venue.id)),
                }))}
                selectedId={selectedId}
                onSelect={selectFromMap}
              />
            )}
            <ul className={`grid grid-cols-1 gap-3 sm:grid-cols-2 ${mapped.length > 0 ? '' : 'lg:grid-cols-3'}`}>
              {venues.data.map((venue) => {
                const toVenue = options.find((option) => option.id === venueDelivery(venue.id))
                const selected = selectedId === venue.id
                const onMap = mapped.some((item) => item.id === venue.id)
                return (
                  <Fragment key={venue.id}>
                    <VenueChoice
                      venue={venue}
                      delivery={toVenue}
                      deliveredHere={deliveredTo === venue.id}
                      selected={selected}
                      onShowOnMap={onMap ? () => setSelectedId(venue.id) : undefined}
                      onChooseSite={() => setSelectedId(selected ? null : venue.id)}
                      onStay={() => stayAt(venue)}
                      onDeliver={(option) => deliverTo(venue, option)}
                    />
                    {selected && venue.listedBy === 'partner' && (
                      <li id={`sites-${venue.id}`} className="sm:col-span-2">
                        <SitePicker
                          venue={venue}
                          rvId={rvId}
                          rvLength={rvLength}
                          startDate={startDate}
                          endDate={endDate}
                          chosen={venueId === venue.id ? site : null}
                          delivery={toPartner.data?.options.find((option) => option.id === venueDelivery(venue.id))}
                          onStay={(chosenSite) => stayAt(venue, chosenSite)}
                          onDeliver={(chosenSite, option) => deliverTo(venue, option, chosenSite)}
                        />
                      </li>
                    )}
                  </Fragment>
                )
              })}
            </ul>
          </div>
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

/** What a venue's map card says under its name: a partner's, the sites that fit the RV (once known). */
const venueDetail = (venue: PublicVenue, sites: PublicSiteItem[] | undefined) =>
  [
    venue.location,
    venue.distance !== null ? `${milesText(venue.distance)} from you` : null,
    venue.listedBy === 'owner'
      ? `$${venue.pricePerNight}/night`
      : !sites
        ? 'Campground partner: choose a site'
        : sites.length > 0
          ? `Sites that fit your RV: ${sites.map((site) => site.spotNumber).join(', ')}`
          : 'No site fits your RV on these dates',
  ]
    .filter(Boolean)
    .join(' · ')
