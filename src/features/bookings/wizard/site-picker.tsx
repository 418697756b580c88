import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { arrivalWindows, type ArrivalWindow } from '../../../../worker/lib/shared/enums'
import { formatDollars, formatAmount } from '../../../../worker/lib/shared/money'
import type { DeliveryOption } from '../../../../worker/modules/bookings/rules/delivery-options'
import type { PublicVenue } from '../../../../worker/modules/venues/schemas'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { Spinner } from '../../../components/spinner'
import { venueSitesQuery, type PublicSiteItem } from '../site-queries'
import { arrivalWindowLabel, siteFeatures } from '../site-display'
import { milesText } from './delivery-choice'
import type { TripSite } from './trip'

interface SitePickerProps {
  venue: PublicVenue
  rvId: string
  rvLength: number | null
  startDate: string
  endDate: string
  /** The site the trip holds already, when it is at this venue (back from step 3). */
  chosen: TripSite | null
  /** Delivery to this venue, if the owner offers it. */
  delivery: DeliveryOption | undefined
  onStay: (site: TripSite) => void
  onDeliver: (site: TripSite, option: DeliveryOption) => void
}

/**
 * A partner venue chosen in step 2: the sites that fit the RV and are free every night of the trip
 * (the server's rule, so nothing here guesses), then when the renter arrives. Staying here, or
 * having the RV delivered here, takes both.
 */
export function SitePicker({
  venue,
  rvId,
  rvLength,
  startDate,
  endDate,
  chosen,
  delivery,
  onStay,
  onDeliver,
}: SitePickerProps) {
  const sites = useQuery(venueSitesQuery({ venueId: venue.id, rvId, startDate, endDate }))
  const [siteId, setSiteId] = useState(chosen?.id ?? '')
  const [window, setWindow] = useState<ArrivalWindow | ''>(chosen?.arrivalWindow ?? '')
  const [missing, setMissing] = useState<string | null>(null)
  const headingId = useId()
  const site = sites.data?.find((item) => item.id === siteId)
  const fee = delivery?.feeCents

  const choose = (then: (chosenSite: TripSite) => void) => {
    if (!site || !window) {
      setMissing(!site ? 'Choose a site first.' : 'Choose when you arrive.')
      return
    }
    then({ id: site.id, spotNumber: site.spotNumber, pricePerNight: site.pricePerNight, arrivalWindow: window })
  }

  return (
    <section
      aria-labelledby={headingId}
      className="card border border-primary bg-base-100 p-4"
      data-testid="site-picker"
    >
      <h3 id={headingId} className="text-lg font-semibold">
        Sites at {venue.name}
      </h3>
      <p className="text-sm text-base-content/75">
        Only the sites your RV fits and that are free every night of your trip.
      </p>
      {sites.isPending ? (
        <Spinner label="Finding the sites that fit your RV..." showLabel />
      ) : sites.isError ? (
        <p role="alert" className="alert alert-error mt-3">
          We could not load this venue’s sites. Choose the venue again.
        </p>
      ) : sites.data.length === 0 ? (
        <p className="mt-3 font-medium">
          {rvLength
            ? `No site here fits a ${rvLength} ft RV with these dates.`
            : 'No site here fits this RV with these dates.'}
        </p>
      ) : (
        <>
          <fieldset className="mt-3">
            <legend className="mb-2 font-medium">Choose a site</legend>
            <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {sites.data.map((item) => (
                <SiteOption
                  key={item.id}
                  site={item}
                  name={`site-${venue.id}`}
                  checked={item.id === siteId}
                  onChoose={() => {
                    setSiteId(item.id)
                    setMissing(null)
                  }}
                />
              ))}
            </ul>
          </fieldset>
          <FormField label="Arrival window" hint="The venue’s local time" className="mt-3 max-w-xs">
            <EnumSelect
              values={arrivalWindows}
              labels={arrivalWindowLabel}
              placeholder="Choose a window"
              placeholderDisabled
              value={window}
              onChange={(value) => {
                setWindow(value)
                setMissing(null)
              }}
            />
          </FormField>
          {missing && (
            <p role="alert" className="mt-2 text-sm text-error">
              {missing}
            </p>
          )}
          {delivery && (
            <p className="mt-2 text-sm text-base-content/75">
              {fee == null
                ? delivery.reason
                : `Delivered to your site: ${formatDollars(fee)} (${milesText(delivery.distance)} from the pickup)`}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" onClick={() => choose(onStay)}>
              Book this site
            </button>
            {delivery && fee != null && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => choose((chosenSite) => onDeliver(chosenSite, delivery))}
              >
                Deliver to this site
              </button>
            )}
          </div>
        </>
      )}
    </section>
  )
}

/** One site as a radio card: its number, what it offers and its price a night (also the listing's campsite chooser). */
export function SiteOption({
  site,
  name,
  checked,
  onChoose,
}: {
  site: PublicSiteItem
  name: string
  checked: boolean
  onChoose: () => void
}) {
  return (
    <li>
      <label
        className={`card cursor-pointer flex-row items-start gap-3 border p-3 ${checked ? 'border-primary bg-primary/5' : 'border-base-300'}`}
      >
        <input type="radio" name={name} className="radio radio-primary mt-1" checked={checked} onChange={onChoose} />
        <span className="font-semibold">
          Site {site.spotNumber}
          <span className="block text-sm font-normal text-base-content/75">{siteFeatures(site)}</span>
          <span className="block text-sm font-normal">{formatAmount(site.pricePerNight)}/night</span>
        </span>
      </label>
    </li>
  )
}
