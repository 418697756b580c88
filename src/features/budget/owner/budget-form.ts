/** What the calculator's form holds, and how it becomes the rule's plan (spec §9: recomputed on every input). */
import * as v from 'valibot'
import {
  DEFAULT_BUDGET_INPUTS,
  recommendBudgets,
  type BudgetPlan,
} from '../../../../worker/modules/budget/rules/ad-budget'
import { ownFigures, type RecentFigures } from '../../../../worker/modules/budget/rules/recent-data'
import { budgetFormSchema, type BudgetFormValues } from '../../../../worker/modules/budget/schemas'

/**
 * The spec's defaults, replaced by the owner's own figures where they have some. Number fields hold
 * their text as typed, so a half-typed '12.' is not rewritten under the cursor.
 */
export function initialBudgetForm(recent: RecentFigures): BudgetFormValues {
  const start = { ...DEFAULT_BUDGET_INPUTS, ...ownFigures(recent) }
  return {
    ...start,
    monthlyRevenue: String(start.monthlyRevenue),
    averageBookingValue: String(start.averageBookingValue),
    conversionRate: String(start.conversionRate),
    currentCustomerCount: String(start.currentCustomerCount),
  }
}

export const budgetPlan = (form: BudgetFormValues, recent: RecentFigures, raiseFromRecent: boolean): BudgetPlan =>
  recommendBudgets(v.parse(budgetFormSchema, form), recent, { raiseFromRecent })
