/**
 * The owner's business profile and pickup locations, shared by the API and the admin's forms
 * (/api/business). Valibot only: the ZIP code's reality is checked by the server alone, whose list
 * of codes stays out of the browser.
 */
import * as v from 'valibot'
import { timeZoneSchema } from '../../lib/shared/dates'
import { DEFAULT_DELIVERY_RULE, DELIVERY_RULE_LIMITS } from '../../lib/shared/delivery-rule'
import {
  emailAddress,
  fieldProblems,
  formObject,
  optionalCoordinate,
  isMediaUrl,
  optionalPhone,
  optionalText,
  requiredText,
  wholeNumber,
} from '../../lib/shared/fields'
import { formatDollars, fromCents, moneySchema } from '../../lib/shared/money'
import { usStateCodes } from '../../lib/shared/us-states'

export const BUSINESS_LIMITS = {
  /** Pickup locations per owner: a bound on the list answered whole, far past any fleet's needs. */
  pickupLocations: 50,
  /** A delivery rule's free and maximum miles. */
  miles: DELIVERY_RULE_LIMITS.miles,
} as const

/** Left out, null or '' is none; anything else must be an email address. */
const optionalEmail = v.optional(
  v.pipe(
    v.nullable(v.string('Support email must be text')),
    v.transform((value) => value?.trim() || null),
    v.nullable(emailAddress),
  ),
  null,
)

/**
 * Only an image uploaded here: emails and receipts show the logo, and one hosted elsewhere would
 * tell its host who opened them.
 */
const uploadedLogo = v.optional(
  v.pipe(
    v.nullable(
      v.pipe(v.string('Logo must be an uploaded image'), v.trim(), v.maxLength(2048, 'Logo address is too long')),
    ),
    v.transform((value) => value || null),
    v.check((url) => url === null || isMediaUrl(url), 'Logo must be an image uploaded here, not a link'),
  ),
  null,
)

/** PUT /api/business/profile: the name and logo emails and receipts carry, how renters reach the business, its time zone. */
export const businessProfileSchema = formObject({
  name: requiredText('Business name', 120),
  logoUrl: uploadedLogo,
  phone: optionalPhone('Phone'),
  supportEmail: optionalEmail,
  timeZone: timeZoneSchema,
})

export type BusinessProfileInput = v.InferInput<typeof businessProfileSchema>
export type BusinessProfileData = v.InferOutput<typeof businessProfileSchema>

export interface BusinessProfile {
  name: string
  logoUrl: string | null
  phone: string | null
  supportEmail: string | null
  timeZone: string
}

/** An amount from $0 up to `maxCents`, the rule's default when left out. */
const ruleMoney = (label: string, maxCents: number, fallbackCents: number) =>
  v.optional(
    v.pipe(moneySchema(label), v.maxValue(maxCents, `${label} must be at most ${formatDollars(maxCents)}`)),
    fromCents(fallbackCents),
  )

const ruleMiles = (label: string, min: number, fallback: number) =>
  v.optional(wholeNumber(label, min, BUSINESS_LIMITS.miles), fallback)

const pickupLocationObject = formObject({
  name: requiredText('Name', 80),
  street: requiredText('Street address', 200),
  city: requiredText('City', 60),
  state: v.picklist(usStateCodes, 'Choose a state'),
  zipCode: v.pipe(v.string('Zip code is required'), v.trim(), v.regex(/^\d{5}$/, 'Zip code must be 5 digits')),
  latitude: optionalCoordinate('Latitude', 90),
  longitude: optionalCoordinate('Longitude', 180),
  openingHours: optionalText('Opening hours', 200),
  instructions: optionalText('Instructions', 1000),
  delivers: v.optional(v.boolean('Delivers must be true or false'), false),
  deliveryBaseFee: ruleMoney(
    'Delivery base fee',
    DELIVERY_RULE_LIMITS.baseFeeCents,
    DEFAULT_DELIVERY_RULE.baseFeeCents,
  ),
  deliveryFreeMiles: ruleMiles('Free miles', 0, DEFAULT_DELIVERY_RULE.freeMiles),
  deliveryPerMile: ruleMoney('Price per mile', DELIVERY_RULE_LIMITS.perMileCents, DEFAULT_DELIVERY_RULE.perMileCents),
  deliveryMaxMiles: ruleMiles('Maximum delivery distance', 1, DEFAULT_DELIVERY_RULE.maxMiles),
})

const given = (value: unknown) => value !== undefined && value !== null

/**
 * POST /api/business/locations and PUT /api/business/locations/:id. Coordinates come both or
 * neither (neither: the ZIP code's centroid); the free miles lie within the maximum distance.
 */
export const pickupLocationSchema = v.pipe(
  pickupLocationObject,
  fieldProblems<v.InferOutput<typeof pickupLocationObject>>((input) => {
    const problems: [string, string][] = []
    if (given(input.latitude) && !given(input.longitude))
      problems.push(['longitude', 'Longitude is required with a latitude'])
    if (given(input.longitude) && !given(input.latitude))
      problems.push(['latitude', 'Latitude is required with a longitude'])
    const free = input.deliveryFreeMiles ?? DEFAULT_DELIVERY_RULE.freeMiles
    const max = input.deliveryMaxMiles ?? DEFAULT_DELIVERY_RULE.maxMiles
    if (typeof free === 'number' && typeof max === 'number' && max < free)
      problems.push(['deliveryMaxMiles', 'Maximum delivery distance must be at least the free miles'])
    return problems
  }),
)

export type PickupLocationInput = v.InferInput<typeof pickupLocationSchema>
export type PickupLocationData = v.InferOutput<typeof pickupLocationSchema>
export type UsStateCode = PickupLocationData['state']

export interface PickupLocation {
  id: string
  name: string
  street: string
  city: string
  state: string
  zipCode: string
  latitude: number
  longitude: number
  openingHours: string | null
  instructions: string | null
  delivers: boolean
  /** The delivery rule, even while the location does not deliver (kept for when it does). */
  deliveryBaseFee: string
  deliveryFreeMiles: number
  deliveryPerMile: string
  deliveryMaxMiles: number
  /** The owner's RVs picked up here. */
  rvCount: number
  createdAt: string
}
