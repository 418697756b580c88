/**
 * The issue emails (registered with notifications in worker/email-templates.ts): the owner hears of
 * a renter's report and of an escalation; the customer hears of each status change.
 */
import type { IssuePriority, IssueStatus } from '../../../lib/shared/enums'
import type { NotificationDraft } from '../../../lib/email/mailer'
import { emailTemplate, layout, type EmailTemplate } from '../../../lib/email/layout'
import { ISSUE_STATUS_LABELS } from './schemas'

export interface IssueDetails {
  issueId: string
  title: string
  priority: IssuePriority
  statusLabel: string
  rvName: string | null
  reportedBy: string
}

const sample: IssueDetails = {
  issueId: 'test-issue',
  title: 'Sample issue',
  priority: 'high',
  statusLabel: 'In Progress',
  rvName: 'Sample RV',
  reportedBy: 'Sample Renter',
}

const onRv = (issue: IssueDetails) => (issue.rvName ? ` on ${issue.rvName}` : '')
const adminLink = (issue: IssueDetails) => ({
  label: 'Open the issue',
  path: `/admin/issues?issue=${encodeURIComponent(issue.issueId)}`,
})

export const issueEmailTemplates: Record<'issue_reported' | 'issue_update' | 'issue_escalated', EmailTemplate> = {
  issue_reported: emailTemplate<IssueDetails>((parts, issue = sample) =>
    layout(parts, `New ${issue.priority} issue: ${issue.title}`, {
      heading: 'A renter reported an issue',
      lines: [
        `${issue.reportedBy} reported "${issue.title}"${onRv(issue)}.`,
        `Priority: ${issue.priority}. It is open on your issues page.`,
      ],
      link: adminLink(issue),
    }),
  ),
  issue_update: emailTemplate<IssueDetails>((parts, issue = sample) =>
    layout(parts, `Update on your issue: ${issue.title}`, {
      heading: 'Your issue was updated',
      lines: [`"${issue.title}"${onRv(issue)} is now ${issue.statusLabel.toLowerCase()}.`],
      link: { label: 'Open RV Connect', path: '/bookings' },
    }),
  ),
  issue_escalated: emailTemplate<IssueDetails>((parts, issue = sample) =>
    layout(parts, `Escalated to emergency: ${issue.title}`, {
      heading: 'An issue was escalated to emergency',
      lines: [`"${issue.title}"${onRv(issue)}, reported by ${issue.reportedBy}, now needs immediate attention.`],
      link: adminLink(issue),
    }),
  ),
}

export interface IssueFacts {
  id: string
  ownerId: string
  customerId: string
  title: string
  priority: IssuePriority
  status: IssueStatus
  rvName: string | null
}

const details = (issue: IssueFacts, reportedBy: string): IssueDetails => ({
  issueId: issue.id,
  title: issue.title,
  priority: issue.priority,
  statusLabel: ISSUE_STATUS_LABELS[issue.status],
  rvName: issue.rvName,
  reportedBy,
})

/** To the owner (`ownerEmail`): a renter's report, or an escalation. */
export const ownerIssueEmail = (
  type: 'issue_reported' | 'issue_escalated',
  issue: IssueFacts,
  owner: { email: string; firstName: string | null },
  reportedBy: string,
): NotificationDraft => ({
  ownerId: issue.ownerId,
  type,
  to: owner.email,
  customerName: owner.firstName || 'there',
  customerId: issue.customerId,
  issueId: issue.id,
  data: details(issue, reportedBy),
})

/** To the customer the issue is about: its status changed. */
export const customerIssueUpdate = (
  issue: IssueFacts,
  customer: { email: string; firstName: string | null },
): NotificationDraft => ({
  ownerId: issue.ownerId,
  type: 'issue_update',
  to: customer.email,
  customerName: customer.firstName || 'there',
  customerId: issue.customerId,
  issueId: issue.id,
  data: details(issue, customer.firstName ?? customer.email),
})
