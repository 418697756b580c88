/**
 * The demo owner's trust layer: completed trips reviewed both ways (the newest one reviewed by its
 * renter only, so still hidden, waiting for the owner), and two renters' enquiries from listings,
 * one answered within the hour and one waiting. Dated from `today` like the bookings they follow.
 */
import type { bookingStatusChanges, conversations, messages, reviews } from '../db/schema'
import { fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner } from './demo-people'

const DAY_MS = 86_400_000
/** The review window (the reviews module's rule: 14 days from the trip's completion). */
const WINDOW_MS = 14 * DAY_MS

const group = { review: 0x11, conversation: 0x12, message: 0x13, statusChange: 0x14 }

type RenterRatings = [
  overall: number,
  cleanliness: number,
  mechanical: number,
  accuracy: number,
  communication: number,
  value: number,
]
type OwnerRatings = [care: number, communication: number, rules: number]

/** A completed demo booking (demo-bookings.ts) and what each side wrote; `owner` null: not yet. */
interface TripReviews {
  booking: number
  customer: number
  rv: number
  /** The trip's return day, days from today (the booking's end offset). */
  returnedOn: number
  renter: { ratings: RenterRatings; body: string; daysAfter: number; reply?: string }
  owner: { ratings: OwnerRatings; body: string; daysAfter: number } | null
}

const trips: TripReviews[] = [
  {
    booking: 1,
    customer: 1,
    rv: 1,
    returnedOn: -33,
    renter: {
      ratings: [5, 5, 5, 5, 5, 5],
      body: 'Spotless, easy to drive and exactly as pictured. Dana walked us through everything at pickup.',
      daysAfter: 1,
      reply: 'Thank you, Emily! Come back any time.',
    },
    owner: { ratings: [5, 5, 5], body: 'Returned clean with a full tank. Ideal renters.', daysAfter: 2 },
  },
  {
    booking: 2,
    customer: 2,
    rv: 5,
    returnedOn: -20,
    renter: {
      ratings: [4, 4, 5, 4, 5, 4],
      body: 'Great van for two. The awning was stiff, but everything else worked perfectly.',
      daysAfter: 1,
    },
    owner: { ratings: [5, 4, 5], body: 'Careful with the van and quick to answer messages.', daysAfter: 2 },
  },
  {
    booking: 3,
    customer: 3,
    rv: 3,
    returnedOn: -10,
    renter: {
      ratings: [5, 4, 4, 5, 5, 5],
      body: 'Perfect for the coast. The surfboard rack was ready when we arrived.',
      daysAfter: 1,
    },
    owner: { ratings: [4, 5, 5], body: 'A little sand inside, otherwise returned in great shape.', daysAfter: 1 },
  },
  {
    booking: 4,
    customer: 6,
    rv: 2,
    returnedOn: -6,
    renter: {
      ratings: [5, 5, 4, 5, 5, 4],
      body: 'Comfortable and well stocked; we would rent it again.',
      daysAfter: 1,
    },
    owner: null,
  },
]

export function demoTripReviews(today: string) {
  // Each trip was marked completed on its return day at 11:00; the review window counts from then.
  const completion = (trip: TripReviews) => msAt(today, trip.returnedOn, 11)
  const statusChanges: (typeof bookingStatusChanges.$inferInsert)[] = trips.map((trip) => ({
    id: fixedId(group.statusChange, trip.booking),
    ownerId: demoOwner.id,
    bookingId: fixedId(idGroup.booking, trip.booking),
    fromStatus: 'in_progress',
    toStatus: 'completed',
    changedAt: completion(trip),
  }))
  const rows: (typeof reviews.$inferInsert)[] = trips.flatMap((trip) => {
    const done = completion(trip)
    const renterAt = done + trip.renter.daysAfter * DAY_MS
    const ownerAt = trip.owner ? done + trip.owner.daysAfter * DAY_MS : null
    // Double-blind: both publish at the second review; a lone review shows when the window closes.
    const publishedAt = ownerAt ?? done + WINDOW_MS
    const common = {
      ownerId: demoOwner.id,
      bookingId: fixedId(idGroup.booking, trip.booking),
      rvId: fixedId(idGroup.rv, trip.rv),
      customerId: fixedId(idGroup.customer, trip.customer),
      publishedAt,
    }
    const [overall, cleanliness, mechanical, accuracy, communication, value] = trip.renter.ratings
    const renterReview = {
      ...common,
      id: fixedId(group.review, trip.booking * 2),
      author: 'renter' as const,
      overall,
      cleanliness,
      mechanical,
      accuracy,
      communication,
      value,
      body: trip.renter.body,
      reply: trip.renter.reply ?? null,
      repliedAt: trip.renter.reply && ownerAt ? ownerAt + DAY_MS : null,
      createdAt: renterAt,
    }
    if (!trip.owner || ownerAt === null) return [renterReview]
    const [care, ownerCommunication, rules] = trip.owner.ratings
    return [
      renterReview,
      {
        ...common,
        id: fixedId(group.review, trip.booking * 2 + 1),
        author: 'owner' as const,
        overall: Math.round((care + ownerCommunication + rules) / 3),
        communication: ownerCommunication,
        careOfVehicle: care,
        followingRules: rules,
        body: trip.owner.body,
        createdAt: ownerAt,
      },
    ]
  })
  return { statusChanges, reviews: rows }
}

/** An enquiry from a listing: who asked about which RV, when (days from today, hour), and the exchange. */
interface Enquiry {
  n: number
  rv: number
  name: string
  email: string
  openedOn: [days: number, hour: number]
  messages: { from: 'renter' | 'owner'; afterMinutes: number; body: string; masked?: boolean }[]
}

const enquiries: Enquiry[] = [
  {
    n: 1,
    rv: 1,
    name: 'Tom Becker',
    email: 'tom.becker@example.com',
    openedOn: [-3, 9],
    messages: [
      { from: 'renter', afterMinutes: 0, body: 'Hi! Does it come with a bike rack? We are four.' },
      { from: 'owner', afterMinutes: 40, body: 'Yes: a 4-bike hitch rack is included at no charge.' },
      { from: 'renter', afterMinutes: 55, body: 'Perfect, thank you. We will book this week.' },
    ],
  },
  {
    n: 2,
    rv: 7,
    name: 'Priya Shah',
    email: 'priya.shah@example.com',
    openedOn: [-1, 20],
    messages: [
      {
        from: 'renter',
        afterMinutes: 0,
        // Stored as sent: masked, because nothing is booked yet.
        body: 'Is the Lakeside Retreat free over the long weekend? Text me on [contact details hidden until booking]',
        masked: true,
      },
    ],
  },
]

export function demoEnquiries(today: string) {
  const threads: (typeof conversations.$inferInsert)[] = []
  const rows: (typeof messages.$inferInsert)[] = []
  for (const enquiry of enquiries) {
    const id = fixedId(group.conversation, enquiry.n)
    const openedAt = msAt(today, ...enquiry.openedOn)
    const at = (minutes: number) => openedAt + minutes * 60_000
    const firstAnswer = enquiry.messages.find((message) => message.from === 'owner')
    threads.push({
      id,
      ownerId: demoOwner.id,
      kind: 'enquiry',
      rvId: fixedId(idGroup.rv, enquiry.rv),
      renterName: enquiry.name,
      renterEmail: enquiry.email,
      needsResponse: true,
      openedAt,
      firstResponseAt: firstAnswer ? at(firstAnswer.afterMinutes) : null,
      ownerEmailedAt: openedAt,
      renterEmailedAt: firstAnswer ? at(firstAnswer.afterMinutes) : null,
      createdAt: openedAt,
    })
    enquiry.messages.forEach((message, i) =>
      rows.push({
        id: fixedId(group.message, enquiry.n * 100 + i),
        ownerId: demoOwner.id,
        conversationId: id,
        sender: message.from,
        body: message.body,
        masked: message.masked ?? false,
        notifiedAt: at(message.afterMinutes),
        createdAt: at(message.afterMinutes),
      }),
    )
  }
  return { conversations: threads, messages: rows }
}
