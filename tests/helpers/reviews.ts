/** Completed trips and published reviews for the generated tests (route matrix, fuzz, mass assignment). */
import { env } from 'cloudflare:workers'
import { created, matrixBooking } from './matrix-objects'
import { api } from './worker-client'

/** Moves a booking to 'completed' at `at` (ms) with its history row, as the lifecycle writes it. */
export async function completeTrip(bookingId: string, at = Date.now() - 60_000) {
  await env.DB.batch([
    env.DB.prepare("update bookings set status = 'completed' where id = ?").bind(bookingId),
    env.DB.prepare(
      `insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
       select ?, owner_id, id, 'in_progress', 'completed', ? from bookings where id = ?`,
    ).bind(crypto.randomUUID(), at, bookingId),
  ])
}

/** An owner's trip completed a minute ago, with the email its renter proves it with. */
export async function matrixCompletedTrip(cookie: string) {
  const email = `${crypto.randomUUID()}@example.com`
  const customer = await created(api(cookie).customers.$post({ json: { firstName: 'Rae', lastName: 'Renter', email } }))
  const { booking } = await matrixBooking(cookie, { customerId: customer.id, status: 'confirmed' })
  await completeTrip(booking.id)
  return { bookingId: booking.id, email }
}

/** A published review of `author`'s on one of the owner's completed trips (both sides wrote, so it shows). */
export async function matrixPublishedReview(cookie: string, author: 'renter' | 'owner' = 'renter') {
  const trip = await matrixCompletedTrip(cookie)
  const id = crypto.randomUUID()
  const now = Date.now() - 1000
  await env.DB.prepare(
    `insert into reviews (id, owner_id, booking_id, rv_id, customer_id, author, overall, communication, body, published_at, created_at)
     select ?, owner_id, id, rv_id, customer_id, ?, 4, 4, 'A fine trip, well worth it.', ?, ? from bookings where id = ?`,
  )
    .bind(id, author, now, now, trip.bookingId)
    .run()
  return { id, ...trip }
}

export const matrixRenterReviewBody = {
  overall: 5,
  cleanliness: 5,
  mechanical: 4,
  accuracy: 5,
  communication: 5,
  value: 4,
  body: 'A lovely RV and an easy pickup.',
}

export const matrixOwnerReviewBody = {
  careOfVehicle: 5,
  communication: 4,
  followingRules: 5,
  body: 'Returned clean and on time, thank you.',
}
