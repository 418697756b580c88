import { Link } from '@tanstack/react-router'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { StatTile } from '../../../components/stat-tile'
import { useDocumentTitle } from '../../../lib/use-document-title'

const metrics = ['Active Bookings', 'Revenue (30 days)', 'Fleet Utilization', 'Open Issues']

/** The owner's overview. Figures show '—' until bookings are counted; nothing here is invented. */
export function DashboardPage() {
  useDocumentTitle('Dashboard')
  return (
    <>
      <PageHeader title="Dashboard Overview" subtitle="Manage your RV rental business operations" />
      <section aria-label="Key figures" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {metrics.map((label) => (
          <StatTile key={label} label={label} value="—" />
        ))}
      </section>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="recent-bookings" className="card border border-base-300 bg-base-100 lg:col-span-2">
          <div className="card-body">
            <div className="flex items-center justify-between">
              <h2 id="recent-bookings" className="card-title">
                Recent Bookings
              </h2>
              <Link to="/admin/bookings" className="link link-primary text-sm">
                View All
              </Link>
            </div>
            <EmptyState title="No recent bookings" />
          </div>
        </section>
        <section aria-labelledby="quick-actions" className="card border border-base-300 bg-base-100">
          <div className="card-body gap-3">
            <h2 id="quick-actions" className="card-title">
              Quick Actions
            </h2>
            <Link to="/admin/bookings" className="btn btn-primary">
              New Booking
            </Link>
            <Link to="/admin/inventory" className="btn btn-outline">
              Add RV to Fleet
            </Link>
            <button type="button" className="btn btn-outline" onClick={() => window.alert('Report generation feature coming soon!')}>
              Generate Report
            </button>
          </div>
        </section>
      </div>
    </>
  )
}
