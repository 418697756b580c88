/** The Add/Edit Venue form's text state and its API payload (spec §5 'Venue form'). */
import type { VenueInput } from '../../../worker/modules/venues/schemas'
import type { Venue } from './queries'
import { numberOrZero, optionalNumber } from '../../lib/form-errors'

export interface VenueFormValues {
  name: string
  location: string
  description: string
  pricePerNight: string
  capacity: string
  maxRvLength: string
  latitude: string
  longitude: string
  imageUrl: string | null
  /** One comma-separated text. */
  amenities: string
  available: boolean
}

export const emptyVenueForm = (): VenueFormValues => ({
  name: '',
  location: '',
  description: '',
  pricePerNight: '',
  capacity: '',
  maxRvLength: '',
  latitude: '',
  longitude: '',
  imageUrl: null,
  amenities: '',
  available: true,
})

const text = (value: number | null) => (value === null ? '' : String(value))

export const venueToFormValues = (venue: Venue): VenueFormValues => ({
  name: venue.name,
  location: venue.location,
  description: venue.description ?? '',
  pricePerNight: venue.pricePerNight,
  capacity: String(venue.capacity),
  maxRvLength: text(venue.maxRvLength),
  latitude: text(venue.latitude),
  longitude: text(venue.longitude),
  imageUrl: venue.imageUrl,
  amenities: venue.amenities.join(', '),
  available: venue.available,
})

/** "Water, , Wi-Fi " → ['Water', 'Wi-Fi'] */
export const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/**
 * The payload the API and the shared schema read. A blank capacity becomes 0, which the schema
 * refuses (spec §5); blank optional numbers stay empty. A blank price stays blank so the schema
 * asks for one rather than listing the venue at $0.00.
 */
export const toVenuePayload = (values: VenueFormValues): VenueInput => ({
  name: values.name,
  location: values.location,
  description: values.description,
  pricePerNight: values.pricePerNight.trim() === '' ? '' : numberOrZero(values.pricePerNight),
  capacity: numberOrZero(values.capacity),
  maxRvLength: optionalNumber(values.maxRvLength),
  latitude: optionalNumber(values.latitude),
  longitude: optionalNumber(values.longitude),
  imageUrl: values.imageUrl,
  amenities: splitList(values.amenities),
  available: values.available,
})
