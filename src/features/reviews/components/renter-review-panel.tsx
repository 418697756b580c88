import { useEffect, useState } from 'react'
import { reviewDaysLeft } from '../../../../worker/modules/reviews/rules/window'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { displayDate } from '../../../lib/format'
import { plural } from '../../../lib/plural'
import { useReplyAsRenter, useRenterReviewState } from '../renter-queries'
import { useNow } from '../use-now'
import { ReplyForm } from './reply-form'
import { RenterReviewDialog } from './renter-review-dialog'
import { ReviewCard } from './review-card'

export interface RenterReviewPanelProps {
  /** The id and email that found the booking on My Bookings. */
  proof: { bookingId: string; email: string }
  rvName: string
}

/**
 * The review part of a completed booking on My Bookings (loaded lazily by the route): 'Write a
 * review' while the 14 days run, then where the renter's review stands, the owner's review of them
 * once revealed, and one reply to it.
 */
export default function RenterReviewPanel({ proof, rvName }: RenterReviewPanelProps) {
  const state = useRenterReviewState()
  const reply = useReplyAsRenter()
  const [writing, setWriting] = useState(false)
  const now = useNow()
  const { bookingId, email } = proof
  const load = () => state.mutate({ bookingId, email })
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read again only when another booking is shown
  useEffect(load, [bookingId, email])

  if (state.isError)
    return (
      <p role="alert" className="alert alert-error text-sm">
        {errorMessage(state.error, 'Your review could not be loaded.')}
      </p>
    )
  if (!state.data) return <Spinner label="Loading your review..." showLabel />
  const trip = state.data
  if (trip.window === 'not_completed') return null
  const { mine, ownerReview } = trip
  const closesAt = trip.closesAt ? new Date(trip.closesAt).getTime() : 0
  return (
    <section aria-labelledby="trip-review-heading" className="card border border-base-300 bg-base-100">
      <div className="card-body gap-3">
        <h3 id="trip-review-heading" className="card-title text-base">
          Reviews of this trip
        </h3>
        {!mine &&
          (trip.window === 'open' ? (
            <div className="flex flex-wrap items-center gap-3">
              <button type="button" className="btn btn-primary btn-sm" onClick={() => setWriting(true)}>
                Write a review
              </button>
              <span className="text-sm text-base-content/75">
                {plural(reviewDaysLeft(closesAt, now), 'day')} left to review {rvName}
              </span>
            </div>
          ) : (
            <p className="text-sm text-base-content/75">
              The 14 days to review this trip ended on {displayDate(closesAt)}.
            </p>
          ))}
        {mine && (
          <ReviewCard
            title="Your review"
            review={mine}
            replyLabel="The owner replied"
            footer={
              <p className="mt-2 text-xs text-base-content/75">
                {mine.publishedAt
                  ? 'Published on the listing.'
                  : `Hidden from the owner until they review you or until ${mine.revealsAt ? displayDate(mine.revealsAt) : 'the 14 days end'}.`}
              </p>
            }
          />
        )}
        {ownerReview.state === 'hidden' && (
          <p className="rounded-box bg-base-200 p-3 text-sm">
            The owner has reviewed you. You can read it once you write yours, or on{' '}
            {ownerReview.revealsAt ? displayDate(ownerReview.revealsAt) : 'the day the 14 days end'}.
          </p>
        )}
        {ownerReview.state === 'published' && (
          <ReviewCard
            title="The owner's review of you"
            review={ownerReview.review}
            replyLabel="Your reply"
            footer={
              !ownerReview.review.reply && (
                <ReplyForm
                  pending={reply.isPending}
                  send={async (body) => {
                    await reply.mutateAsync({ bookingId, email, body })
                    load()
                  }}
                />
              )
            }
          />
        )}
      </div>
      <RenterReviewDialog
        open={writing}
        proof={proof}
        rvName={rvName}
        onClose={() => setWriting(false)}
        onWritten={() => {
          setWriting(false)
          load()
        }}
      />
    </section>
  )
}
