/**
 * Bookings of both demo owners, dated relative to `today` so the demo always looks current.
 * Per RV, no two non-cancelled bookings overlap, turnaround day included; totals follow
 * the booking price rule (rules/pricing.ts).
 */
import type { bookings, BookingStatus, PaymentStatus } from '../db/schema'
import { quoteBooking } from '../modules/bookings/rules/pricing'
import { addDays, fixedId, idGroup, msAt } from './demo-helpers'
import { demoOwner, secondOwner } from './demo-people'

type NewBooking = typeof bookings.$inferInsert

interface Priced {
  id: string
  name: string
  pricePerNightCents: number
}

/** [number, customer, rv, venue or 0, start offset, end offset, status, created days ago, notes] */
type BookingSpec = [
  n: number,
  customer: number,
  rv: number,
  venue: number,
  start: number,
  end: number,
  status: BookingStatus,
  createdAgo: number,
  notes?: string,
]

const demoSpecs: BookingSpec[] = [
  [1, 1, 1, 1, -40, -33, 'completed', 60, 'Returned with a full tank. Great guests.'],
  [2, 2, 5, 0, -25, -20, 'completed', 45],
  [3, 3, 3, 2, -15, -10, 'completed', 30, 'Coastal trip, requested surfboard rack.'],
  [4, 6, 2, 3, -12, -6, 'completed', 20],
  [5, 4, 2, 2, -3, 4, 'in_progress', 14, 'Picked up on time; heading north on Highway 1.'],
  [6, 5, 6, 0, -1, 5, 'in_progress', 9],
  [7, 6, 1, 1, 6, 13, 'confirmed', 6, 'Anniversary trip: leave a welcome card.'],
  [8, 7, 7, 3, 10, 14, 'confirmed', 4],
  [9, 8, 5, 0, 3, 8, 'pending', 2, 'Asked whether pets are allowed.'],
  [10, 1, 8, 3, 20, 27, 'pending', 1],
  [11, 2, 3, 0, 2, 6, 'cancelled', 3, 'Cancelled by customer (family emergency); refunded in full.'],
  [12, 2, 4, 0, 15, 18, 'expired', 1, 'Held online by the renter, who did not pay within 30 minutes.'],
]

const secondSpecs: BookingSpec[] = [[1001, 1001, 1001, 1001, 5, 9, 'confirmed', 3]]

const paymentFor: Record<BookingStatus, PaymentStatus> = {
  pending: 'pending',
  confirmed: 'succeeded',
  in_progress: 'succeeded',
  completed: 'succeeded',
  cancelled: 'refunded',
  expired: 'pending',
}

function toBookings(
  ownerId: string,
  specs: BookingSpec[],
  rvs: Priced[],
  venues: Priced[],
  today: string,
): NewBooking[] {
  const find = (list: Priced[], id: string) => {
    const found = list.find((row) => row.id === id)
    if (!found) throw new Error(`Demo data refers to a missing row ${id}`)
    return found
  }
  return specs.map(([n, customer, rv, venue, start, end, status, createdAgo, notes]) => {
    const rvId = fixedId(idGroup.rv, rv)
    const venueId = venue ? fixedId(idGroup.venue, venue) : null
    const startDate = addDays(today, start)
    const endDate = addDays(today, end)
    const paymentStatus = paymentFor[status]
    const quote = quoteBooking({
      startDate,
      endDate,
      rv: find(rvs, rvId),
      venue: venueId ? find(venues, venueId) : null,
    })
    const createdAt = msAt(today, -createdAgo, (n * 5) % 12)
    return {
      id: fixedId(idGroup.booking, n),
      ownerId,
      customerId: fixedId(idGroup.customer, customer),
      rvId,
      venueId,
      startDate,
      endDate,
      totalPriceCents: quote.totalCents,
      quote,
      status,
      paymentStatus,
      paymentIntentId: paymentStatus === 'pending' ? null : `pi_demo_booking_${n}`,
      notes: notes ?? null,
      // An expired booking is a renter's hold whose 30 minutes ran out unpaid.
      heldUntil: status === 'expired' ? createdAt + 30 * 60_000 : null,
      createdAt,
      updatedAt: createdAt,
    }
  })
}

export const demoBookings = (today: string, rvs: Priced[], venues: Priced[]) =>
  toBookings(demoOwner.id, demoSpecs, rvs, venues, today)
export const secondBookings = (today: string, rvs: Priced[], venues: Priced[]) =>
  toBookings(secondOwner.id, secondSpecs, rvs, venues, today)
