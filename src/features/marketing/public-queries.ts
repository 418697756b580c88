/** The public side of marketing (landing banner, unsubscribe), kept apart from the owner's queries so public pages stay light. */
import { queryOptions, useMutation } from '@tanstack/react-query'
import { client, json } from '../../lib/api'
import { queryRoots } from '../../lib/query-keys'

/** Under marketing's root, so the owner's campaign changes refresh it in the same tab (src/lib/refresh.ts). */
export const bannerQuery = () =>
  queryOptions({
    queryKey: [...queryRoots.marketing, 'banner'] as const,
    queryFn: () => json(client.marketing.banner.$get()),
  })

/** The banners of the owners of these RVs (a page of the wizard's results), each with which of them are theirs. */
export const rvBannersQuery = (rvIds: string[]) =>
  queryOptions({
    queryKey: ['marketing', 'banners', rvIds] as const,
    queryFn: () => json(client.marketing.banners.$get({ query: { rvIds: rvIds.join(',') } })),
  })

/** The link in a campaign email; answers `{ unsubscribed: true }`, and the same again for a second click. */
export const useUnsubscribe = () =>
  useMutation({ mutationFn: (token: string) => json(client.marketing.unsubscribe.$post({ json: { token } })) })
