import { createFileRoute } from '@tanstack/react-router'
import { CustomersPage } from '../../features/customers/components/customers-page'
import { customerStatsQuery, customersQuery } from '../../features/customers/queries'

export const Route = createFileRoute('/admin/customers')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context }) =>
    context.user ? Promise.all([context.queryClient.ensureQueryData(customersQuery()), context.queryClient.ensureQueryData(customerStatsQuery())]) : undefined,
  component: CustomersPage,
})
