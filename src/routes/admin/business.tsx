import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { BusinessPage } from '../../features/business/components/business-page'
import { businessProfileQuery, pickupLocationsQuery } from '../../features/business/queries'

export const Route = createFileRoute('/admin/business')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(businessProfileQuery()),
      queryClient.ensureQueryData(pickupLocationsQuery()),
    ]),
  ...pagePending('Loading your business profile...'),
  component: BusinessPage,
})
