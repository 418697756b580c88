import { useMutation } from '@tanstack/react-query'
import type { BookingLookupInput } from '../../../../worker/modules/bookings/lookup/schemas'
import { client, json, type ApiResult } from '../../../lib/api'

/** What a renter sees of their own booking. */
export type RenterBooking = ApiResult<typeof client.bookings.lookup.$get>

/**
 * A renter's own booking, found by its ID and email. A mutation rather than a cached query: each
 * 'Find booking' is one rate-limited request that must show the booking as it is now (just paid,
 * say), never an earlier answer from the cache.
 */
export function useRenterBookingLookup() {
  return useMutation({ mutationFn: (input: BookingLookupInput) => json(client.bookings.lookup.$get({ query: input })) })
}
