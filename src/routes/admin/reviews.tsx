import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { ReviewsPage } from '../../features/reviews/components/reviews-page'
import { reviewedTripsQuery, tripsToReviewQuery } from '../../features/reviews/queries'

export const Route = createFileRoute('/admin/reviews')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(tripsToReviewQuery()),
      queryClient.ensureInfiniteQueryData(reviewedTripsQuery()),
    ]),
  ...pagePending('Loading reviews...'),
  component: ReviewsPage,
})
