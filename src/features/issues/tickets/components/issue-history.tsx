import { useId } from 'react'
import { historyLine } from '../issue-display'
import type { IssueDetail } from '../queries'

/** The issue's changes as a timeline, oldest first: 'Status: Open → In Progress', 'Technician set to Sam'. */
export function IssueHistory({ history }: { history: IssueDetail['history'] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h3 id={headingId} className="text-sm font-semibold">
        History
      </h3>
      {history.length === 0 ? (
        <p className="mt-1 text-sm text-base-content/75">No changes yet.</p>
      ) : (
        <ol className="mt-2 space-y-2 border-l-2 border-base-300 pl-4">
          {history.map((change) => (
            <li key={change.id} className="relative text-sm">
              <span className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary" aria-hidden="true" />
              <p className="break-words">{historyLine(change)}</p>
              <time dateTime={change.changedAt} className="text-xs text-base-content/75">
                {new Date(change.changedAt).toLocaleString()}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
