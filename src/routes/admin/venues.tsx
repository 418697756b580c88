import { createFileRoute } from '@tanstack/react-router'
import { VenuesPage } from '../../features/venues/components/venues-page'
import { myVenuesQuery } from '../../features/venues/queries'

export const Route = createFileRoute('/admin/venues')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context }) => (context.user ? context.queryClient.ensureQueryData(myVenuesQuery()) : undefined),
  component: VenuesPage,
})
