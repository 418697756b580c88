import { createFileRoute } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { pagePending } from '../../components/page-pending'
import { Spinner } from '../../components/spinner'
import { BookingRequests } from '../../features/bookings/components/booking-requests'
import { dashboardQuery } from '../../features/dashboard/queries'
import { DashboardPage } from '../../features/dashboard/components/dashboard-page'

// What other owners wrote about a requesting renter, loaded with the first request that shows it.
const RenterReviews = lazy(() =>
  import('../../features/reviews/components/renter-reviews').then((module) => ({ default: module.RenterReviews })),
)

const renterReviews = (bookingId: string) => (
  <Suspense fallback={<Spinner label="Loading the renter's reviews..." size="sm" />}>
    <RenterReviews bookingId={bookingId} />
  </Suspense>
)

function Dashboard() {
  return <DashboardPage requests={<BookingRequests renterReviews={renterReviews} />} />
}

export const Route = createFileRoute('/admin/dashboard')({
  loader: ({ context }) => context.queryClient.ensureQueryData(dashboardQuery()),
  ...pagePending('Loading bookings...'),
  component: Dashboard,
})
