import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { reviewDaysLeft } from '../../../../worker/modules/reviews/rules/window'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { SectionCard } from '../../../components/section-card'
import { ShowMoreButton } from '../../../components/show-more-button'
import { displayDate, displayDay } from '../../../lib/format'
import { plural } from '../../../lib/plural'
import { useDocumentTitle } from '../../../lib/use-document-title'
import {
  reviewedTripsQuery,
  tripsToReviewQuery,
  useReplyAsOwner,
  type ReviewedTrip,
  type TripToReview,
} from '../queries'
import { useNow } from '../use-now'
import { OwnerReviewDialog } from './owner-review-dialog'
import { ReplyForm } from './reply-form'
import { ReviewCard } from './review-card'

const daysLeftLabel = (closesAt: string, now: number) =>
  `${plural(reviewDaysLeft(new Date(closesAt).getTime(), now), 'day')} left`

/** /admin/reviews: trips waiting for the owner's review, and the reviews of each trip both ways. */
export function ReviewsPage() {
  useDocumentTitle('Reviews')
  const toWrite = useSuspenseQuery(tripsToReviewQuery())
  const reviewed = useSuspenseInfiniteQuery(reviewedTripsQuery())
  const trips = reviewed.data.pages.flatMap((page) => page.items)
  const [writing, setWriting] = useState<TripToReview | null>(null)
  const now = useNow()

  return (
    <>
      <PageHeader
        title="Reviews"
        subtitle="Review your renters within 14 days of each trip, and read what they wrote"
      />
      <div className="space-y-6">
        <SectionCard title="Trips to review">
          {toWrite.data.length === 0 ? (
            <EmptyState
              title="No trips waiting for your review"
              description="When you mark a trip completed, you have 14 days to review the renter."
            />
          ) : (
            <ul className="divide-y divide-base-300">
              {toWrite.data.map((trip) => (
                <li key={trip.bookingId} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0">
                    <p className="font-medium">
                      {trip.renterName} · {trip.rvName}
                    </p>
                    <p className="text-sm text-base-content/75">
                      {displayDay(trip.startDate)} – {displayDay(trip.endDate)} ·{' '}
                      <span className="font-medium">{daysLeftLabel(trip.closesAt, now)}</span>
                    </p>
                    {trip.renterReview === 'hidden' && (
                      <p className="text-sm text-base-content/75">
                        The renter has reviewed this trip: write yours to read it.
                      </p>
                    )}
                  </div>
                  <button type="button" className="btn btn-primary btn-sm" onClick={() => setWriting(trip)}>
                    Write a review<span className="sr-only"> of {trip.renterName}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>
        <SectionCard title="Reviewed trips">
          {trips.length === 0 ? (
            <EmptyState title="No reviews yet" description="Reviews of your trips, both ways, show here." />
          ) : (
            <ul className="space-y-4">
              {trips.map((trip) => (
                <li key={trip.bookingId}>
                  <ReviewedTripItem trip={trip} />
                </li>
              ))}
            </ul>
          )}
          <ShowMoreButton list={reviewed} />
        </SectionCard>
      </div>
      <OwnerReviewDialog trip={writing} onClose={() => setWriting(null)} />
    </>
  )
}

function ReviewedTripItem({ trip }: { trip: ReviewedTrip }) {
  const reply = useReplyAsOwner()
  const { renterReview, mine } = trip
  return (
    <section aria-label={`${trip.renterName}, ${trip.rvName}`} className="space-y-3">
      <h3 className="font-semibold">
        {trip.renterName} · {trip.rvName}{' '}
        <span className="text-sm font-normal text-base-content/75">
          {displayDay(trip.startDate)} – {displayDay(trip.endDate)}
        </span>
      </h3>
      {renterReview.state === 'published' ? (
        <ReviewCard
          title={`${trip.renterName}'s review`}
          review={renterReview.review}
          replyLabel="Your reply"
          footer={
            !renterReview.review.reply && (
              <ReplyForm
                pending={reply.isPending}
                send={(body) => reply.mutateAsync({ id: renterReview.review.id, body })}
              />
            )
          }
        />
      ) : renterReview.state === 'hidden' ? (
        <p className="rounded-box bg-base-200 p-3 text-sm">
          {trip.renterName} reviewed this trip. Hidden until you review or until{' '}
          {renterReview.revealsAt ? displayDate(renterReview.revealsAt) : 'the 14 days end'}.
        </p>
      ) : (
        <p className="text-sm text-base-content/75">
          {trip.window === 'open'
            ? `${trip.renterName} has not reviewed this trip yet.`
            : `${trip.renterName} did not review this trip.`}
        </p>
      )}
      {mine && (
        <ReviewCard
          title="Your review of the renter"
          review={mine}
          replyLabel={`${trip.renterName} replied`}
          footer={
            <p className="mt-2 text-xs text-base-content/75">
              {mine.publishedAt
                ? 'Published: the renter and other owners can read it.'
                : `Hidden from the renter until they review you or until ${mine.revealsAt ? displayDate(mine.revealsAt) : 'the 14 days end'}.`}
            </p>
          }
        />
      )}
    </section>
  )
}
