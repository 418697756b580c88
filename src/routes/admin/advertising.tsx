import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { AdvertisingPage } from '../../features/advertising/components/advertising-page'
import { adCampaignListQuery, adConnectionsQuery } from '../../features/advertising/queries'

export const Route = createFileRoute('/admin/advertising')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(adCampaignListQuery('all')),
      queryClient.ensureQueryData(adConnectionsQuery()),
    ]),
  ...pagePending('Loading advertising...'),
  component: AdvertisingPage,
})
