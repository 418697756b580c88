import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { PricingPage } from '../../features/pricing/components/pricing-page'
import { addOnListQuery, pricingSettingsQuery } from '../../features/pricing/queries'
import { rvOptionsQuery } from '../../lib/queries/choices'

export const Route = createFileRoute('/admin/pricing')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(pricingSettingsQuery()),
      queryClient.ensureInfiniteQueryData(addOnListQuery()),
      // The add-ons name the RVs they are offered with.
      queryClient.ensureQueryData(rvOptionsQuery()),
    ]),
  ...pagePending('Loading pricing...'),
  component: PricingPage,
})
