import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { CustomersPage } from '../../features/customers/components/customers-page'
import { customerListQuery, customerStatsQuery } from '../../features/customers/queries'

export const Route = createFileRoute('/admin/customers')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(customerListQuery()),
      queryClient.ensureQueryData(customerStatsQuery()),
    ]),
  ...pagePending('Loading customers...'),
  component: CustomersPage,
})
