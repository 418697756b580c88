/** The owner's side of a booking's money beyond its recorded payments: its receipt (the refunds made, what was paid and kept). */
import { queryOptions } from '@tanstack/react-query'
import { client, json, param } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'

/** The booking's receipt (the payments feature's receipt page reads the same key). */
export const bookingReceiptQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.receipts, id],
    queryFn: () => json(client.payments.receipts[':id'].$get({ param: param({ id }) })),
  })
