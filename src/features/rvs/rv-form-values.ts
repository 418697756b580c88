/** The Add/Edit RV form's text state, and how it becomes the API payload (spec §5 'Add RV form'). */
import type { HookupAmps, RvType } from '../../../worker/lib/shared/enums'
import type { AccessibilityFeature } from '../../../worker/lib/shared/rv-amenities'
import type { RvInput } from '../../../worker/modules/rvs/schemas'
import type { Rv } from './queries'
import { numberOrZero, optionalNumber } from '../../lib/form-errors'

export interface RvFormValues {
  name: string
  type: RvType | ''
  sleeps: string
  length: string
  pricePerNight: string
  year: string
  make: string
  model: string
  mileage: string
  imageUrl: string | null
  description: string
  /** One comma-separated text. */
  features: string
  available: boolean
  /** A location's id, '' for none, or null on a new RV until the owner chooses (the first location then). */
  pickupLocationId: string | null
  petsAllowed: boolean
  accessibility: AccessibilityFeature[]
  /** Off: renters request to book and the owner has 24 hours to accept. */
  instantBook: boolean
  /** Campsite needs: the electric hookup ('' none, '30', '50' amp) and the other hookups a site must have. */
  hookupAmps: '' | `${HookupAmps}`
  needsWater: boolean
  needsSewer: boolean
  needsPullThrough: boolean
}

export const emptyRvForm = (): RvFormValues => ({
  name: '',
  type: '',
  sleeps: '',
  length: '',
  pricePerNight: '',
  year: '',
  make: '',
  model: '',
  mileage: '',
  imageUrl: null,
  description: '',
  features: '',
  available: true,
  pickupLocationId: null,
  petsAllowed: false,
  accessibility: [],
  instantBook: true,
  hookupAmps: '',
  needsWater: false,
  needsSewer: false,
  needsPullThrough: false,
})

const text = (value: number | string | null) => (value === null ? '' : String(value))

export const rvToFormValues = (rv: Rv): RvFormValues => ({
  name: rv.name,
  type: rv.type,
  sleeps: text(rv.sleeps),
  length: text(rv.length),
  pricePerNight: rv.pricePerNight,
  year: text(rv.year),
  make: rv.make ?? '',
  model: rv.model ?? '',
  mileage: text(rv.mileage),
  imageUrl: rv.imageUrl,
  description: rv.description ?? '',
  features: rv.features.join(', '),
  available: rv.available,
  pickupLocationId: rv.pickupLocationId ?? '',
  petsAllowed: rv.petsAllowed,
  accessibility: rv.accessibility,
  instantBook: rv.instantBook,
  hookupAmps: rv.hookupAmps === null ? '' : `${rv.hookupAmps}`,
  needsWater: rv.needsWater,
  needsSewer: rv.needsSewer,
  needsPullThrough: rv.needsPullThrough,
})

/** "Solar, , 4x4 " → ['Solar', '4x4'] */
export const splitFeatures = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** The location the form shows chosen: the owner's choice, else (a new RV) their first location, else none. */
export const chosenPickupLocation = (values: RvFormValues, locations: readonly { id: string }[] = []) =>
  values.pickupLocationId ?? locations[0]?.id ?? ''

/**
 * The payload the API and the shared schema read. A blank price stays blank so the schema asks for
 * one, rather than silently listing the RV at $0.00; other unreadable numbers become 0 (spec §5).
 * `turnaroundDays` is not on the form: edits pass the RV's own value so saving keeps it.
 */
export function toRvPayload(
  values: RvFormValues,
  { turnaroundDays, pickupLocationId }: { turnaroundDays?: number; pickupLocationId: string },
): RvInput {
  const price = values.pricePerNight.trim()
  return {
    name: values.name,
    type: values.type as RvType,
    sleeps: numberOrZero(values.sleeps),
    length: optionalNumber(values.length),
    pricePerNight: price === '' ? '' : numberOrZero(price),
    year: optionalNumber(values.year),
    make: values.make,
    model: values.model,
    mileage: optionalNumber(values.mileage),
    imageUrl: values.imageUrl,
    description: values.description,
    features: splitFeatures(values.features),
    available: values.available,
    pickupLocationId,
    petsAllowed: values.petsAllowed,
    accessibility: values.accessibility,
    instantBook: values.instantBook,
    hookupAmps: values.hookupAmps === '' ? null : (Number(values.hookupAmps) as HookupAmps),
    needsWater: values.needsWater,
    needsSewer: values.needsSewer,
    needsPullThrough: values.needsPullThrough,
    ...(turnaroundDays === undefined ? {} : { turnaroundDays }),
  }
}
