import { createFileRoute } from '@tanstack/react-router'
import { pagePending } from '../../components/page-pending'
import { BudgetCalculatorPage } from '../../features/budget/owner/components/budget-calculator-page'
import { recentFiguresQuery } from '../../features/budget/owner/queries'

export const Route = createFileRoute('/admin/budget-calculator')({
  loader: ({ context }) => context.queryClient.ensureQueryData(recentFiguresQuery()),
  ...pagePending('Loading your recent figures...'),
  component: BudgetCalculatorPage,
})
