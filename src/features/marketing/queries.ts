/** The owner's Marketing Dashboard: campaigns, promotions, the four tiles and the Marketing Assets. */
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { CampaignInput, CampaignUpdateData } from '../../../worker/modules/marketing/campaigns/schemas'
import type { PromotionInput } from '../../../worker/modules/marketing/promotions/schemas'
import { client, json, param, type ApiResult } from '../../lib/api'
import { cursorPaging } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'
import { useRefresh } from '../../lib/refresh'
import { uploadFile } from '../../lib/upload-file'

export type Campaign = ApiResult<typeof client.campaigns.$get>['items'][number]
export type Promotion = ApiResult<typeof client.promotions.$get>['items'][number]
export type MarketingStats = ApiResult<typeof client.marketing.stats.$get>
export type MarketingAsset = ApiResult<typeof client.marketing.assets.$get>['items'][number]
type StoredImage = ApiResult<typeof client.uploads.$post>

/** The dashboard shows the first 3 active campaigns and promotions (spec §9); the full lists a page at a time. */
const FIRST = '3'
const PAGE = '10'

export const campaignKeys = {
  all: queryRoots.campaigns,
  lists: () => [...campaignKeys.all, 'list'] as const,
  active: () => [...campaignKeys.lists(), 'active'] as const,
  list: () => [...campaignKeys.lists(), 'all'] as const,
  recipients: (id: string) => [...campaignKeys.all, 'recipients', id] as const,
}

export const promotionKeys = {
  all: queryRoots.promotions,
  active: () => [...promotionKeys.all, 'active'] as const,
  list: () => [...promotionKeys.all, 'all'] as const,
}

/** The landing page's banner lives under 'marketing' too (public-queries.ts), so a campaign change refreshes it. */
export const marketingKeys = {
  all: queryRoots.marketing,
  stats: () => [...marketingKeys.all, 'stats'] as const,
  assets: () => [...marketingKeys.all, 'assets'] as const,
}

/** The four tiles, counted by the server from real rows. */
export const marketingStatsQuery = () =>
  queryOptions({ queryKey: marketingKeys.stats(), queryFn: () => json(client.marketing.stats.$get()) })

/** 'Active Campaigns': the newest 3 with status active. */
export const activeCampaignsQuery = () =>
  queryOptions({
    queryKey: campaignKeys.active(),
    queryFn: () => json(client.campaigns.$get({ query: { status: 'active', limit: FIRST } })),
  })

/** 'All campaigns', newest first; 'Show more' follows the cursor. */
export const campaignListQuery = () =>
  infiniteQueryOptions({
    queryKey: campaignKeys.list(),
    queryFn: ({ pageParam }) => json(client.campaigns.$get({ query: { limit: PAGE, cursor: pageParam } })),
    ...cursorPaging,
  })

/** Who 'Send' would reach now: asked as the confirmation opens, forgotten when it closes. */
export const campaignRecipientsQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.recipients(id),
    queryFn: () => json(client.campaigns[':id'].recipients.$get({ param: param({ id }) })),
    gcTime: 0,
  })

/** 'Active Promotions': the newest 3 switched on. */
export const activePromotionsQuery = () =>
  queryOptions({
    queryKey: promotionKeys.active(),
    queryFn: () => json(client.promotions.$get({ query: { active: 'true', limit: FIRST } })),
  })

/** Every promotion, on or off, so one switched off can be switched on again. */
export const promotionListQuery = () =>
  infiniteQueryOptions({
    queryKey: promotionKeys.list(),
    queryFn: ({ pageParam }) => json(client.promotions.$get({ query: { limit: PAGE, cursor: pageParam } })),
    ...cursorPaging,
  })

/** The owner's newest marketing images. */
export const marketingAssetsQuery = () =>
  queryOptions({ queryKey: marketingKeys.assets(), queryFn: () => json(client.marketing.assets.$get()) })

export function useCreateCampaign() {
  const invalidate = useRefresh('campaign-changed')
  return useMutation({
    mutationFn: (input: CampaignInput) => json(client.campaigns.$post({ json: input })),
    onSuccess: invalidate,
  })
}

export function useUpdateCampaign() {
  const invalidate = useRefresh('campaign-changed')
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: CampaignUpdateData }) =>
      json(client.campaigns[':id'].$patch({ param: param({ id }), json: change })),
    onSuccess: invalidate,
  })
}

/** The queue delivers the emails moments after 'Send': the figures are read again a little later, twice. */
const DELIVERY_CHECKS_MS = [2_000, 6_000]

export function useSendCampaign() {
  const invalidate = useRefresh('campaign-changed')
  return useMutation({
    mutationFn: (id: string) => json(client.campaigns[':id'].send.$post({ param: param({ id }) })),
    onSuccess: async () => {
      for (const delay of DELIVERY_CHECKS_MS) setTimeout(() => void invalidate(), delay)
      await invalidate()
    },
  })
}

export function useCreatePromotion() {
  const invalidate = useRefresh('promotion-changed')
  return useMutation({
    mutationFn: (input: PromotionInput) => json(client.promotions.$post({ json: input })),
    onSuccess: invalidate,
  })
}

/** The switch on a promotion: on or off, nothing else changes. */
export function useSetPromotionActive() {
  const invalidate = useRefresh('promotion-changed')
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      json(client.promotions[':id'].$patch({ param: param({ id }), json: { active } })),
    onSuccess: invalidate,
  })
}

/** Stores one image as a Marketing Asset; `onProgress` hears 0..1 while the bytes go up. */
export function useUploadAsset(onProgress: (fraction: number) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (file: File) =>
      uploadFile<StoredImage>(client.uploads.$path(), file, { onProgress, fields: { purpose: 'marketing' } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketingKeys.assets() }),
  })
}
