/** The plan's insights and warnings in words (spec §9), and the tip; the rule gives only the figures behind them. */
import { AD_PLATFORM_LABELS } from '../../../../worker/modules/advertising/schemas'
import {
  STARTING_BUDGET_SHARE,
  type BudgetInsight,
  type BudgetPlan,
  type BudgetWarning,
} from '../../../../worker/modules/budget/rules/ad-budget'
import { percent } from '../../../lib/format'

const insightText = (insight: BudgetInsight) =>
  insight.kind === 'high-conversion'
    ? `High conversion: ${insight.conversionRate}% of your leads book (over 5%), so every extra lead is worth paying for.`
    : `Aggressive growth: ${insight.growthRate}% (over 50%) means reaching beyond your usual renters; expect dearer leads and review results weekly.`

const warningText = (warning: BudgetWarning) =>
  warning.kind === 'low-roi'
    ? `Low ROI: ${AD_PLATFORM_LABELS[warning.platform]} is expected to return ${warning.roi}x, under 2x. Raise your conversion rate or booking value before spending this much.`
    : `Fleet full: your RVs have ${warning.freeRvNights} free nights in the next 30 days, room for about ${warning.bookingLimit} more ${warning.bookingLimit === 1 ? 'booking' : 'bookings'}, so no budget can bring more than that. Add RVs or free up dates before spending more.`

export function budgetAdvice(plan: Pick<BudgetPlan, 'insights' | 'warnings'>) {
  return {
    insights: plan.insights.map(insightText),
    warnings: plan.warnings.map(warningText),
    tip: `Start at ${percent(STARTING_BUDGET_SHARE)} of the recommended daily budget, then raise it as bookings come in.`,
  }
}
