import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { OWNER_RATINGS } from '../../../../worker/modules/reviews/schemas'
import { Spinner } from '../../../components/spinner'
import { displayDate } from '../../../lib/format'
import { renterRecordQuery } from '../queries'
import { Stars } from './star-rating'

/**
 * What owners published about the renter of one of the owner's bookings (a request to book, say):
 * the count, the averages and the newest reviews, matched by the renter's email across owners.
 */
export function RenterReviews({ bookingId }: { bookingId: string }) {
  const record = useQuery(renterRecordQuery(bookingId))
  const [all, setAll] = useState(false)
  if (record.isPending) return <Spinner label="Loading the renter's reviews..." size="sm" />
  if (record.isError) return <p className="text-sm text-base-content/75">The renter's reviews could not be loaded.</p>
  const { count, averages, reviews, renterName } = record.data
  if (count === 0 || !averages)
    return <p className="text-sm text-base-content/75">{renterName} has no reviews from owners yet.</p>
  const shown = all ? reviews : reviews.slice(0, 2)
  return (
    <section aria-label={`Reviews of ${renterName} from owners`} className="space-y-2 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Stars value={averages.overall} label="Average" />
        <span>
          {averages.overall} from {count} {count === 1 ? 'owner review' : 'owner reviews'}
        </span>
      </p>
      <dl className="grid grid-cols-[auto_auto] justify-start gap-x-3">
        {(Object.keys(OWNER_RATINGS) as (keyof typeof OWNER_RATINGS)[]).map((key) => (
          <div key={key} className="contents">
            <dt className="text-base-content/75">{OWNER_RATINGS[key]}</dt>
            <dd>{averages[key]}</dd>
          </div>
        ))}
      </dl>
      <ul className="space-y-2">
        {shown.map((review) => (
          <li key={review.id} className="rounded-box border border-base-300 p-2">
            <p className="flex flex-wrap items-center gap-2">
              <Stars value={review.overall} />
              <span className="text-base-content/75">
                {review.fromYou ? 'You' : review.reviewer} · {displayDate(review.createdAt)}
              </span>
            </p>
            <p className="whitespace-pre-line">{review.body}</p>
            {review.reply && <p className="mt-1 border-l-4 border-base-300 pl-3">Renter's reply: {review.reply}</p>}
          </li>
        ))}
      </ul>
      {reviews.length > 2 && (
        <button type="button" className="btn btn-ghost btn-xs" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${reviews.length}`}
        </button>
      )}
    </section>
  )
}
