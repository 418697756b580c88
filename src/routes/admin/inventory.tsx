import { createFileRoute } from '@tanstack/react-router'
import { FleetPage } from '../../features/rvs/components/fleet-page'
import { myRvsQuery } from '../../features/rvs/queries'

export const Route = createFileRoute('/admin/inventory')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context }) => (context.user ? context.queryClient.ensureQueryData(myRvsQuery()) : undefined),
  component: FleetPage,
})
