import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { VenuesPage } from '../../features/venues/components/venues-page'
import { myVenueListQuery, venueStatsQuery } from '../../features/venues/queries'

export const Route = createFileRoute('/admin/venues')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(myVenueListQuery()),
      queryClient.ensureQueryData(venueStatsQuery()),
    ]),
  ...pagePending('Loading venues...'),
  component: VenuesPage,
})
