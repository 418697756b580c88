import { createFileRoute } from '@tanstack/react-router'
import type { Rv } from '../../../worker/modules/rvs/schemas'
import { pagePending } from '../../components/page-pending'
import { CalendarSyncPanel } from '../../features/issues/calendar-sync/calendar-sync-panel'
import { RvMaintenancePanel } from '../../features/issues/maintenance/components/rv-maintenance-panel'
import { RvPricingPanel } from '../../features/pricing/components/rv-pricing-panel'
import { FleetPage } from '../../features/rvs/components/fleet-page'
import { createDialogSearchSchema } from '../../lib/create-dialog-search'
import { fleetStatsQuery, myRvListQuery } from '../../features/rvs/queries'

export const Route = createFileRoute('/admin/inventory')({
  validateSearch: createDialogSearchSchema,
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureInfiniteQueryData(myRvListQuery()), queryClient.ensureQueryData(fleetStatsQuery())]),
  ...pagePending('Loading your fleet...'),
  component: InventoryPage,
})

/** An RV's details: what the issues feature keeps for it (maintenance tasks, calendar sync) and its pricing. */
const detailTabs = (rv: Rv) => [
  { key: 'maintenance', label: 'Maintenance', panel: () => <RvMaintenancePanel rv={rv} /> },
  { key: 'calendar-sync', label: 'Calendar sync', panel: () => <CalendarSyncPanel rvId={rv.id} /> },
  { key: 'pricing', label: 'Pricing', panel: () => <RvPricingPanel rvId={rv.id} /> },
]

function InventoryPage() {
  return <FleetPage detailTabs={detailTabs} />
}
