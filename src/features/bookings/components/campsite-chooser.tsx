import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { arrivalWindows, type ArrivalWindow } from '../../../../worker/lib/shared/enums'
import { EnumSelect } from '../../../components/enum-select'
import { FormField } from '../../../components/form-field'
import { Spinner } from '../../../components/spinner'
import { nearbyVenuesQuery } from '../queries'
import { arrivalWindowLabel } from '../site-display'
import { venueSitesQuery } from '../site-queries'
import { SiteOption } from '../wizard/site-picker'

/** A partner's site chosen with the RV: what the quote and the hold take. */
export interface CampsiteChoice {
  venueId: string
  siteId: string
  arrivalWindow: ArrivalWindow
}

export interface CampsiteChooserProps {
  rvId: string
  rvLength: number | null
  startDate: string
  endDate: string
  /** Where the RV is picked up: campgrounds within 100 miles of it are offered. */
  zipCode: string
  onChange: (choice: CampsiteChoice | null) => void
}

/**
 * The listing's booking box: an optional campsite booked with the RV, as step 2 of the wizard
 * offers it. A venue partner's campground near the RV, then one of its sites the RV fits that is
 * free every night, then the arrival window; the choice counts once all three are made.
 */
export default function CampsiteChooser({
  rvId,
  rvLength,
  startDate,
  endDate,
  zipCode,
  onChange,
}: CampsiteChooserProps) {
  const id = useId()
  const venues = useQuery(nearbyVenuesQuery({ limit: 6, rvId, zipCode, radius: 100 }))
  const campgrounds = (venues.data ?? []).filter((venue) => venue.listedBy === 'partner')
  const [venueId, setVenueId] = useState('')
  const [siteId, setSiteId] = useState('')
  const [window, setWindow] = useState<ArrivalWindow | ''>('')
  const sites = useQuery({ ...venueSitesQuery({ venueId, rvId, startDate, endDate }), enabled: venueId !== '' })
  const change = (next: { venueId: string; siteId: string; window: ArrivalWindow | '' }) => {
    setVenueId(next.venueId)
    setSiteId(next.siteId)
    setWindow(next.window)
    onChange(
      next.venueId && next.siteId && next.window
        ? { venueId: next.venueId, siteId: next.siteId, arrivalWindow: next.window }
        : null,
    )
  }

  if (venues.isPending || campgrounds.length === 0) return null
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold">Add a campsite (optional)</legend>
      <FormField label="Campground">
        <select
          className="select w-full"
          value={venueId}
          onChange={(event) => change({ venueId: event.target.value, siteId: '', window })}
        >
          <option value="">No campsite</option>
          {campgrounds.map((venue) => (
            <option key={venue.id} value={venue.id}>
              {venue.name}
              {venue.distance !== null ? ` (${venue.distance} mi)` : ''}
            </option>
          ))}
        </select>
      </FormField>
      {venueId &&
        (sites.isPending ? (
          <Spinner label="Finding the sites that fit..." showLabel />
        ) : sites.isError ? (
          <p role="alert" className="text-sm text-error">
            We could not load this campground’s sites. Choose it again.
          </p>
        ) : sites.data.length === 0 ? (
          <p className="mt-2 text-sm font-medium">
            {rvLength
              ? `No site here fits a ${rvLength} ft RV with these dates.`
              : 'No site here fits this RV with these dates.'}
          </p>
        ) : (
          <>
            <fieldset className="mt-2">
              <legend className="text-sm font-medium">Sites that fit this RV</legend>
              <ul className="mt-1 grid gap-2">
                {sites.data.map((site) => (
                  <SiteOption
                    key={site.id}
                    site={site}
                    name={`${id}-site`}
                    checked={site.id === siteId}
                    onChoose={() => change({ venueId, siteId: site.id, window })}
                  />
                ))}
              </ul>
            </fieldset>
            <FormField label="Arrival window" hint="The campground’s local time">
              <EnumSelect
                values={arrivalWindows}
                labels={arrivalWindowLabel}
                placeholder="Choose a window"
                placeholderDisabled
                value={window}
                onChange={(value) => change({ venueId, siteId, window: value })}
              />
            </FormField>
          </>
        ))}
    </fieldset>
  )
}
