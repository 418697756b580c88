/** How issues read on screen: labels, badge colours and history lines (the server stores the raw values). */
import type { IssueCategory, IssueChangeField, IssuePriority, IssueStatus } from '../../../../worker/lib/shared/enums'
import { ISSUE_STATUS_LABELS } from '../../../../worker/modules/issues/tickets/schemas'

export const PRIORITY_LABELS: Record<IssuePriority, string> = {
  emergency: 'Emergency',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
}

export const CATEGORY_LABELS: Record<IssueCategory, string> = {
  mechanical: 'Mechanical',
  electrical: 'Electrical',
  plumbing: 'Plumbing',
  interior: 'Interior',
  exterior: 'Exterior',
}

export const STATUS_LABELS = ISSUE_STATUS_LABELS

export const priorityBadge: Record<IssuePriority, string> = {
  emergency: 'badge-error',
  high: 'badge-warning',
  medium: 'badge-info',
  low: 'badge-ghost',
}

export const statusBadge: Record<IssueStatus, string> = {
  open: 'badge-outline',
  in_progress: 'badge-primary badge-outline',
  resolved: 'badge-success',
  closed: 'badge-neutral',
}

/** Resolved and closed issues carry a resolution: the form asks for one when choosing either. */
export const endsIssue = (status: IssueStatus | undefined) => status === 'resolved' || status === 'closed'

const FIELD_LABELS: Record<IssueChangeField, string> = {
  status: 'Status',
  priority: 'Priority',
  technician: 'Technician',
  resolution: 'Resolution',
}

const valueLabel = (field: IssueChangeField, value: string | null) => {
  if (value === null) return 'none'
  if (field === 'status') return STATUS_LABELS[value as IssueStatus] ?? value
  if (field === 'priority') return PRIORITY_LABELS[value as IssuePriority] ?? value
  return value
}

/**
 * One history entry as a sentence: 'Status: Open → In Progress', 'Technician set to Sam',
 * 'Technician removed', 'Resolution recorded'; a report's first entry (no 'from') is 'Reported as Open'.
 */
export function historyLine(change: { field: IssueChangeField; fromValue: string | null; toValue: string | null }) {
  const { field, fromValue, toValue } = change
  if (field === 'resolution') return toValue === null ? 'Resolution cleared' : 'Resolution recorded'
  if (field === 'technician') return toValue === null ? 'Technician removed' : `Technician set to ${toValue}`
  if (fromValue === null) return `Reported as ${valueLabel(field, toValue)}`
  return `${FIELD_LABELS[field]}: ${valueLabel(field, fromValue)} → ${valueLabel(field, toValue)}`
}
