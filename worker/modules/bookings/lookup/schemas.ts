/**
 * A renter's proof that a booking is theirs: its id and the email they booked with. My Bookings'
 * lookup, the renter's cancellation and receipt all take it. Kept apart from bookings' other
 * schemas so the pages that take only this (checkout's payments schemas) load nothing else.
 */
import * as v from 'valibot'
import { emailAddress } from '../../../lib/shared/fields'

/** A renter finds their booking by its id and the email they booked with. */
export const bookingLookupSchema = v.object({
  bookingId: v.pipe(
    v.string('Booking ID is required'),
    v.trim(),
    v.nonEmpty('Booking ID is required'),
    v.maxLength(100),
  ),
  email: emailAddress,
})

export type BookingLookupInput = v.InferInput<typeof bookingLookupSchema>
