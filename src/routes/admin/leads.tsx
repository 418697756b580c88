import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { BookingFormDialog } from '../../features/bookings/components/booking-form-dialog'
import { LeadsPage } from '../../features/leads/components/leads-page'
import { bookingFromLead } from '../../features/leads/lead-display'
import { leadFeesQuery, leadListQuery, leadStatsQuery, type Lead } from '../../features/leads/queries'
import { customerOptionsQuery, rvOptionsQuery, venueOptionsQuery } from '../../lib/queries/choices'

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
  component: LeadsRoute,
})

/** A lead converts through the bookings feature's 'Create New Booking', filled in from the lead. */
const convertDialog = (lead: Lead | null, onClose: () => void) => (
  <BookingFormDialog open={lead !== null} fromLead={lead ? bookingFromLead(lead) : null} onClose={onClose} />
)

function LeadsRoute() {
  return <LeadsPage convertDialog={convertDialog} />
}
