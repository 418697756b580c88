import { formatAmount } from '../../../../../worker/lib/shared/money'
import type { RaisedInput, RecentFigures } from '../../../../../worker/modules/budget/rules/ad-budget'

const RAISED_LABELS: Record<RaisedInput, string> = {
  monthlyRevenue: 'monthly revenue',
  averageBookingValue: 'average booking value',
  conversionRate: 'conversion rate',
}

interface RecentDataNoteProps {
  recent: RecentFigures
  useRecent: boolean
  onUseRecentChange: (use: boolean) => void
  raised: RaisedInput[]
}

/** Spec §9: the last 30 days raise revenue, booking value and conversion rate when they are higher; say which. */
export function RecentDataNote({ recent, useRecent, onUseRecentChange, raised }: RecentDataNoteProps) {
  const figures = [
    `${recent.bookings} ${recent.bookings === 1 ? 'booking' : 'bookings'} worth ${formatAmount(recent.revenue)}`,
    recent.averageBookingValue === null ? null : `${formatAmount(recent.averageBookingValue)} a booking on average`,
    `${recent.leads} ${recent.leads === 1 ? 'lead' : 'leads'}`,
    recent.conversionRate === null ? null : `${recent.conversionRate}% of them converted`,
  ].filter(Boolean)
  return (
    <div
      role="note"
      aria-label="Your last 30 days"
      className="rounded-box border border-base-300 bg-base-200/60 p-4 text-sm"
    >
      <p>
        <span className="font-semibold">Your last {recent.windowDays} days:</span> {figures.join(', ')}.
      </p>
      <p className="mt-1" data-testid="raised-inputs">
        {!useRecent
          ? 'Not used: the recommendations follow your inputs only.'
          : raised.length > 0
            ? `Used where higher than your inputs: raised ${raised.map((field) => RAISED_LABELS[field]).join(', ')}.`
            : 'Your inputs are already at or above these, so they are used as entered.'}
      </p>
      <label className="label mt-2 cursor-pointer gap-2 whitespace-normal text-base-content">
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          checked={useRecent}
          onChange={(event) => onUseRecentChange(event.target.checked)}
        />
        Use my last 30 days where they are higher
      </label>
    </div>
  )
}
