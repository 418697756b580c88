import { useInfiniteQuery } from '@tanstack/react-query'
import type { IssuePriority } from '../../../../../worker/lib/shared/enums'
import { issueAgeText } from '../../../../../worker/modules/issues/rules/issue-age'
import { Spinner } from '../../../../components/spinner'
import { useToast } from '../../../../components/toast'
import { errorMessage } from '../../../../lib/api'
import { PRIORITY_LABELS } from '../issue-display'
import { issueListQuery, useEscalateIssue, type Issue } from '../queries'

/** What the banner's buttons do, decided by the page (dialogs live there). */
export interface UrgentActions {
  onOpen: (issue: Issue) => void
  onAssignTech: (issue: Issue) => void
  onSchedule: (issue: Issue) => void
  onShowAll: (priority: IssuePriority) => void
}

const SHOWN = 3
const isActive = (issue: Issue) => issue.status === 'open' || issue.status === 'in_progress'

/** The newest active issues of one priority, each with that priority's action. */
export function UrgentGroup({
  priority,
  count,
  now,
  ...actions
}: { priority: IssuePriority; count: number; now: number } & UrgentActions) {
  // The same list the priority filter shows; resolved ones are left out here.
  const list = useInfiniteQuery(issueListQuery({ q: '', priority, status: 'all' }))
  const shown = (list.data?.pages[0]?.items ?? []).filter(isActive).slice(0, SHOWN)
  const label = PRIORITY_LABELS[priority]
  return (
    <div className="min-w-0 rounded-box bg-base-100 p-3">
      <h3 className="text-sm font-semibold">
        {label} ({count})
      </h3>
      {list.isPending && <Spinner size="sm" label={`Loading ${label.toLowerCase()} issues...`} className="mt-2" />}
      {list.isError && <p className="mt-2 text-sm">{errorMessage(list.error, 'These issues could not be loaded.')}</p>}
      <ul className="mt-2 divide-y divide-base-300">
        {shown.map((issue) => (
          <li key={issue.id} className="flex items-center justify-between gap-2 py-2">
            <div className="min-w-0">
              <button
                type="button"
                className="link link-hover block max-w-full truncate text-left text-sm font-medium"
                onClick={() => actions.onOpen(issue)}
              >
                {issue.title}
              </button>
              <p className="truncate text-xs text-base-content/75">
                {issue.rvName ?? 'No specific RV'} · {issueAgeText(issue.createdAt, now)}
              </p>
            </div>
            <UrgentAction issue={issue} {...actions} />
          </li>
        ))}
      </ul>
      {count > shown.length && !list.isPending && (
        <button type="button" className="btn btn-link btn-sm px-0" onClick={() => actions.onShowAll(priority)}>
          Show all {label.toLowerCase()} issues
        </button>
      )}
    </div>
  )
}

function UrgentAction({ issue, onAssignTech, onSchedule }: { issue: Issue } & UrgentActions) {
  const escalate = useEscalateIssue()
  const toast = useToast()
  const named = <span className="sr-only"> {issue.title}</span>

  async function raise() {
    try {
      await escalate.mutateAsync(issue.id)
      toast({
        title: 'Issue escalated',
        description: `“${issue.title}” is an emergency, and we emailed you about it.`,
        variant: 'success',
      })
    } catch (error) {
      toast({ title: 'Could not escalate the issue', description: errorMessage(error), variant: 'destructive' })
    }
  }

  if (issue.priority === 'emergency')
    return (
      <button
        type="button"
        className="btn btn-error btn-sm shrink-0"
        disabled={escalate.isPending}
        onClick={() => void raise()}
      >
        {escalate.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {escalate.isPending ? 'Escalating...' : 'Escalate'}
        {named}
      </button>
    )
  if (issue.priority === 'high')
    return (
      <button type="button" className="btn btn-warning btn-sm shrink-0" onClick={() => onAssignTech(issue)}>
        Assign Tech{named}
      </button>
    )
  // A maintenance task belongs to an RV; an issue with no specific RV has nothing to schedule.
  if (!issue.rvId) return <span className="shrink-0 text-xs text-base-content/75">No RV to schedule</span>
  return (
    <button type="button" className="btn btn-outline btn-sm shrink-0" onClick={() => onSchedule(issue)}>
      Schedule{named}
    </button>
  )
}
