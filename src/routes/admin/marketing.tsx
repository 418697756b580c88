import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { MarketingPage } from '../../features/marketing/components/marketing-page'
import {
  activeCampaignsQuery,
  activePromotionsQuery,
  campaignListQuery,
  marketingAssetsQuery,
  marketingStatsQuery,
} from '../../features/marketing/queries'

export const Route = createFileRoute('/admin/marketing')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(marketingStatsQuery()),
      queryClient.ensureQueryData(activeCampaignsQuery()),
      queryClient.ensureInfiniteQueryData(campaignListQuery()),
      queryClient.ensureQueryData(activePromotionsQuery()),
      queryClient.ensureQueryData(marketingAssetsQuery()),
    ]),
  ...pagePending('Loading marketing...'),
  component: MarketingPage,
})
