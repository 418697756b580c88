import { formatDollars } from '../../../../../worker/lib/shared/money'
import { AD_PLATFORM_LABELS } from '../../../../../worker/modules/advertising/schemas'
import type { BudgetRecommendation } from '../../../../../worker/modules/budget/rules/ad-budget'
import { confidenceBadgeClass, roiColourClass } from '../budget-colours'

/** The ad campaign form refuses less than 1.00 a day. */
const MIN_DAILY_CENTS = 100

interface RecommendationCardProps {
  recommendation: BudgetRecommendation
  /** The cap's share of monthly revenue for this platform, e.g. '9%'. */
  capLabel: string
  creating: boolean
  disabled: boolean
  onCreateDraft: (recommendation: BudgetRecommendation) => void
}

const count = (value: number) => value.toLocaleString(undefined, { maximumFractionDigits: 1 })

/** One platform's recommendation (spec §3 'Recommendation'), with a one-click draft campaign. */
export function RecommendationCard({
  recommendation: r,
  capLabel,
  creating,
  disabled,
  onCreateDraft,
}: RecommendationCardProps) {
  const label = AD_PLATFORM_LABELS[r.platform]
  const tooSmall = r.dailyBudget < MIN_DAILY_CENTS
  return (
    <article
      aria-label={label}
      data-testid={`recommendation-${r.platform}`}
      className="card border border-base-300 bg-base-100"
    >
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="card-title text-lg">{label}</h3>
          <span className={`badge ${confidenceBadgeClass(r.confidence)}`}>{r.confidence}% confidence</span>
        </div>
        <div>
          <p className="text-3xl font-bold" data-testid="daily-budget">
            {formatDollars(r.dailyBudget)}
          </p>
          <p className="text-sm text-base-content/75">
            a day · {formatDollars(r.monthlyBudget)} a month
            {r.capped && ` (capped at ${capLabel} of monthly revenue)`}
          </p>
          <p className="text-sm text-base-content/75">Start at {formatDollars(r.startingDailyBudget)} a day</p>
        </div>
        <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
          <dt className="text-base-content/75">Expected leads</dt>
          <dd className="text-right font-medium">{count(r.expectedLeads)}</dd>
          <dt className="text-base-content/75">Expected bookings</dt>
          <dd className="text-right font-medium" data-testid="expected-bookings">
            {count(r.expectedBookings)}
          </dd>
          <dt className="text-base-content/75">Estimated revenue</dt>
          <dd className="text-right font-medium">{formatDollars(r.estimatedRevenue)}</dd>
          <dt className="text-base-content/75">ROI</dt>
          <dd className={`text-right font-semibold ${roiColourClass(r.roi)}`} data-testid="roi">
            {r.roi.toFixed(2)}x
          </dd>
        </dl>
        <button
          type="button"
          className="btn btn-primary btn-sm mt-auto"
          disabled={disabled || tooSmall}
          aria-describedby={tooSmall ? `${r.platform}-too-small` : undefined}
          onClick={() => onCreateDraft(r)}
        >
          {creating ? 'Creating...' : 'Create draft campaign'}
        </button>
        {tooSmall && (
          <p id={`${r.platform}-too-small`} className="text-xs text-base-content/75">
            A campaign needs at least $1.00 a day.
          </p>
        )}
      </div>
    </article>
  )
}
