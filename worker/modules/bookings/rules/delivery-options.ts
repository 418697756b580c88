/**
 * Where the RV meets the renter (spec §2 step 2, §9), priced by real distance: picked up free at
 * the RV's pickup location, or delivered by the owner's rule (`deliveryFeeCents`) to the renter's
 * address or to a venue of the trip, measured from that location. Pure: step 2 shows what the
 * server computes here, and the quote charges the same.
 */
import { deliveryFeeCents, type DeliveryRule, type PickupPlace } from '../../../lib/shared/delivery-rule'
import { distanceMiles, roundMiles, type Point } from '../../../lib/shared/geo'

/** A way to have the RV delivered: to the renter's address ('home') or to a venue ('venue:<id>'). */
export interface DeliveryOption {
  id: string
  /** Where it goes: 'Your address' or the venue's name. */
  name: string
  address: string
  /** In cents, like the quote's lines; null beyond the owner's maximum distance (then `reason` says so). */
  feeCents: number | null
  /** Miles from the pickup location, to a tenth (the fee is priced on this figure). */
  distance: number
  reason?: string
}

/** The option that brings the RV to the renter's own address, which they must then give. */
export const HOME_DELIVERY = 'home'

const VENUE_PREFIX = 'venue:'

/** The option that brings the RV to a venue, chosen with that venue. */
export const venueDelivery = (venueId: string) => `${VENUE_PREFIX}${venueId}`

/** The venue a 'venue:<id>' option delivers to, or null for any other option. */
export const deliveredVenueId = (optionId: string) =>
  optionId.startsWith(VENUE_PREFIX) ? optionId.slice(VENUE_PREFIX.length) || null : null

/** A venue delivery may go to: one with coordinates. */
export interface VenuePlace extends Point {
  id: string
  name: string
  location: string
}

export const beyondRange = (rule: DeliveryRule) => `Beyond this owner's ${rule.maxMiles}-mile delivery range`

/** One delivery from the pickup location to `to`, priced by the owner's rule. */
function delivered(
  rule: DeliveryRule,
  from: Point,
  to: Point,
  option: Pick<DeliveryOption, 'id' | 'name' | 'address'>,
) {
  const distance = roundMiles(distanceMiles(from, to))
  const feeCents = deliveryFeeCents(rule, distance)
  return feeCents === null
    ? { ...option, feeCents, distance, reason: beyondRange(rule) }
    : { ...option, feeCents, distance }
}

/**
 * Every delivery the owner offers from `pickup`: to the renter's address (at `home`, the centroid
 * of their zip code) and to each venue, farther ones with no fee and the reason. None when the RV
 * has no pickup location or its owner does not deliver from it (then it is picked up only).
 */
export function deliveryOptions({
  pickup,
  home,
  venues,
}: {
  pickup: PickupPlace | null
  home: Point
  venues: VenuePlace[]
}): DeliveryOption[] {
  const rule = pickup?.delivery
  if (!pickup || !rule) return []
  return [
    delivered(rule, pickup, home, {
      id: HOME_DELIVERY,
      name: 'Your address',
      address: 'The address you give at checkout',
    }),
    ...venues.map((venue) =>
      delivered(rule, pickup, venue, { id: venueDelivery(venue.id), name: venue.name, address: venue.location }),
    ),
  ]
}

/** Where the RV is picked up, free, as step 2 shows it: `distance` is miles from the renter's zip. */
export interface PickupOffer {
  name: string
  address: string
  openingHours: string | null
  instructions: string | null
  distance: number
}

/** Step 2's choices: the pickup (null when the RV has no pickup location: the owner says where) and the deliveries. */
export interface DeliveryChoices {
  pickup: PickupOffer | null
  options: DeliveryOption[]
}

export const pickupOffer = (
  { name, address, openingHours, instructions, latitude, longitude }: PickupPlace,
  renter: Point,
): PickupOffer => ({
  name,
  address,
  openingHours,
  instructions,
  distance: roundMiles(distanceMiles({ latitude, longitude }, renter)),
})

/** The quote's delivery line says where and how far: 'Delivery: Your address · 30.2 miles'. */
export const deliveryLineName = ({ name, distance }: DeliveryOption) => `${name} · ${distance} miles`

/** Where delivery to the renter's address brings the RV, as the booking stores it. */
export interface DeliveryAddress {
  street: string
  city: string
  /** Postal code, e.g. 'CA'. */
  state: string
  zip: string
}

export const formatDeliveryAddress = ({ street, city, state, zip }: DeliveryAddress) =>
  `${street}, ${city}, ${state} ${zip}`

/**
 * Regions suggested after Search, by the zip's first digit (spec §2 step 1). A named region comes
 * with a real ZIP code inside it, so tapping it searches from there; the generic suggestions for
 * other digits name no place and are only text.
 */
export interface SuggestedRegion {
  name: string
  zipCode?: string
}

const regionsByDigit: Record<string, SuggestedRegion[]> = {
  '9': [
    { name: 'Southern California coast', zipCode: '92037' },
    { name: 'Sierra Nevada', zipCode: '93546' },
    { name: 'Pacific Northwest', zipCode: '98101' },
  ],
  '8': [
    { name: 'Rocky Mountains', zipCode: '80517' },
    { name: 'Utah canyon country', zipCode: '84532' },
    { name: 'Arizona high desert', zipCode: '86336' },
  ],
  '7': [
    { name: 'Texas Hill Country', zipCode: '78624' },
    { name: 'Gulf Coast', zipCode: '77550' },
    { name: 'Ozark foothills', zipCode: '72601' },
  ],
  '6': [
    { name: 'Great Lakes shoreline', zipCode: '60611' },
    { name: 'Ozarks', zipCode: '65049' },
    { name: 'Great Plains', zipCode: '67202' },
  ],
  other: [{ name: 'National parks near you' }, { name: 'Lakes and rivers' }, { name: 'Coastal getaways' }],
}

export function suggestedRegionsFor(zipCode: string | null | undefined): SuggestedRegion[] {
  if (!zipCode || !/^\d{5}$/.test(zipCode)) return []
  return regionsByDigit[zipCode[0]!] ?? regionsByDigit.other!
}
