import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { BookingsPage } from '../../features/bookings/components/bookings-page'
import { bookingsQuery } from '../../features/bookings/queries'
import { customersQuery } from '../../features/customers/queries'
import { myRvsQuery } from '../../features/rvs/queries'
import { myVenuesQuery } from '../../features/venues/queries'

export const Route = createFileRoute('/admin/bookings')({
  // Signed out, /admin shows the owner landing instead, so there is nothing to load.
  loader: ({ context: { user, queryClient } }) =>
    user
      ? Promise.all([queryClient.ensureQueryData(bookingsQuery()), queryClient.ensureQueryData(myRvsQuery()), queryClient.ensureQueryData(customersQuery()), queryClient.ensureQueryData(myVenuesQuery())])
      : undefined,
  pendingComponent: pagePending('Loading bookings...'),
  component: BookingsPage,
})
