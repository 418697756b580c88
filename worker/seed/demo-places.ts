/**
 * Where the demo businesses are: their profiles and pickup locations (each at its ZIP code's
 * centroid, as the API places a location without the owner's pin). The RVs in demo-fleet.ts name
 * their location by its number here.
 */
import type { businessProfiles, pickupLocations } from '../db/schema'
import { DEFAULT_DELIVERY_RULE } from '../lib/shared/delivery-rule'
import { fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner, secondOwner } from './demo-people'

type NewProfile = typeof businessProfiles.$inferInsert
type NewLocation = typeof pickupLocations.$inferInsert & { id: string }

export const demoProfiles = (today: string): NewProfile[] => [
  {
    ownerId: demoOwner.id,
    name: 'Demo Owner RV Rentals',
    phone: '+1 (555) 010-0100',
    supportEmail: 'help@demo.rvconnect.test',
    updatedAt: msAt(today, -390, 10),
  },
  {
    ownerId: secondOwner.id,
    name: 'Ortiz Trailers & Vans',
    phone: '+1 (555) 010-0200',
    updatedAt: msAt(today, -385, 10),
  },
]

/** The rule a new location starts with: $30 within 10 miles, $1.50 a mile after, up to 90 miles. */
const defaultRule = {
  deliveryBaseFeeCents: DEFAULT_DELIVERY_RULE.baseFeeCents,
  deliveryFreeMiles: DEFAULT_DELIVERY_RULE.freeMiles,
  deliveryPerMileCents: DEFAULT_DELIVERY_RULE.perMileCents,
  deliveryMaxMiles: DEFAULT_DELIVERY_RULE.maxMiles,
}

type LocationSpec = Omit<NewLocation, 'id' | 'createdAt'>

const locationSpecs: LocationSpec[] = [
  {
    ownerId: demoOwner.id,
    name: 'Bay Area depot',
    street: '2000 Jerrold Ave',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94124',
    latitude: 37.7309,
    longitude: -122.3886,
    openingHours: 'Mon-Sat 8am-6pm',
    instructions: 'Park in the visitor spaces by the gate and ring the office bell.',
    delivers: true,
    ...defaultRule,
  },
  {
    ownerId: demoOwner.id,
    name: 'Denver depot',
    street: '4800 Washington St',
    city: 'Denver',
    state: 'CO',
    zipCode: '80216',
    latitude: 39.7835,
    longitude: -104.9669,
    openingHours: 'Daily 7am-7pm',
    instructions: 'Check in at the blue trailer office; walkthroughs take about 30 minutes.',
    delivers: true,
    // $50 + $2.50 a mile past 10 miles, up to 150 miles: the mountain towns too.
    deliveryBaseFeeCents: 50_00,
    deliveryFreeMiles: 10,
    deliveryPerMileCents: 2_50,
    deliveryMaxMiles: 150,
  },
  {
    ownerId: secondOwner.id,
    name: 'Austin yard',
    street: '500 E Cesar Chavez St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    latitude: 30.2713,
    longitude: -97.7426,
    openingHours: 'Thu-Mon 9am-5pm',
    instructions: 'Enter from the side street; the yard is behind the storage units.',
    // Pickup only: the rule is kept for when the owner starts delivering.
    delivers: false,
    ...defaultRule,
  },
  {
    ownerId: secondOwner.id,
    name: 'Asheville lot',
    street: '60 Coxe Ave',
    city: 'Asheville',
    state: 'NC',
    zipCode: '28801',
    latitude: 35.5971,
    longitude: -82.5565,
    openingHours: 'By appointment',
    instructions: 'Call the business phone 30 minutes before you arrive.',
    // Pickup only: the rule is kept for when the owner starts delivering.
    delivers: false,
    ...defaultRule,
  },
]

/** The demo's pickup location `n` (1 Bay Area, 2 Denver, 3 Austin, 4 Asheville). */
export const demoPickupLocationId = (n: number) => fixedId(idGroup.pickupLocation, n)

export const demoPickupLocations = (today: string): NewLocation[] =>
  locationSpecs.map((spec, i) => ({ ...spec, id: demoPickupLocationId(i + 1), createdAt: msAt(today, -390 + i, 11) }))
