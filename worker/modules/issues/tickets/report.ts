/** Writing a new issue: the ticket and its first history entry (the status it opened with), for one batch. */
import { sql, type SQL } from 'drizzle-orm'
import type { IssueCategory, IssuePriority, IssueStatus } from '../../../lib/shared/enums'

export interface NewIssue {
  id: string
  ownerId: string
  customerId: string
  rvId: string | null
  bookingId: string | null
  title: string
  description: string
  category: IssueCategory
  priority: IssuePriority
  status: IssueStatus
  location: string | null
  assignedTechnician: string | null
  photoUrls: string[]
}

export const reportStatements = (issue: NewIssue, now: number): SQL[] => [
  sql`insert into issues (id, owner_id, booking_id, customer_id, rv_id, title, description, priority, category, status,
                          location, photo_urls, assigned_technician, created_at, resolved_at)
      values (${issue.id}, ${issue.ownerId}, ${issue.bookingId}, ${issue.customerId}, ${issue.rvId}, ${issue.title},
              ${issue.description}, ${issue.priority}, ${issue.category}, ${issue.status}, ${issue.location},
              ${JSON.stringify(issue.photoUrls)}, ${issue.assignedTechnician}, ${now},
              ${issue.status === 'resolved' ? now : null})`,
  sql`insert into issue_changes (id, owner_id, issue_id, field, from_value, to_value, created_at)
      values (${crypto.randomUUID()}, ${issue.ownerId}, ${issue.id}, 'status', null, ${issue.status}, ${now})`,
]
