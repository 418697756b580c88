import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { customerOptionsQuery } from '../../features/customers/queries'
import { LeadsPage } from '../../features/leads/components/leads-page'
import { leadFeesQuery, leadListQuery, leadStatsQuery } from '../../features/leads/queries'
import { rvOptionsQuery } from '../../features/rvs/queries'
import { venueOptionsQuery } from '../../features/venues/queries'

export const Route = createFileRoute('/admin/leads')({
  // The options of 'Create New Booking' ('Convert to booking') are loaded too, so the dialog opens at once.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(leadListQuery('all')),
      queryClient.ensureQueryData(leadStatsQuery()),
      queryClient.ensureInfiniteQueryData(leadFeesQuery()),
      queryClient.ensureQueryData(customerOptionsQuery()),
      queryClient.ensureQueryData(rvOptionsQuery()),
      queryClient.ensureQueryData(venueOptionsQuery()),
    ]),
  ...pagePending('Loading leads...'),
  component: LeadsPage,
})
