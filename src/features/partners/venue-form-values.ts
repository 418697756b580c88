/** The partner's Add/Edit venue form: its text state and its API payload. */
import type { CancellationPolicyName } from '../../../worker/lib/shared/cancellation'
import type { PartnerVenueInput } from '../../../worker/modules/partners/schemas'
import { numberOrZero, optionalNumber } from '../../lib/form-errors'
import type { PartnerVenue } from './queries'

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
  gateInstructions: string
  cancellationPolicy: CancellationPolicyName
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
  gateInstructions: '',
  cancellationPolicy: 'moderate',
})

const text = (value: number | null) => (value === null ? '' : String(value))

export const venueToFormValues = (venue: PartnerVenue): VenueFormValues => ({
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
  gateInstructions: venue.gateInstructions ?? '',
  cancellationPolicy: venue.cancellationPolicy,
})

/** "Water, , Wi-Fi " → ['Water', 'Wi-Fi'] */
const splitList = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** A blank price stays blank so the schema asks for one; a blank capacity becomes 0, which it refuses. */
export const toVenuePayload = (values: VenueFormValues): PartnerVenueInput => ({
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
  gateInstructions: values.gateInstructions,
  cancellationPolicy: values.cancellationPolicy,
})
