/**
 * The owner's side of a booking's money beyond its recorded payments: its receipt (the refunds
 * made, what was paid and kept) and cancelling it, alone or agreed with the renter (mutual), which
 * refunds a paid booking in full.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { client, json, param } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'

/** The booking's receipt (the payments feature's receipt page reads the same key). */
export const bookingReceiptQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.receipts, id],
    queryFn: () => json(client.payments.receipts[':id'].$get({ param: param({ id }) })),
  })

/** The owner cancels a booking; `mutual` when the renter agreed (a full refund either way, not counted against them). */
export function useCancelBooking() {
  const refresh = useRefresh('booking-cancelled')
  return useMutation({
    mutationFn: ({ id, mutual }: { id: string; mutual: boolean }) =>
      json(client.bookings[':id'].status.$patch({ param: param({ id }), json: { status: 'cancelled', mutual } })),
    onSuccess: refresh,
  })
}
