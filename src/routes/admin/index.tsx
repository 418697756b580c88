import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { dashboardQuery } from '../../features/dashboard/queries'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'

export const Route = createFileRoute('/admin/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery()),
  ...pagePending('Loading bookings...'),
  component: DashboardPage,
})
