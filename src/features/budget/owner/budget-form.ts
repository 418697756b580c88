/**
 * What the calculator's form holds (spec §3 'Owner budget calculator inputs'), and how it becomes
 * the rule's plan (spec §9: recomputed on every input). No request carries these inputs: the page
 * computes the plan itself, so the form's schema lives here, beside the page.
 */
import * as v from 'valibot'
import {
  businessGoals,
  competitionLevels,
  DEFAULT_BUDGET_INPUTS,
  recommendBudgets,
  type BudgetPlan,
} from '../../../../worker/modules/budget/rules/ad-budget'
import { ownFigures, type RecentFigures } from '../../../../worker/modules/budget/rules/recent-data'

const formNumber = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => {
    const number = typeof value === 'number' ? value : Number(value.trim())
    return Number.isFinite(number) ? number : 0
  }),
)

/** Text fields and selects as the page holds them, read into the rule's inputs. Spec §5: a number that cannot be parsed is 0; an unknown option falls back to the §9 default. */
export const budgetFormSchema = v.object({
  monthlyRevenue: formNumber,
  averageBookingValue: formNumber,
  conversionRate: formNumber,
  seasonalityFactor: formNumber,
  competitionLevel: v.fallback(v.picklist(competitionLevels), DEFAULT_BUDGET_INPUTS.competitionLevel),
  businessGoals: v.fallback(v.picklist(businessGoals), DEFAULT_BUDGET_INPUTS.businessGoals),
  targetROAS: formNumber,
  currentCustomerCount: formNumber,
  desiredGrowthRate: formNumber,
})

/** What the page holds: every field as its control gives it. */
export type BudgetFormValues = v.InferInput<typeof budgetFormSchema>

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
