import { Link } from '@tanstack/react-router'
import type { DashboardOverview } from '../queries'
import { bookingStatusLabel } from '../../../../worker/modules/bookings/rules/transitions'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { displayDay } from '../../../lib/format'

/** The five newest bookings (spec §2): RV name and image, customer, status, dates, total. */
export function RecentBookings({ bookings }: { bookings: DashboardOverview['recentBookings'] }) {
  return (
    <SectionCard
      title="Recent Bookings"
      className="lg:col-span-2"
      action={
        <Link to="/admin/bookings" className="link link-primary text-sm">
          View All
        </Link>
      }
    >
      {bookings.length === 0 ? (
        <EmptyState title="No recent bookings" />
      ) : (
        <ul className="divide-y divide-base-300">
          {bookings.map((booking) => (
            <li key={booking.id} className="flex items-center gap-3 py-3">
              {booking.rvImageUrl ? (
                <img
                  src={booking.rvImageUrl}
                  alt=""
                  className="size-14 shrink-0 rounded-box object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="size-14 shrink-0 rounded-box bg-base-200" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{booking.rvName}</p>
                <p className="truncate text-sm text-base-content/75">
                  {booking.customerName} · {displayDay(booking.startDate)} – {displayDay(booking.endDate)}
                </p>
              </div>
              <div className="text-right">
                <p className="font-semibold">{formatAmount(booking.totalPrice)}</p>
                <span className="badge badge-outline badge-sm">{bookingStatusLabel(booking.status)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
