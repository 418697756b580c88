/**
 * A partner's sites: those step 2 offers with an RV, and the site of an owner's booking. Apart from
 * queries.ts, so /book's first load (the search) does not carry them.
 */
import { queryOptions } from '@tanstack/react-query'
import { client, json, param, type ApiResult } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'

/**
 * A partner venue's sites the RV fits (length, hookups) and that are free every night of the trip,
 * as the server's one occupancy rule judges them. Under the venues key, like the venues themselves.
 */
export const venueSitesQuery = (query: { venueId: string; rvId: string; startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: [...queryRoots.venues, 'sites', query],
    queryFn: () =>
      json(
        client.venues[':id'].sites.$get({
          param: param({ id: query.venueId }),
          query: { rvId: query.rvId, startDate: query.startDate, endDate: query.endDate },
        }),
      ),
  })
/** A site as renters see it in step 2. */
export type PublicSiteItem = ApiResult<(typeof client.venues)[':id']['sites']['$get']>[number]

/**
 * One of the owner's bookings in full: with a partner's site, the venue, site number, arrival
 * window and (once paid) the gate instructions the owner needs to deliver.
 */
export const bookingDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryRoots.bookings, id, 'details'],
    queryFn: () => json(client.bookings[':id'].$get({ param: param({ id }) })),
  })
