/**
 * The Smart Budget Calculator's form (spec §3 'Owner budget calculator inputs'): text fields and
 * selects as the page holds them, read into the rule's inputs. Spec §5: a number that cannot be
 * parsed is 0; an unknown option falls back to the §9 default.
 */
import * as v from 'valibot'
import { businessGoals, competitionLevels, DEFAULT_BUDGET_INPUTS } from './rules/ad-budget'

const formNumber = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => {
    const number = typeof value === 'number' ? value : Number(value.trim())
    return Number.isFinite(number) ? number : 0
  }),
)

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
