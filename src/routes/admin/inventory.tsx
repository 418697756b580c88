import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { FleetPage } from '../../features/rvs/components/fleet-page'
import { createDialogSearchSchema } from '../../lib/create-dialog-search'
import { fleetStatsQuery, myRvListQuery } from '../../features/rvs/queries'

export const Route = createFileRoute('/admin/inventory')({
  validateSearch: createDialogSearchSchema,
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureInfiniteQueryData(myRvListQuery()), queryClient.ensureQueryData(fleetStatsQuery())]),
  ...pagePending('Loading your fleet...'),
  component: FleetPage,
})
