/** The owner's paid search and social campaigns (/api/ad-campaigns): the list, connections, status and daily figures. */
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { AdStatusData } from '../../../worker/modules/advertising/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'
import type { PlatformFilter } from './ad-display'

const api = client['ad-campaigns']

export type AdCampaignPage = ApiResult<typeof api.$get>
export type AdCampaign = AdCampaignPage['items'][number]
export type AdTotals = AdCampaignPage['totals']
export type PerformanceDayRow = ApiResult<(typeof api)[':id']['performance']['$get']>['items'][number]
export type PerformanceImport = ApiResult<(typeof api)[':id']['performance']['$post']>

/** The table shows 20 campaigns at a time; 'Show more' follows the cursor. */
const PAGE = '20'

const adCampaignKeys = {
  list: (platform: PlatformFilter) => [...queryRoots.adCampaignLists, platform] as const,
  connections: () => [...queryRoots.adCampaigns, 'connections'] as const,
  performance: (id: string) => [...queryRoots.adPerformance, id] as const,
}

/** Newest first, one platform or all; every page carries the totals over all campaigns the filter matches. */
export const adCampaignListQuery = (platform: PlatformFilter) =>
  infiniteQueryOptions({
    queryKey: adCampaignKeys.list(platform),
    queryFn: ({ pageParam }) =>
      json(
        api.$get({
          query: { platform: platform === 'all' ? undefined : platform, limit: PAGE, cursor: pageParam },
        }),
      ),
    ...cursorPaging,
  })

/** Which platforms report daily figures by themselves (their credentials are set on the server). */
export const adConnectionsQuery = () =>
  queryOptions({ queryKey: adCampaignKeys.connections(), queryFn: () => json(api.connections.$get()) })

/** A campaign's days, oldest first: the Performance dialog's chart and table. */
export const adPerformanceQuery = (id: string) =>
  queryOptions({
    queryKey: adCampaignKeys.performance(id),
    queryFn: () => json(api[':id'].performance.$get({ param: param({ id }) })),
  })

/** Pause (only an active campaign) or play; the list refetches, so the row and the totals agree. */
export function useSetAdStatus() {
  const refresh = useRefresh('ad-campaign-changed')
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdStatusData['status'] }) =>
      json(api[':id'].$put({ param: param({ id }), json: { status } })),
    onSuccess: refresh,
  })
}

/** Sends a CSV's text; the campaign's figures are recomputed, so its days, the rows and the totals all refetch. */
export function useImportPerformance(id: string) {
  const refresh = useRefresh('ad-performance-imported', id)
  return useMutation({
    mutationFn: (csv: string) => json(api[':id'].performance.$post({ param: param({ id }), json: { csv } })),
    onSuccess: refresh,
  })
}
