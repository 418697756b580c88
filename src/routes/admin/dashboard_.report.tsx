import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { calendarMonth } from '../../../worker/lib/shared/dates'
import { pagePending } from '../../components/page-pending'
import { MonthlyReportPage } from '../../features/dashboard/components/monthly-report-page'
import { monthlyReportQuery } from '../../features/dashboard/queries'
import { localMonth } from '../../lib/local-date'

/** ?month=YYYY-MM; anything else reads as the viewer's current month. */
const reportSearchSchema = v.object({ month: v.fallback(calendarMonth(), () => localMonth()) })

export const Route = createFileRoute('/admin/dashboard_/report')({
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context: { queryClient }, deps }) => queryClient.ensureQueryData(monthlyReportQuery(deps.month)),
  ...pagePending('Loading report...'),
  component: MonthlyReportPage,
})
