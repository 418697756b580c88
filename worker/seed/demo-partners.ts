/**
 * The demo venue partner (an account holding only the partner role) with two venues near the demo
 * owners' Denver and Bay Area depots, their sites of varied lengths and hookups, and a closure.
 * Renters of every owner book these sites with an RV; the partner signs in at /venue-portal.
 */
import type { parkingSpots, venueClosures, venues } from '../db/schema'
import { addDays, fixedId, idGroup, msAt } from './demo-helpers'
import { demoImageUrl } from './demo-images'
import type { DemoOwner } from './demo-people'

type NewVenue = typeof venues.$inferInsert & { id: string }
type NewSite = typeof parkingSpots.$inferInsert
type NewClosure = typeof venueClosures.$inferInsert

/** The partner's sign-in; verified like the demo owners (the seed confirms every demo account). */
export const demoPartner: DemoOwner & { isOwner: false; isPartner: true } = {
  id: fixedId(idGroup.user, 3),
  email: 'partner@demo.rvconnect.test',
  password: 'demo-partner-pass',
  firstName: 'Rosa',
  lastName: 'Alvarez',
  isOwner: false,
  isPartner: true,
}

/** Ids past the owners' venues and spots (1-3, 1001 and 1-9), so the groups never meet. */
const venueId = (n: number) => fixedId(idGroup.venue, 2000 + n)
const siteId = (n: number) => fixedId(idGroup.spot, 2000 + n)
/** Closures have no id group of their own in demo-helpers: theirs is 0x11. */
const closureId = (n: number) => fixedId(0x11, n)

const partnerVenues = (today: string): NewVenue[] => [
  {
    id: venueId(1),
    ownerId: demoPartner.id,
    listedBy: 'partner',
    name: 'Front Range RV Park',
    location: 'Golden, CO',
    latitude: 39.755_5,
    longitude: -105.221_1,
    pricePerNightCents: 5_500,
    capacity: 4,
    rating: 4.6,
    description: 'Level sites by Clear Creek, twenty minutes from the Denver depot and the foothills trails.',
    amenities: ['Full hookups', 'Hot showers', 'Laundry', 'Creek trail'],
    imageUrl: demoImageUrl('venue-front-range.svg'),
    gateInstructions:
      'Gate code 4821#. Office open 8am-6pm; after hours, your site number is on the board by the gate.',
    cancellationPolicy: 'moderate',
    createdAt: msAt(today, -120, 10),
  },
  {
    id: venueId(2),
    ownerId: demoPartner.id,
    listedBy: 'partner',
    name: 'Half Moon Bay Coastside Sites',
    location: 'Half Moon Bay, CA',
    latitude: 37.463_6,
    longitude: -122.434_1,
    pricePerNightCents: 6_800,
    capacity: 3,
    rating: 4.4,
    description: 'Ocean-bluff sites forty minutes south of the Bay Area depot, a short walk to the beach.',
    amenities: ['Beach access', 'Water and electric', 'Fire rings'],
    imageUrl: demoImageUrl('venue-half-moon-bay.svg'),
    gateInstructions: 'Check in at the kiosk at the north entrance; the host site is #1.',
    cancellationPolicy: 'strict',
    createdAt: msAt(today, -110, 10),
  },
]

type SiteSpec = [
  venue: number,
  spotNumber: string,
  size: NewSite['size'],
  maxRvLength: number | null,
  amps: 30 | 50 | null,
  water: boolean,
  sewer: boolean,
  pullThrough: boolean,
  priceCents: number,
]

const siteSpecs: SiteSpec[] = [
  [1, '1', 'large', 45, 50, true, true, true, 6_500],
  [1, '2', 'large', 40, 50, true, true, false, 6_000],
  [1, '3', 'medium', 30, 30, true, false, false, 4_800],
  [1, '4', 'small', 22, null, true, false, false, 3_500],
  [2, 'B1', 'large', 38, 50, true, true, true, 7_800],
  [2, 'B2', 'medium', 32, 30, true, false, false, 6_200],
  [2, 'B3', 'small', 24, 30, false, false, false, 4_500],
]

const partnerSites = (today: string): NewSite[] =>
  siteSpecs.map(([venue, spotNumber, size, maxRvLength, amps, water, sewer, pullThrough, priceCents], i) => ({
    id: siteId(i + 1),
    ownerId: demoPartner.id,
    venueId: venueId(venue),
    spotNumber,
    size,
    utilities: [],
    pricePerNightCents: priceCents,
    available: true,
    maxRvLength,
    amps,
    water,
    sewer,
    pullThrough,
    createdAt: msAt(today, -100, 9 + i),
  }))

/** Site 3 at Front Range is closed for resurfacing from three weeks out, for a week. */
const partnerClosures = (today: string): NewClosure[] => [
  {
    id: closureId(1),
    ownerId: demoPartner.id,
    venueId: venueId(1),
    siteId: siteId(3),
    startDate: addDays(today, 21),
    endDate: addDays(today, 28),
    reason: 'Resurfacing the pad',
    createdAt: msAt(today, -5, 10),
  },
]

type SeededAccount = DemoOwner & { createdAt: number; isOwner?: boolean; isPartner?: boolean }

/** The demo data with the partner added: its account, venues, sites and closure. */
export function withDemoPartner<Data extends { owners: SeededAccount[]; venues: NewVenue[]; parkingSpots: NewSite[] }>(
  data: Data,
  today: string,
) {
  const owners: SeededAccount[] = [...data.owners, { ...demoPartner, createdAt: msAt(today, -130) }]
  return {
    ...data,
    owners,
    venues: [...data.venues, ...partnerVenues(today)],
    parkingSpots: [...data.parkingSpots, ...partnerSites(today)],
    venueClosures: partnerClosures(today),
  }
}
