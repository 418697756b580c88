/** RVs, venues and parking spots of both demo owners. Prices are in cents; each RV and venue has an illustration in ./images. */
import type { parkingSpots, rvs, venues } from '../db/schema'
import { fixedId, idGroup, msAt } from './demo-helpers'
import { demoImageUrl } from './demo-images'
import { demoOwner, secondOwner } from './demo-people'
import { demoPickupLocationId } from './demo-places'
import { rvSlug } from '../modules/rvs'

type NewRv = typeof rvs.$inferInsert & { id: string; pricePerNightCents: number }
type NewVenue = typeof venues.$inferInsert & { id: string; pricePerNightCents: number }
type NewSpot = typeof parkingSpots.$inferInsert

/** `image` is the illustration's file name in ./images; `pickup` the number of its location in demo-places.ts. */
type RvSpec = Omit<NewRv, 'id' | 'ownerId' | 'createdAt' | 'imageUrl' | 'pickupLocationId' | 'slug'> & {
  image: string
  pickup: number
}

const BAY_AREA = 1
const DENVER = 2
const AUSTIN = 3
const ASHEVILLE = 4

const demoRvSpecs: RvSpec[] = [
  {
    name: 'Mountain Majesty',
    image: 'rv-mountain-majesty.svg',
    pickup: DENVER,
    type: 'Class A',
    make: 'Thor Motor Coach',
    model: 'Challenger 37FH',
    year: 2022,
    mileage: 18_400,
    length: 38,
    sleeps: 6,
    pricePerNightCents: 32_500,
    description:
      'A roomy diesel-pusher feel with a king bed, bunk beds and two slide-outs. Ideal for long family trips through the Rockies.',
    features: [
      'King bed',
      'Bunk beds',
      'Two slide-outs',
      'Generator',
      'Backup camera',
      'Outdoor TV',
      'Washer/dryer hookups',
      'Wheelchair lift',
    ],
    accessibility: ['wheelchair_access', 'accessible_bathroom', 'roll_in_shower'],
  },
  {
    name: 'Coastal Cruiser',
    image: 'rv-coastal-cruiser.svg',
    pickup: BAY_AREA,
    type: 'Class A',
    make: 'Winnebago',
    model: 'Vista 29VE',
    year: 2021,
    mileage: 24_100,
    length: 30,
    sleeps: 7,
    pricePerNightCents: 28_500,
    description: 'Easy-driving gas motorhome with a full kitchen and a wide windshield made for coastal highways.',
    features: ['Full kitchen', 'Solar panels', 'Power awning', 'Backup camera', 'Queen bed', 'Wheelchair ramp'],
    accessibility: ['wheelchair_access', 'accessible_bathroom'],
  },
  {
    name: 'Urban Explorer',
    image: 'rv-urban-explorer.svg',
    pickup: BAY_AREA,
    type: 'Class B',
    make: 'Winnebago',
    model: 'Revel 44E',
    year: 2023,
    mileage: 9_800,
    length: 20,
    sleeps: 2,
    pricePerNightCents: 21_500,
    description:
      '4x4 adventure van that parks anywhere: lift bed, gear garage and lithium power for off-grid weekends.',
    features: ['4x4', 'Lithium battery', 'Wet bath', 'Gear garage', 'Diesel heater', 'Wi-Fi hotspot'],
    petsAllowed: true,
  },
  {
    name: 'Vanlife Classic',
    image: 'rv-vanlife-classic.svg',
    pickup: BAY_AREA,
    type: 'Class B',
    make: 'Airstream',
    model: 'Interstate 24GT',
    year: 2020,
    mileage: 41_200,
    length: 24,
    sleeps: 2,
    pricePerNightCents: 19_500,
    description:
      'Polished Mercedes Sprinter touring coach with a rear lounge that converts to twin beds. Off the road for an awning repair.',
    features: ['Rear lounge', 'Wet bath', 'Induction cooktop', 'Cruise control'],
    available: false,
  },
  {
    name: 'Family Voyager',
    image: 'rv-family-voyager.svg',
    pickup: DENVER,
    type: 'Class C',
    make: 'Thor Motor Coach',
    model: 'Four Winds 28A',
    year: 2022,
    mileage: 21_500,
    length: 29,
    sleeps: 8,
    pricePerNightCents: 24_500,
    description: 'The family favorite: cab-over bunk, dinette bed and a slide-out living area with room for everyone.',
    features: ['Cab-over bunk', 'Slide-out', 'Generator', 'Outdoor shower', 'Kid-safe bunk rails', 'Board games'],
    petsAllowed: true,
  },
  {
    name: 'Desert Wanderer',
    image: 'rv-desert-wanderer.svg',
    pickup: DENVER,
    type: 'Class C',
    make: 'Jayco',
    model: 'Greyhawk 27U',
    year: 2021,
    mileage: 30_300,
    length: 30,
    sleeps: 6,
    pricePerNightCents: 23_500,
    description: 'Well-equipped Class C with an extra-large fridge and roof AC built for Southwest summers.',
    features: ['Roof AC', 'Large fridge', 'Solar prep', 'Power awning'],
  },
  {
    name: 'Lakeside Retreat',
    image: 'rv-lakeside-retreat.svg',
    pickup: BAY_AREA,
    type: 'Travel Trailer',
    make: 'Airstream',
    model: 'Flying Cloud 25FB',
    year: 2022,
    mileage: 6_200,
    length: 25,
    sleeps: 5,
    pricePerNightCents: 14_500,
    description:
      'Iconic aluminum trailer with a front bedroom and rear bath. We deliver and set it up at your campsite.',
    features: ['Front bedroom', 'Rear bathroom', 'Panoramic windows', 'Delivery and setup'],
    petsAllowed: true,
  },
  {
    name: 'Forest Hideaway',
    image: 'rv-forest-hideaway.svg',
    pickup: DENVER,
    type: 'Travel Trailer',
    make: 'Grand Design',
    model: 'Imagine 2250RK',
    year: 2023,
    mileage: 3_100,
    length: 27,
    sleeps: 4,
    pricePerNightCents: 12_500,
    description: 'Rear-kitchen trailer with a queen bed and a theater-seat lounge; light enough for a half-ton pickup.',
    features: ['Rear kitchen', 'Queen bed', 'Theater seating', 'Outdoor kitchen'],
  },
]

const secondRvSpecs: RvSpec[] = [
  {
    name: 'Sierra Sunset',
    image: 'rv-sierra-sunset.svg',
    pickup: AUSTIN,
    type: 'Class C',
    make: 'Coachmen',
    model: 'Freelander 26DS',
    year: 2021,
    mileage: 27_900,
    length: 28,
    sleeps: 6,
    pricePerNightCents: 21_000,
    description: 'Comfortable Class C for Texas Hill Country trips, with a double slide and a cab-over bunk.',
    features: ['Double slide', 'Cab-over bunk', 'Generator'],
    petsAllowed: true,
  },
  {
    name: 'Rustic Roamer',
    image: 'rv-rustic-roamer.svg',
    pickup: ASHEVILLE,
    type: 'Travel Trailer',
    make: 'Forest River',
    model: 'Rockwood Mini Lite 2509S',
    year: 2020,
    mileage: 8_400,
    length: 26,
    sleeps: 4,
    pricePerNightCents: 11_000,
    description: 'Compact trailer with a dinette slide, delivered to campgrounds near Asheville.',
    features: ['Dinette slide', 'Queen bed', 'Outdoor speakers'],
  },
]

const toRvs = (ownerId: string, specs: RvSpec[], firstNumber: number, today: string): NewRv[] =>
  specs.map(({ image, pickup, ...spec }, i) => ({
    ...spec,
    id: fixedId(idGroup.rv, firstNumber + i),
    slug: rvSlug(spec.name, fixedId(idGroup.rv, firstNumber + i)),
    ownerId,
    pickupLocationId: demoPickupLocationId(pickup),
    imageUrl: demoImageUrl(image),
    createdAt: msAt(today, -200 + i * 7, 9),
  }))

export const demoRvs = (today: string) => toRvs(demoOwner.id, demoRvSpecs, 1, today)
export const secondRvs = (today: string) => toRvs(secondOwner.id, secondRvSpecs, 1001, today)

type VenueSpec = Omit<NewVenue, 'id' | 'ownerId' | 'createdAt' | 'imageUrl'> & { image: string }

const demoVenueSpecs: VenueSpec[] = [
  {
    name: 'Pine Ridge RV Resort',
    image: 'venue-pine-ridge.svg',
    location: 'Estes Park, CO',
    latitude: 40.377_2,
    longitude: -105.521_7,
    pricePerNightCents: 6_500,
    maxRvLength: 45,
    capacity: 120,
    rating: 4.7,
    description: 'Pull-through sites among ponderosa pines, ten minutes from Rocky Mountain National Park.',
    amenities: ['Full hookups (50 amp)', 'Wi-Fi', 'Hot showers', 'Laundry', 'Dog park', 'Camp store'],
  },
  {
    name: 'Pacific Dunes Campground',
    image: 'venue-pacific-dunes.svg',
    location: 'Pismo Beach, CA',
    latitude: 35.142_8,
    longitude: -120.641_3,
    pricePerNightCents: 5_800,
    maxRvLength: 40,
    capacity: 85,
    rating: 4.5,
    description: 'Steps from the beach boardwalk, with ocean-view sites and a sheltered fire-pit area.',
    amenities: ['Beach access', 'Water and electric', 'Fire pits', 'Dump station', 'Bike rentals'],
  },
  {
    name: 'Lone Star Lakeside Park',
    image: 'venue-lone-star-lakeside.svg',
    location: 'Canyon Lake, TX',
    latitude: 29.875_2,
    longitude: -98.262_5,
    pricePerNightCents: 4_200,
    maxRvLength: 42,
    capacity: 60,
    rating: 4.3,
    description: 'Shaded lakeside sites in Texas Hill Country with a boat ramp and a swimming cove.',
    amenities: ['Boat ramp', 'Full hookups (30/50 amp)', 'Swimming cove', 'Picnic pavilion'],
  },
]

const secondVenueSpecs: VenueSpec[] = [
  {
    name: 'Blue Ridge Hollow Campground',
    image: 'venue-blue-ridge-hollow.svg',
    location: 'Asheville, NC',
    latitude: 35.595_1,
    longitude: -82.551_5,
    pricePerNightCents: 4_800,
    maxRvLength: 38,
    capacity: 45,
    rating: 4.6,
    description: 'Creekside sites five miles from downtown Asheville and the Blue Ridge Parkway.',
    amenities: ['Creek access', 'Water and electric', 'Hot showers', 'Wi-Fi'],
  },
]

const toVenues = (ownerId: string, specs: VenueSpec[], firstNumber: number, today: string): NewVenue[] =>
  specs.map(({ image, ...spec }, i) => ({
    ...spec,
    id: fixedId(idGroup.venue, firstNumber + i),
    ownerId,
    imageUrl: demoImageUrl(image),
    createdAt: msAt(today, -180 + i * 10, 9),
  }))

export const demoVenues = (today: string) => toVenues(demoOwner.id, demoVenueSpecs, 1, today)
export const secondVenues = (today: string) => toVenues(secondOwner.id, secondVenueSpecs, 1001, today)

type SpotSpec = [venue: number, spotNumber: string, size: NewSpot['size'], utilities: string[], priceCents: number]

const demoSpotSpecs: SpotSpec[] = [
  [1, 'A1', 'large', ['50 amp', 'Water', 'Sewer'], 7_500],
  [1, 'A2', 'large', ['50 amp', 'Water', 'Sewer'], 7_500],
  [1, 'B1', 'medium', ['30 amp', 'Water'], 6_000],
  [2, 'Dune 1', 'large', ['50 amp', 'Water'], 6_800],
  [2, 'Dune 2', 'medium', ['30 amp', 'Water'], 5_800],
  [2, 'Dune 3', 'medium', ['30 amp', 'Water'], 5_800],
  [2, 'Tent 4', 'small', ['Water'], 3_500],
  [3, 'L1', 'large', ['50 amp', 'Water', 'Sewer'], 4_800],
  [3, 'L2', 'medium', ['30 amp', 'Water', 'Sewer'], 4_200],
]

export const demoSpots = (today: string): NewSpot[] =>
  demoSpotSpecs.map(([venue, spotNumber, size, utilities, pricePerNightCents], i) => ({
    id: fixedId(idGroup.spot, i + 1),
    ownerId: demoOwner.id,
    venueId: fixedId(idGroup.venue, venue),
    spotNumber,
    size,
    utilities,
    pricePerNightCents,
    available: spotNumber !== 'Dune 3',
    createdAt: msAt(today, -170, 9 + i),
  }))
