import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { fromCents } from '../../../../../worker/lib/shared/money'
import { AD_PLATFORM_LABELS } from '../../../../../worker/modules/advertising/schemas'
import {
  AD_BUDGET_CAP_SHARE,
  SINGLE_PLATFORM_CAP_SHARE,
  type BudgetRecommendation,
} from '../../../../../worker/modules/budget/rules/ad-budget'
import { PageHeader } from '../../../../components/page-header'
import { SectionCard } from '../../../../components/section-card'
import { toast } from '../../../../components/toast-store'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { useCreateAdCampaign } from '../../../../lib/queries/ad-campaigns'
import { budgetPlan, initialBudgetForm, type BudgetFormValues } from '../budget-form'
import { GOAL_LABELS } from '../budget-labels'
import { recentFiguresQuery } from '../queries'
import { BudgetAdvice } from './budget-advice'
import { BudgetChart } from './budget-chart'
import { BudgetInputs } from './budget-inputs'
import { RecentDataNote } from './recent-data-note'
import { RecommendationCard } from './recommendation-card'
import { percent } from '../../../../lib/format'

/** /admin/budget-calculator (spec §9 'Owner budget calculator'): recomputed on every input, no request but the first. */
export function BudgetCalculatorPage() {
  useDocumentTitle('Smart Budget Calculator')
  const { data: recent } = useSuspenseQuery(recentFiguresQuery())
  const [form, setForm] = useState<BudgetFormValues>(() => initialBudgetForm(recent))
  const [useRecent, setUseRecent] = useState(true)
  const plan = budgetPlan(form, recent, useRecent)
  const createCampaign = useCreateAdCampaign()
  const navigate = useNavigate()
  const goal = plan.inputs.businessGoals

  function createDraft(recommendation: BudgetRecommendation) {
    const name = `${AD_PLATFORM_LABELS[recommendation.platform]} – ${GOAL_LABELS[goal]}`
    createCampaign.mutate(
      {
        name,
        platform: recommendation.platform,
        objective: 'lead_generation',
        bidStrategy: 'cpc',
        budget: fromCents(recommendation.dailyBudget),
        status: 'draft',
      },
      {
        onSuccess: () => {
          // The toast lives above the routes, so it stays on screen across the navigation.
          toast({
            title: 'Campaign Created',
            description: `“${name}” is saved as a draft at ${fromCents(recommendation.dailyBudget)} a day.`,
            variant: 'success',
          })
          void navigate({ to: '/admin/advertising' })
        },
        onError: () =>
          toast({
            title: 'Error',
            description: 'Failed to create campaign. Please try again.',
            variant: 'destructive',
          }),
      },
    )
  }

  return (
    <div data-testid="budget-calculator-page">
      <PageHeader
        title="Smart Budget Calculator"
        subtitle="A daily ad budget per platform, from your own numbers and goals"
        actions={
          <Link to="/admin/advertising" className="btn btn-outline btn-sm">
            Advertising
          </Link>
        }
      />
      <div className="space-y-6">
        <SectionCard title="Your business">
          <BudgetInputs values={form} onChange={(change) => setForm((current) => ({ ...current, ...change }))} />
          <RecentDataNote recent={recent} useRecent={useRecent} onUseRecentChange={setUseRecent} plan={plan} />
        </SectionCard>
        <section aria-labelledby="recommendations-heading">
          <h2 id="recommendations-heading" className="mb-3 text-lg font-semibold">
            Recommended budgets
          </h2>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            {plan.recommendations.map((recommendation) => (
              <RecommendationCard
                key={recommendation.platform}
                recommendation={recommendation}
                capLabel={percent(
                  AD_BUDGET_CAP_SHARE * (recommendation.platform === 'both' ? 1 : SINGLE_PLATFORM_CAP_SHARE),
                )}
                creating={createCampaign.isPending && createCampaign.variables.platform === recommendation.platform}
                disabled={createCampaign.isPending}
                onCreateDraft={createDraft}
              />
            ))}
          </div>
        </section>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <SectionCard title="Budget and revenue compared">
            <BudgetChart recommendations={plan.recommendations} />
          </SectionCard>
          <SectionCard title="Insights">
            <BudgetAdvice plan={plan} />
          </SectionCard>
        </div>
      </div>
    </div>
  )
}
