import { useQuery } from '@tanstack/react-query'
import { issueAgeText } from '../../../../../worker/modules/issues/rules/issue-age'
import { Dialog } from '../../../../components/dialog'
import { Spinner } from '../../../../components/spinner'
import { errorMessage } from '../../../../lib/api'
import { CATEGORY_LABELS, PRIORITY_LABELS, STATUS_LABELS, priorityBadge, statusBadge } from '../issue-display'
import { issueQuery, type IssueDetail } from '../queries'
import { useNow } from '../use-now'
import { IssueChangeForm } from './issue-change-form'
import { IssueHistory } from './issue-history'
import { IssuePhotos } from './issue-photos'
import { FactList } from '../../../../components/fact-list'

interface IssueDetailDialogProps {
  /** The issue shown (from the list, the banner or an email's ?issue= link); null when closed. */
  issueId: string | null
  focusTechnician: boolean
  onClose: () => void
}

/** Everything about one issue, its photos and history, and the form that moves it along. */
export function IssueDetailDialog({ issueId, focusTechnician, onClose }: IssueDetailDialogProps) {
  const detail = useQuery({ ...issueQuery(issueId ?? ''), enabled: issueId !== null })
  const issue = detail.data
  return (
    <Dialog
      open={issueId !== null}
      onClose={onClose}
      size="lg"
      title={issue?.title ?? 'Issue details'}
      description={
        issue ? `${issue.rvName ?? 'No specific RV'} · ${issue.customerName || 'Unnamed customer'}` : undefined
      }
    >
      {detail.isPending && <Spinner label="Loading the issue..." showLabel className="w-full justify-center py-10" />}
      {detail.isError && (
        <p role="alert" className="alert alert-error text-sm">
          {errorMessage(detail.error, 'This issue could not be loaded.')}
        </p>
      )}
      {issue && (
        <>
          <IssueFacts issue={issue} />
          <IssuePhotos urls={issue.photoUrls} />
          <IssueHistory history={issue.history} />
          <IssueChangeForm key={issue.id} issue={issue} focusTechnician={focusTechnician} />
        </>
      )}
    </Dialog>
  )
}

function IssueFacts({ issue }: { issue: IssueDetail }) {
  const now = useNow()
  const when = (iso: string) => new Date(iso).toLocaleString()
  const facts: [string, string][] = [
    ['Category', CATEGORY_LABELS[issue.category]],
    ['Location', issue.location ?? '—'],
    ['Technician', issue.assignedTechnician ?? 'Not assigned'],
    ['Reported', `${when(issue.createdAt)} (${issueAgeText(issue.createdAt, now)})`],
    ...(issue.resolvedAt ? [['Resolved', when(issue.resolvedAt)] as [string, string]] : []),
    ...(issue.bookingId ? [['Booking', issue.bookingId] as [string, string]] : []),
  ]
  return (
    <>
      <div className="flex flex-wrap gap-2">
        <span className={`badge ${priorityBadge[issue.priority]}`}>{PRIORITY_LABELS[issue.priority]} priority</span>
        <span className={`badge ${statusBadge[issue.status]}`}>{STATUS_LABELS[issue.status]}</span>
      </div>
      <p className="mt-3 text-sm break-words whitespace-pre-line">{issue.description}</p>
      <FactList facts={facts} className="mt-4" />
      {issue.resolution && (
        <div className="mt-4 rounded-box bg-base-200 p-3 text-sm">
          <h3 className="font-semibold">Resolution</h3>
          <p className="break-words whitespace-pre-line">{issue.resolution}</p>
        </div>
      )}
    </>
  )
}
