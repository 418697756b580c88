import { useId } from 'react'
import { issueAgeText } from '../../../../../worker/modules/issues/rules/issue-age'
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, priorityBadge, statusBadge } from '../issue-display'
import type { Issue } from '../queries'

interface IssueCardProps {
  issue: Issue
  /** The time ages are counted to, the same for every card on screen. */
  now: number
  onOpen: (issue: Issue) => void
}

/** One issue in the list; the whole card opens its detail (the title is the button). */
export function IssueCard({ issue, now, onOpen }: IssueCardProps) {
  const headingId = useId()
  const photoCount = issue.photoUrls.length
  return (
    <article
      aria-labelledby={headingId}
      className="card relative border border-base-300 bg-base-100 shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="card-body flex-row gap-3 p-4">
        {photoCount > 0 && (
          <div className="relative shrink-0">
            <img
              src={issue.photoUrls[0]}
              alt=""
              loading="lazy"
              className="size-16 rounded-box border border-base-300 object-cover sm:size-20"
            />
            <span className="badge badge-neutral badge-xs absolute right-1 bottom-1">
              {photoCount}
              <span className="sr-only"> {photoCount === 1 ? 'photo' : 'photos'}</span>
            </span>
          </div>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className={`badge badge-sm ${priorityBadge[issue.priority]}`}>
              {PRIORITY_LABELS[issue.priority]}
              <span className="sr-only"> priority</span>
            </span>
            <span className={`badge badge-sm ${statusBadge[issue.status]}`}>{STATUS_LABELS[issue.status]}</span>
            <span className="text-xs text-base-content/75">{CATEGORY_LABELS[issue.category]}</span>
          </div>
          <h3 id={headingId} className="font-semibold break-words">
            {/* The button's ::after covers the card, so a tap anywhere opens it; the keyboard reaches it once. */}
            <button
              type="button"
              className="text-left after:absolute after:inset-0 after:rounded-box focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-primary"
              onClick={() => onOpen(issue)}
            >
              {issue.title}
            </button>
          </h3>
          <p className="truncate text-sm text-base-content/80">
            {issue.rvName ?? 'No specific RV'} · {issue.customerName || 'Unnamed customer'}
          </p>
          <p className="text-xs text-base-content/75">
            <time dateTime={issue.createdAt} title={new Date(issue.createdAt).toLocaleString()}>
              {issueAgeText(issue.createdAt, now)}
            </time>
            {issue.assignedTechnician && <> · Technician: {issue.assignedTechnician}</>}
          </p>
        </div>
      </div>
    </article>
  )
}
