import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { BookingStatus, PaymentStatus } from '../../../../worker/lib/shared/enums'
import { EmptyState } from '../../../components/empty-state'
import { ShowMoreButton } from '../../../components/show-more-button'
import { Spinner } from '../../../components/spinner'
import { mediumDay } from '../../../lib/format'
import { partnerBookingsQuery, type PartnerBooking } from '../queries'
import { LoadError } from './load-error'

const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
}
const STATUS_BADGES: Partial<Record<BookingStatus, string>> = {
  confirmed: 'badge-success',
  in_progress: 'badge-info',
  pending: 'badge-warning',
}

const PAYMENT_LABELS: Record<PaymentStatus, string> = {
  pending: 'Not paid yet',
  authorized: 'Card authorised',
  succeeded: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
}

/** The stays booked at the partner's sites: which RV arrives when, and who to expect once paid. */
export function BookingsPanel() {
  const bookings = useInfiniteQuery(partnerBookingsQuery())
  if (bookings.isPending) return <Spinner label="Loading bookings..." showLabel className="py-8" />
  if (bookings.isError)
    return <LoadError what="your bookings" error={bookings.error} onRetry={() => void bookings.refetch()} />
  const all = bookings.data.pages.flatMap((page) => page.items)
  return (
    <>
      <h2 className="mb-4 text-xl font-bold">Bookings</h2>
      {all.length === 0 ? (
        <EmptyState
          title="No bookings yet"
          description="When a renter books one of your sites with their RV, the stay shows here with its arrival window."
        />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {all.map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={bookings} label="Show more bookings" />
    </>
  )
}

function BookingCard({ booking }: { booking: PartnerBooking }) {
  const headingId = useId()
  return (
    <article aria-labelledby={headingId} className="card h-full border border-base-300 bg-base-100">
      <div className="card-body gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="card-title text-base break-words">
            {booking.venueName} · Site {booking.siteNumber}
          </h3>
          <span className={`badge ${STATUS_BADGES[booking.status] ?? 'badge-neutral'}`}>
            {STATUS_LABELS[booking.status]}
          </span>
        </div>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-xs text-base-content/75">RV</dt>
            <dd className="font-medium break-words">
              {booking.rvName}
              {booking.rvLength !== null && ` (${booking.rvLength} ft)`}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/75">Dates</dt>
            <dd className="font-medium">
              {mediumDay(booking.startDate)} to {mediumDay(booking.endDate)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/75">Arrival window</dt>
            <dd className="font-medium">{booking.arrivalWindow ?? 'Not chosen'}</dd>
          </div>
          <div>
            <dt className="text-xs text-base-content/75">Payment</dt>
            <dd className="font-medium">{PAYMENT_LABELS[booking.paymentStatus]}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-xs text-base-content/75">Renter</dt>
            <dd className="font-medium break-words">
              {booking.renter ? (
                <>
                  {booking.renter.name} ·{' '}
                  <a className="link" href={`mailto:${booking.renter.email}`}>
                    {booking.renter.email}
                  </a>
                  {booking.renter.phone && (
                    <>
                      {' · '}
                      <a className="link" href={`tel:${booking.renter.phone}`}>
                        {booking.renter.phone}
                      </a>
                    </>
                  )}
                </>
              ) : (
                'Shown after payment'
              )}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
