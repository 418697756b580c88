import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, type ReactNode } from 'react'
import { formatAmount } from '../../../../worker/lib/shared/money'
import { PageHeader } from '../../../components/page-header'
import { SectionCard } from '../../../components/section-card'
import { StatTile } from '../../../components/stat-tile'
import { localMonth } from '../../../lib/local-date'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { dashboardQuery } from '../queries'
import { percent } from '../../../lib/format'
import { changeCaption, pointsCaption } from '../figures'
import { RecentBookings } from './recent-bookings'
import { UpcomingMaintenance } from './upcoming-maintenance'

// uPlot comes with the chart only, after the figures are on screen.
const RevenueChart = lazy(() => import('./revenue-chart'))

/**
 * What the banner's and the Open Issues caption's urgent count counts (the spec's Open Issues
 * counts status open only; the urgent count also takes issues in progress).
 */
const URGENT_MEANS = 'emergency or high, open or in progress'

/**
 * The owner's overview: every figure is counted from their own data. `requests`: the requests to
 * book waiting for an answer (the route composes them from the bookings feature), shown first.
 */
export function DashboardPage({ requests }: { requests?: ReactNode } = {}) {
  useDocumentTitle('Dashboard')
  const { data } = useSuspenseQuery(dashboardQuery())
  return (
    <>
      <PageHeader title="Dashboard Overview" subtitle="Manage your RV rental business operations" />
      {data.urgentIssues > 0 && (
        <div role="alert" className="alert alert-error alert-vertical mb-6 sm:alert-horizontal">
          <span className="font-semibold">High Priority Issues</span>
          <span>
            {data.urgentIssues === 1
              ? '1 urgent issue requires immediate attention'
              : `${data.urgentIssues} urgent issues require immediate attention`}{' '}
            <span className="text-sm">({URGENT_MEANS})</span>
          </span>
          <Link to="/admin/issues" className="btn btn-sm">
            View Issues →
          </Link>
        </div>
      )}
      {requests && <div className="mb-6">{requests}</div>}
      <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile label="Active Bookings" value={data.activeBookings} caption="Confirmed or on the road" />
        <StatTile
          label="Revenue (30 days)"
          value={formatAmount(data.revenue.current)}
          caption={changeCaption(data.revenue.change)}
        />
        <StatTile
          label="Fleet Utilization"
          value={percent(data.utilization.current)}
          caption={pointsCaption(data.utilization.current, data.utilization.previous)}
        />
        <StatTile
          label="Open Issues"
          value={data.openIssues}
          caption={`Status open · ${data.urgentIssues} ${URGENT_MEANS}`}
        />
      </section>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <RecentBookings bookings={data.recentBookings} />
        <div className="flex flex-col gap-6">
          <SectionCard title="Quick Actions">
            <Link to="/admin/bookings" search={{ create: true }} className="btn btn-primary">
              New Booking
            </Link>
            <Link to="/admin/inventory" search={{ create: true }} className="btn btn-outline">
              Add RV to Fleet
            </Link>
            <Link to="/admin/dashboard/report" search={{ month: localMonth() }} className="btn btn-outline">
              Generate Report
            </Link>
          </SectionCard>
          <StatTile
            label="Your cancellations"
            value={data.ownerCancellations.allTime}
            caption={`${data.ownerCancellations.last12Months} in the last 12 months · bookings you cancelled (not the renter's, not agreed ones)`}
          />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SectionCard title="Revenue, last 12 weeks" className="lg:col-span-2">
          <p className="text-sm text-base-content/75">
            Totals of bookings that are not cancelled or unpaid holds, by the week of pickup.
          </p>
          <Suspense
            fallback={
              <div role="status" className="skeleton h-[220px] w-full">
                <span className="sr-only">Loading chart</span>
              </div>
            }
          >
            <RevenueChart weeks={data.revenueByWeek} />
          </Suspense>
        </SectionCard>
        <UpcomingMaintenance tasks={data.maintenance} />
      </div>
    </>
  )
}
