/** The owner's paid search and social campaigns (/api/ad-campaigns): the list, connections, status and daily figures. */
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query'
import type { AdCampaignInput, AdStatusData } from '../../../worker/modules/advertising/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging, useInvalidate } from '../../lib/query-client'
import type { PlatformFilter } from './ad-display'

const api = client['ad-campaigns']

export type AdCampaignPage = ApiResult<typeof api.$get>
export type AdCampaign = AdCampaignPage['items'][number]
export type AdTotals = AdCampaignPage['totals']
export type PerformanceDayRow = ApiResult<(typeof api)[':id']['performance']['$get']>['items'][number]
export type PerformanceImport = ApiResult<(typeof api)[':id']['performance']['$post']>

/** The table shows 20 campaigns at a time; 'Show more' follows the cursor. */
const PAGE = '20'

export const adCampaignKeys = {
  all: ['ad-campaigns'] as const,
  lists: () => [...adCampaignKeys.all, 'list'] as const,
  list: (platform: PlatformFilter) => [...adCampaignKeys.lists(), platform] as const,
  connections: () => [...adCampaignKeys.all, 'connections'] as const,
  performance: (id: string) => [...adCampaignKeys.all, 'performance', id] as const,
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

export function useCreateAdCampaign() {
  const invalidate = useInvalidate(adCampaignKeys.lists())
  return useMutation({
    mutationFn: (input: AdCampaignInput) => json(api.$post({ json: input })),
    onSuccess: invalidate,
  })
}

/** Pause (only an active campaign) or play; the list refetches, so the row and the totals agree. */
export function useSetAdStatus() {
  const invalidate = useInvalidate(adCampaignKeys.lists())
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: AdStatusData['status'] }) =>
      json(api[':id'].$put({ param: param({ id }), json: { status } })),
    onSuccess: invalidate,
  })
}

/** Sends a CSV's text; the campaign's figures are recomputed, so its days, the rows and the totals all refetch. */
export function useImportPerformance(id: string) {
  const invalidate = useInvalidate(adCampaignKeys.lists(), adCampaignKeys.performance(id))
  return useMutation({
    mutationFn: (csv: string) => json(api[':id'].performance.$post({ param: param({ id }), json: { csv } })),
    onSuccess: invalidate,
  })
}
