import { queryOptions, useMutation } from '@tanstack/react-query'
import type { RenterReceiptInput } from '../../../../worker/modules/payments/receipts/schemas'
import { client, json, param, type ApiResult } from '../../../lib/api'
import { queryRoots } from '../../../lib/query-keys'
import { saveFile } from './save-file'

/** A booking's receipt as the API answers it (the renter's and the owner's are the same document). */
export type Receipt = ApiResult<(typeof client.payments.receipts)[':id']['$get']>

/** What proves a renter's booking: its ID and the email they booked with (kept in memory, never in an address). */
export type RenterProof = RenterReceiptInput

/**
 * The renter's receipt. A POST (the email stays out of addresses), read as a query: it writes
 * nothing. Under the receipts key, so a cancellation in this tab shows its refund here.
 */
export const renterReceiptQuery = (proof: RenterProof) =>
  queryOptions({
    queryKey: [...queryRoots.receipts, 'renter', proof.bookingId, proof.email],
    queryFn: () => json(client.payments.receipts.renter.$post({ json: proof })),
  })

/** The owner's receipt of one of their bookings. */
export const ownerReceiptQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.receipts, id],
    queryFn: () => json(client.payments.receipts[':id'].$get({ param: param({ id }) })),
  })

/** The file name the server gave (Content-Disposition), else receipt-<first 8 of the id>.pdf. */
function fileName(response: { headers: Headers }, bookingId: string) {
  const given = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1]
  return given ?? `receipt-${bookingId.slice(0, 8)}.pdf`
}

export type PdfRequest = { renter: RenterProof } | { owner: string }

/** 'Download PDF': the receipt as the Worker draws it, saved as a file. */
export function useDownloadReceiptPdf() {
  return useMutation({
    mutationFn: async (request: PdfRequest) => {
      const [response, bookingId] =
        'renter' in request
          ? [await client.payments.receipts.renter.pdf.$post({ json: request.renter }), request.renter.bookingId]
          : [await client.payments.receipts[':id'].pdf.$get({ param: param({ id: request.owner }) }), request.owner]
      saveFile(await response.blob(), fileName(response, bookingId))
    },
  })
}
