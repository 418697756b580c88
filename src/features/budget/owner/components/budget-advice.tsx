import type { BudgetPlan } from '../../../../../worker/modules/budget/rules/ad-budget'
import { budgetAdvice } from '../budget-advice-text'

/** Spec §9: the low-ROI warnings, the high-conversion and aggressive-growth insights, and the 70% tip. */
export function BudgetAdvice({ plan: figures }: { plan: Pick<BudgetPlan, 'warnings' | 'insights'> }) {
  const plan = budgetAdvice(figures)
  return (
    <div className="space-y-2">
      {plan.warnings.map((warning) => (
        <div key={warning} className="alert alert-soft border-warning text-sm">
          {warning}
        </div>
      ))}
      {plan.insights.map((insight) => (
        <div key={insight} className="alert alert-soft border-info text-sm">
          {insight}
        </div>
      ))}
      <div className="alert alert-soft text-sm">
        <span>
          <span className="font-semibold">Tip:</span> {plan.tip}
        </span>
      </div>
    </div>
  )
}
