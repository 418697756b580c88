/**
 * Where a renter's RV can be delivered, by the first digit of their zip code (spec §2 step 2, §9):
 * 9, 8, 7 and 6 have their own lists, every other digit the generic set. Fees run 30-150; the
 * direct-to-home option costs 120-150. The wizard shows these and the server prices by them.
 */

export interface DeliveryOption {
  id: string
  name: string
  address: string
  /** In cents, like every amount inside. */
  feeCents: number
  /** Miles from the renter's area, as the wizard shows it. */
  distance: number
}

/** The option that brings the RV to the renter's own address, which they must then give. */
export const HOME_DELIVERY = 'home'

const home = (feeCents: number): DeliveryOption => ({
  id: HOME_DELIVERY,
  name: 'Delivery to your home',
  address: 'The address you give at checkout',
  feeCents,
  distance: 0,
})

const optionsByRegion: Record<string, DeliveryOption[]> = {
  '9': [
    {
      id: 'pch-beach',
      name: 'Pacific Coast beach lot',
      address: '1550 Pacific Coast Hwy, Malibu, CA',
      feeCents: 45_00,
      distance: 12,
    },
    {
      id: 'yosemite-gate',
      name: 'Yosemite west gate',
      address: '40 Hwy 140, El Portal, CA',
      feeCents: 95_00,
      distance: 165,
    },
    {
      id: 'lax-depot',
      name: 'LAX RV depot',
      address: '5901 W Century Blvd, Los Angeles, CA',
      feeCents: 30_00,
      distance: 8,
    },
    home(125_00),
  ],
  '8': [
    {
      id: 'moab-center',
      name: 'Moab visitor center',
      address: '25 E Center St, Moab, UT',
      feeCents: 60_00,
      distance: 48,
    },
    {
      id: 'denver-depot',
      name: 'Denver RV depot',
      address: '8500 Pena Blvd, Denver, CO',
      feeCents: 35_00,
      distance: 15,
    },
    {
      id: 'grand-canyon',
      name: 'Grand Canyon south rim',
      address: '1 Village Loop Dr, Grand Canyon, AZ',
      feeCents: 110_00,
      distance: 210,
    },
    home(150_00),
  ],
  '7': [
    {
      id: 'austin-depot',
      name: 'Austin RV depot',
      address: '3600 Presidential Blvd, Austin, TX',
      feeCents: 30_00,
      distance: 10,
    },
    {
      id: 'big-bend',
      name: 'Big Bend gateway',
      address: '100 Hwy 118, Study Butte, TX',
      feeCents: 120_00,
      distance: 290,
    },
    {
      id: 'hill-country',
      name: 'Hill Country lakeside',
      address: '2901 Ranch Rd 620, Lakeway, TX',
      feeCents: 50_00,
      distance: 25,
    },
    home(120_00),
  ],
  '6': [
    {
      id: 'ozarks',
      name: 'Ozarks lake marina',
      address: '1 Bagnell Dam Blvd, Lake Ozark, MO',
      feeCents: 65_00,
      distance: 85,
    },
    {
      id: 'chicago-depot',
      name: "Chicago O'Hare RV depot",
      address: "10000 W O'Hare Ave, Chicago, IL",
      feeCents: 35_00,
      distance: 18,
    },
    {
      id: 'wichita-depot',
      name: 'Wichita RV depot',
      address: '2173 S Air Cargo Rd, Wichita, KS',
      feeCents: 40_00,
      distance: 22,
    },
    home(135_00),
  ],
  other: [
    {
      id: 'city-depot',
      name: 'City RV depot',
      address: 'Nearest partner depot to your zip code',
      feeCents: 30_00,
      distance: 15,
    },
    {
      id: 'state-park',
      name: 'State park entrance',
      address: 'Nearest state park to your zip code',
      feeCents: 75_00,
      distance: 60,
    },
    {
      id: 'airport',
      name: 'Regional airport pickup',
      address: 'Nearest regional airport',
      feeCents: 50_00,
      distance: 30,
    },
    home(135_00),
  ],
}

/** The options for a 5-digit zip code; an invalid or empty zip gets none. */
export function deliveryOptionsFor(zipCode: string | null | undefined): DeliveryOption[] {
  if (!zipCode || !/^\d{5}$/.test(zipCode)) return []
  return optionsByRegion[zipCode[0]!] ?? optionsByRegion.other!
}

/** Where 'Delivery to your home' brings the RV, as the booking stores it. */
export interface DeliveryAddress {
  street: string
  city: string
  /** Postal code, e.g. 'CA'. */
  state: string
  zip: string
}

export const formatDeliveryAddress = ({ street, city, state, zip }: DeliveryAddress) =>
  `${street}, ${city}, ${state} ${zip}`

/** Whether two zip codes get the same delivery options and fees (so an address may differ from the searched zip). */
export const sameDeliveryArea = (zipCode: string, otherZipCode: string) =>
  deliveryOptionsFor(zipCode) === deliveryOptionsFor(otherZipCode)

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
