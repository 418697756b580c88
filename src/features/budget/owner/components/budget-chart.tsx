import { formatDollars } from '../../../../../worker/lib/shared/money'
import { AD_PLATFORM_LABELS } from '../../../../../worker/modules/advertising/schemas'
import type { BudgetRecommendation } from '../../../../../worker/modules/budget/rules/ad-budget'

/**
 * The three recommendations side by side: monthly budget against estimated revenue. Plain CSS
 * bars (no chart library for six numbers); the bars are decoration, the figures are text beside them.
 */
export function BudgetChart({ recommendations }: { recommendations: BudgetRecommendation[] }) {
  const largest = Math.max(1, ...recommendations.flatMap((r) => [r.monthlyBudget, r.estimatedRevenue]))
  const width = (cents: number) => `${Math.max(cents > 0 ? 1 : 0, (cents / largest) * 100)}%`
  const bar = (label: string, cents: number, colour: string) => (
    <div className="grid grid-cols-[6.5rem_1fr] items-center gap-2 text-xs sm:grid-cols-[8rem_1fr]">
      <span className="text-base-content/75">{label}</span>
      <span className="flex items-center gap-2">
        <span aria-hidden="true" className={`h-3 rounded-sm ${colour}`} style={{ width: width(cents) }} />
        <span className="shrink-0 font-medium">{formatDollars(cents)}</span>
      </span>
    </div>
  )
  return (
    // A list, not a <figure>: daisyUI centres a card's figures (made for card images).
    <ul aria-label="Monthly budget and estimated revenue by platform" className="space-y-4">
      {recommendations.map((r) => (
        <li key={r.platform} className="space-y-1">
          <p className="text-sm font-semibold">{AD_PLATFORM_LABELS[r.platform]}</p>
          {bar('Monthly budget', r.monthlyBudget, 'bg-primary')}
          {bar('Est. revenue', r.estimatedRevenue, 'bg-secondary')}
        </li>
      ))}
    </ul>
  )
}
