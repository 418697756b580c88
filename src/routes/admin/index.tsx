import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { dashboardQuery } from '../../features/bookings/queries'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'

export const Route = createFileRoute('/admin/')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context }) => (context.user ? context.queryClient.ensureQueryData(dashboardQuery()) : undefined),
  pendingComponent: pagePending('Loading bookings...'),
  component: DashboardPage,
})
