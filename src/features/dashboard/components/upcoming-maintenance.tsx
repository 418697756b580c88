import { Link } from '@tanstack/react-router'
import type { DashboardOverview } from '../queries'
import { EmptyState } from '../../../components/empty-state'
import { SectionCard } from '../../../components/section-card'
import { localDate } from '../../../lib/local-date'
import { dueText, isOverdue } from '../../../lib/task-display'

/** 'Upcoming Maintenance' (spec §2), made true: the next maintenance tasks due on the fleet, soonest first. */
export function UpcomingMaintenance({ tasks }: { tasks: DashboardOverview['maintenance'] }) {
  const today = localDate()
  return (
    <SectionCard
      title="Upcoming Maintenance"
      action={
        <Link to="/admin/inventory" className="link link-primary text-sm">
          View Fleet
        </Link>
      }
    >
      {tasks.length === 0 ? (
        <EmptyState
          title="No maintenance scheduled"
          description="Add tasks from an RV’s Details on the Fleet page; the next ones due appear here."
        />
      ) : (
        <ul className="divide-y divide-base-300">
          {tasks.map((task) => (
            <li key={task.id} className="py-3">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold break-words">{task.title}</p>
                {isOverdue(task, today) && <span className="badge badge-sm badge-error shrink-0">Overdue</span>}
              </div>
              <p className="text-sm text-base-content/75">
                {task.rvName} · {dueText(task)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
