/**
 * A renter's cancellation from My Bookings: loaded with its dialog, so the lookup page carries
 * none of it until a renter opens 'Cancel booking'.
 */
import { queryOptions, useMutation } from '@tanstack/react-query'
import type { RenterCancellationInput } from '../../../../worker/modules/payments/schemas'
import { client, json, type ApiResult } from '../../../lib/api'
import { queryRoots } from '../../../lib/query-keys'
import { useRefresh } from '../../../lib/refresh'

/**
 * What cancelling now would give back, line by line, with the deadline before it drops. Read each
 * time the dialog opens (never from an earlier answer: the refund falls as pickup nears).
 */
export const cancellationPreviewQuery = (proof: RenterCancellationInput) =>
  queryOptions({
    queryKey: [...queryRoots.bookings, 'cancellation', proof.bookingId, proof.email],
    queryFn: () => json(client.payments.cancellation.$get({ query: proof })),
    staleTime: 0,
    gcTime: 0,
  })

export type CancellationPreview = ApiResult<typeof client.payments.cancellation.$get>

/** The renter cancels: the booking is cancelled and the refund the preview showed is asked of the card provider. */
export function useRenterCancellation() {
  const refresh = useRefresh('renter-booking-cancelled')
  return useMutation({
    mutationFn: (proof: RenterCancellationInput) => json(client.payments.cancellation.$post({ json: proof })),
    onSuccess: refresh,
  })
}
