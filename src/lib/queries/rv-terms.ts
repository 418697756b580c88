/**
 * An RV's pricing terms (rate card, add-ons, policy): the wizard's summary and the owner's booking
 * dialog price a stay with them through the one quote function, as the server will. Under the rvs
 * root, so any change to an RV or its pricing refreshes them.
 */
import { queryOptions } from '@tanstack/react-query'
import { client, json } from '../api'
import { queryRoots } from '../query-keys'

export const publicRvTermsQuery = (rvId: string) =>
  queryOptions({
    queryKey: [...queryRoots.rvs, rvId, 'terms'],
    queryFn: () => json(client.rvs[':id'].terms.$get({ param: { id: rvId } })),
  })

export const ownerRvTermsQuery = (rvId: string) =>
  queryOptions({
    queryKey: [...queryRoots.rvs, 'mine', rvId, 'terms'],
    queryFn: () => json(client.rvs.mine[':id'].terms.$get({ param: { id: rvId } })),
  })
