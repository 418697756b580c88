import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { createDialogSearchSchema } from '../../lib/create-dialog-search'
import { BookingsPage } from '../../features/bookings/components/bookings-page'
import { bookingStatsQuery, bookingsQuery } from '../../features/bookings/queries'
import { customerOptionsQuery, rvOptionsQuery, venueOptionsQuery } from '../../lib/queries/choices'

export const Route = createFileRoute('/admin/bookings')({
  validateSearch: createDialogSearchSchema,
  // The options of 'Create New Booking' are loaded too, so the dialog opens at once.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(bookingsQuery()),
      queryClient.ensureQueryData(bookingStatsQuery()),
      queryClient.ensureQueryData(customerOptionsQuery()),
      queryClient.ensureQueryData(rvOptionsQuery()),
      queryClient.ensureQueryData(venueOptionsQuery()),
    ]),
  ...pagePending('Loading bookings...'),
  component: BookingsPage,
})
