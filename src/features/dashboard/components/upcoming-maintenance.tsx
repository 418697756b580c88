import { Link } from '@tanstack/react-router'
import type { IssuePriority } from '../../../../worker/lib/shared/enums'
import type { DashboardOverview } from '../queries'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'

const priorityBadge: Record<IssuePriority, string> = {
  emergency: 'badge-error',
  high: 'badge-warning',
  medium: 'badge-info',
  low: 'badge-ghost',
}
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).replace('_', ' ')

/** 'Upcoming Maintenance' (spec §2), made true: the open issue tickets on the fleet, most urgent first. */
export function UpcomingMaintenance({ tickets }: { tickets: DashboardOverview['maintenance'] }) {
  return (
    <SectionCard
      title="Upcoming Maintenance"
      action={
        <Link to="/admin/issues" className="link link-primary text-sm">
          View Issues
        </Link>
      }
    >
      {tickets.length === 0 ? (
        <EmptyState title="No maintenance waiting" description="Open issue tickets on your RVs appear here." />
      ) : (
        <ul className="divide-y divide-base-300">
          {tickets.map((ticket) => (
            <li key={ticket.id} className="py-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold">{ticket.title}</p>
                <span className={`badge badge-sm shrink-0 ${priorityBadge[ticket.priority]}`}>
                  {capitalised(ticket.priority)}
                </span>
              </div>
              <p className="text-sm text-base-content/75">
                {ticket.rvName} · {capitalised(ticket.category)} · {capitalised(ticket.status)} since{' '}
                {new Date(ticket.reportedAt).toLocaleDateString()}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
