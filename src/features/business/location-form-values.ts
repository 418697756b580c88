/** The pickup location form's state, how it becomes the API payload, and the delivery rule it describes. */
import { DEFAULT_DELIVERY_RULE, type DeliveryRule } from '../../../worker/lib/shared/delivery-rule'
import { formatDollars, fromCents, toCents } from '../../../worker/lib/shared/money'
import type { PickupLocationInput, UsStateCode } from '../../../worker/modules/business/schemas'
import { optionalNumber } from '../../lib/form-errors'
import type { PickupLocation } from './queries'

export interface LocationFormValues {
  name: string
  street: string
  city: string
  state: UsStateCode | ''
  zipCode: string
  /** Degrees as typed; both blank puts the location at its ZIP code's centre. */
  latitude: string
  longitude: string
  openingHours: string
  instructions: string
  delivers: boolean
  deliveryBaseFee: string
  deliveryFreeMiles: string
  deliveryPerMile: string
  deliveryMaxMiles: string
}

export const emptyLocationForm = (): LocationFormValues => ({
  name: '',
  street: '',
  city: '',
  state: '',
  zipCode: '',
  latitude: '',
  longitude: '',
  openingHours: '',
  instructions: '',
  delivers: false,
  deliveryBaseFee: fromCents(DEFAULT_DELIVERY_RULE.baseFeeCents),
  deliveryFreeMiles: String(DEFAULT_DELIVERY_RULE.freeMiles),
  deliveryPerMile: fromCents(DEFAULT_DELIVERY_RULE.perMileCents),
  deliveryMaxMiles: String(DEFAULT_DELIVERY_RULE.maxMiles),
})

export const locationToFormValues = (location: PickupLocation): LocationFormValues => ({
  name: location.name,
  street: location.street,
  city: location.city,
  state: location.state as UsStateCode,
  zipCode: location.zipCode,
  latitude: String(location.latitude),
  longitude: String(location.longitude),
  openingHours: location.openingHours ?? '',
  instructions: location.instructions ?? '',
  delivers: location.delivers,
  deliveryBaseFee: location.deliveryBaseFee,
  deliveryFreeMiles: String(location.deliveryFreeMiles),
  deliveryPerMile: location.deliveryPerMile,
  deliveryMaxMiles: String(location.deliveryMaxMiles),
})

/** Miles as typed: blank (a number input's answer to anything unreadable) is NaN, which the schema refuses. */
const typedNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/** Blank amounts stay blank so the schema asks for them. */
export const toLocationPayload = (values: LocationFormValues): PickupLocationInput => ({
  ...values,
  state: values.state as UsStateCode,
  latitude: optionalNumber(values.latitude),
  longitude: optionalNumber(values.longitude),
  deliveryBaseFee: values.deliveryBaseFee.trim(),
  deliveryPerMile: values.deliveryPerMile.trim(),
  deliveryFreeMiles: typedNumber(values.deliveryFreeMiles),
  deliveryMaxMiles: typedNumber(values.deliveryMaxMiles),
})

/** The rule the form's fields hold, or null while any of them is not a number yet. */
export function formDeliveryRule(values: LocationFormValues): DeliveryRule | null {
  const baseFeeCents = toCents(values.deliveryBaseFee)
  const perMileCents = toCents(values.deliveryPerMile)
  const freeMiles = typedNumber(values.deliveryFreeMiles)
  const maxMiles = typedNumber(values.deliveryMaxMiles)
  if (baseFeeCents === null || perMileCents === null) return null
  if (!Number.isInteger(freeMiles) || !Number.isInteger(maxMiles)) return null
  return { baseFeeCents, freeMiles, perMileCents, maxMiles }
}

/** A location's delivery rule from the API. */
export const locationDeliveryRule = (location: PickupLocation): DeliveryRule => ({
  baseFeeCents: toCents(location.deliveryBaseFee) ?? 0,
  freeMiles: location.deliveryFreeMiles,
  perMileCents: toCents(location.deliveryPerMile) ?? 0,
  maxMiles: location.deliveryMaxMiles,
})

/** 'Delivers up to 90 mi: $30.00 + $1.50/mi after 10 mi'; a rule without per-mile pricing says so plainly. */
export function deliveryRuleText(rule: DeliveryRule) {
  const base = `Delivers up to ${rule.maxMiles} mi: ${formatDollars(rule.baseFeeCents)}`
  return rule.perMileCents === 0 || rule.freeMiles >= rule.maxMiles
    ? `${base} flat`
    : `${base} + ${formatDollars(rule.perMileCents)}/mi after ${rule.freeMiles} mi`
}
