/** What the calculator's form holds, and how it becomes the rule's plan (spec §9: recomputed on every input). */
import * as v from 'valibot'
import {
  DEFAULT_BUDGET_INPUTS,
  recommendBudgets,
  type BudgetPlan,
  type RecentFigures,
} from '../../../../worker/modules/budget/rules/ad-budget'
import { budgetFormSchema, type BudgetFormValues } from '../../../../worker/modules/budget/schemas'

/** Number fields hold their text as typed, so a half-typed '12.' is not rewritten under the cursor. */
export const initialBudgetForm: BudgetFormValues = {
  ...DEFAULT_BUDGET_INPUTS,
  monthlyRevenue: String(DEFAULT_BUDGET_INPUTS.monthlyRevenue),
  averageBookingValue: String(DEFAULT_BUDGET_INPUTS.averageBookingValue),
  conversionRate: String(DEFAULT_BUDGET_INPUTS.conversionRate),
  currentCustomerCount: String(DEFAULT_BUDGET_INPUTS.currentCustomerCount),
}

export const budgetPlan = (form: BudgetFormValues, recent: RecentFigures | null): BudgetPlan =>
  recommendBudgets(v.parse(budgetFormSchema, form), recent)
