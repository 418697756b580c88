/** The parking spot form's text state and its API payload. */
import type { ParkingSpotSize } from '../../../worker/lib/shared/enums'
import type { SpotInput } from '../../../worker/modules/venues/schemas'
import type { ParkingSpot } from './queries'
import { numberOrZero } from '../../lib/form-errors'
import { splitList } from './venue-form-values'

export interface SpotFormValues {
  spotNumber: string
  size: ParkingSpotSize
  /** One comma-separated text. */
  utilities: string
  pricePerNight: string
  available: boolean
}

export const emptySpotForm = (): SpotFormValues => ({
  spotNumber: '',
  size: 'medium',
  utilities: '',
  pricePerNight: '',
  available: true,
})

export const spotToFormValues = (spot: ParkingSpot): SpotFormValues => ({
  spotNumber: spot.spotNumber,
  size: spot.size,
  utilities: spot.utilities.join(', '),
  pricePerNight: spot.pricePerNight,
  available: spot.available,
})

/** Adding spots in a row: only the number changes from one to the next. */
export const nextSpotForm = (values: SpotFormValues): SpotFormValues => ({ ...values, spotNumber: '' })

export const toSpotPayload = (values: SpotFormValues): SpotInput => ({
  spotNumber: values.spotNumber,
  size: values.size,
  utilities: splitList(values.utilities),
  pricePerNight: values.pricePerNight.trim() === '' ? '' : numberOrZero(values.pricePerNight),
  available: values.available,
})

export const spotSizeLabel = (size: ParkingSpotSize) => size.charAt(0).toUpperCase() + size.slice(1)
