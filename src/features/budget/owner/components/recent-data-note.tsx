import { formatAmount } from '../../../../../worker/lib/shared/money'
import { plural } from '../../../../lib/plural'
import type { BudgetPlan } from '../../../../../worker/modules/budget/rules/ad-budget'
import {
  MEANINGFUL_SAMPLE,
  type RaisedInput,
  type RecentFigures,
} from '../../../../../worker/modules/budget/rules/recent-data'

const RAISED_LABELS: Record<RaisedInput, string> = {
  monthlyRevenue: 'monthly revenue',
  averageBookingValue: 'average booking value',
  conversionRate: 'conversion rate',
}

interface RecentDataNoteProps {
  recent: RecentFigures
  useRecent: boolean
  onUseRecentChange: (use: boolean) => void
  plan: Pick<BudgetPlan, 'raised' | 'tooFew' | 'bookingLimit'>
}

const fields = (inputs: RaisedInput[]) => inputs.map((field) => RAISED_LABELS[field]).join(', ')

/** Why each higher figure was left unused: how many bookings or leads stand behind it, and how many it needs. */
function tooFewReasons(tooFew: RaisedInput[], recent: RecentFigures) {
  const fromBookings = tooFew.filter((field) => field !== 'conversionRate')
  return [
    fromBookings.length > 0 &&
      `${fields(fromBookings)} from ${plural(recent.bookings, 'booking')} (${MEANINGFUL_SAMPLE.bookings} needed)`,
    tooFew.includes('conversionRate') &&
      `conversion rate from ${plural(recent.leads, 'lead')} (${MEANINGFUL_SAMPLE.leads} needed)`,
  ].filter((reason) => typeof reason === 'string')
}

/** Spec §9: the last 30 days raise revenue, booking value and conversion rate when they are higher; say which. */
export function RecentDataNote({ recent, useRecent, onUseRecentChange, plan }: RecentDataNoteProps) {
  const { raised, tooFew, bookingLimit } = plan
  const figures = [
    `${plural(recent.bookings, 'booking')} worth ${formatAmount(recent.revenue)}`,
    recent.averageBookingValue === null ? null : `${formatAmount(recent.averageBookingValue)} a booking on average`,
    plural(recent.leads, 'lead'),
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
            ? `Used where higher than your inputs: raised ${fields(raised)}.`
            : tooFew.length > 0
              ? 'Your inputs are used as entered.'
              : 'Your inputs are already at or above these, so they are used as entered.'}
      </p>
      {useRecent && tooFew.length > 0 && (
        <p className="mt-1" data-testid="too-few">
          Too few to go by yet: {tooFewReasons(tooFew, recent).join('; ')}. They will count once there are enough.
        </p>
      )}
      {bookingLimit !== null && (
        <p className="mt-1" data-testid="fleet-room">
          Your fleet has {recent.freeRvNights} free RV-nights in the next 30 days: room for about{' '}
          {plural(bookingLimit, 'booking')}.
        </p>
      )}
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
