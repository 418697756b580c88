import type { ReactNode } from 'react'
import { OWNER_RATINGS, RENTER_RATINGS } from '../../../../worker/modules/reviews/schemas'
import { displayDate } from '../../../lib/format'
import { Stars } from './star-rating'

/** A review's ratings as the API answers them (the renter's six or the owner's three and overall). */
type Ratings =
  | ({ author: 'renter' } & Record<keyof typeof RENTER_RATINGS, number>)
  | ({ author: 'owner'; overall: number } & Record<keyof typeof OWNER_RATINGS, number>)

export interface ShownReview {
  ratings: Ratings
  body: string
  reply: string | null
  createdAt: string
}

const details = (ratings: Ratings): [string, number][] =>
  ratings.author === 'renter'
    ? (Object.keys(RENTER_RATINGS) as (keyof typeof RENTER_RATINGS)[])
        .filter((key) => key !== 'overall')
        .map((key) => [RENTER_RATINGS[key], ratings[key]])
    : (Object.keys(OWNER_RATINGS) as (keyof typeof OWNER_RATINGS)[]).map((key) => [OWNER_RATINGS[key], ratings[key]])

/** One review: overall stars, each rating, the words, and the other side's reply under it. */
export function ReviewCard({
  title,
  review,
  replyLabel,
  footer,
}: {
  title: string
  review: ShownReview
  /** Who replied, e.g. 'The owner replied'. */
  replyLabel: string
  footer?: ReactNode
}) {
  return (
    <article aria-label={title} className="rounded-box border border-base-300 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="font-semibold">{title}</h4>
        <span className="text-xs text-base-content/70">{displayDate(review.createdAt)}</span>
      </div>
      <p className="mt-1">
        <Stars value={review.ratings.overall} label="Overall" />
      </p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {details(review.ratings).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/75">{label}</dt>
            <dd>
              <Stars value={value} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 whitespace-pre-line">{review.body}</p>
      {review.reply && (
        <div className="mt-3 border-l-4 border-base-300 pl-3 text-sm">
          <p className="font-medium">{replyLabel}</p>
          <p className="whitespace-pre-line">{review.reply}</p>
        </div>
      )}
      {footer}
    </article>
  )
}
