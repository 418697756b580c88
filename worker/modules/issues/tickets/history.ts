/**
 * Changing an issue: the history rows, the customer's status email and the update, as statements
 * for one D1 batch. Each statement matches the issue only while it still holds the values the
 * change was planned from, so a change that raced another writes nothing (the update reports 0).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { IssueChangeField } from '../../../lib/shared/enums'
import type { Mailer } from '../../../lib/email/mailer'
import { customerIssueUpdate, type IssueFacts } from './emails'
import type { IssueChangeData } from './schemas'

export interface CurrentIssue extends IssueFacts {
  assignedTechnician: string | null
  resolution: string | null
  customerEmail: string
  customerFirstName: string | null
}

const COLUMNS: Record<IssueChangeField, { column: SQL; read: (issue: CurrentIssue) => string | null }> = {
  status: { column: sql`status`, read: (issue) => issue.status },
  priority: { column: sql`priority`, read: (issue) => issue.priority },
  technician: { column: sql`assigned_technician`, read: (issue) => issue.assignedTechnician },
  resolution: { column: sql`resolution`, read: (issue) => issue.resolution },
}

const requested = (change: IssueChangeData): [IssueChangeField, string | null | undefined][] => [
  ['status', change.status],
  ['priority', change.priority],
  ['technician', change.assignedTechnician],
  ['resolution', change.resolution],
]

/** resolvedAt follows the status: set on becoming resolved, cleared when reopened, kept when closed. */
function resolvedAtChange(from: string, to: string | undefined, now: number): SQL | null {
  if (to === undefined || to === from) return null
  if (to === 'resolved') return sql`resolved_at = ${now}`
  if (to === 'open' || to === 'in_progress') return sql`resolved_at = null`
  return null
}

export function changeStatements(mailer: Mailer, current: CurrentIssue, change: IssueChangeData, now: number) {
  const changed = requested(change).filter(
    (entry): entry is [IssueChangeField, string | null] =>
      entry[1] !== undefined && entry[1] !== COLUMNS[entry[0]].read(current),
  )
  if (changed.length === 0) return { statements: [], emails: [] }
  // Still the issue the owner looked at: every field being changed holds the value it was read with.
  const unchanged = sql.join(
    [
      sql`id = ${current.id} and owner_id = ${current.ownerId}`,
      ...changed.map(([field]) => sql`${COLUMNS[field].column} is ${COLUMNS[field].read(current)}`),
    ],
    sql` and `,
  )
  const historyIds = changed.map(() => crypto.randomUUID())
  const history = changed.map(
    ([field, to], index) =>
      sql`insert into issue_changes (id, owner_id, issue_id, field, from_value, to_value, created_at)
          select ${historyIds[index]}, owner_id, id, ${field}, ${COLUMNS[field].column}, ${to}, ${now} from issues where ${unchanged}`,
  )
  const statusChanged = changed.some(([field]) => field === 'status')
  const email =
    statusChanged && change.status
      ? mailer.record(
          customerIssueUpdate(
            { ...current, status: change.status },
            { email: current.customerEmail, firstName: current.customerFirstName },
          ),
          now,
          sql`exists (select 1 from issue_changes where id = ${historyIds[0]})`,
        )
      : null
  const assignments = [
    ...changed.map(([field, to]) => sql`${COLUMNS[field].column} = ${to}`),
    resolvedAtChange(current.status, change.status, now),
  ].filter((assignment): assignment is SQL => assignment !== null)
  const update = sql`update issues set ${sql.join(assignments, sql`, `)} where ${unchanged}`
  return {
    statements: [...history, ...(email ? [email.statement] : []), update],
    emails: email ? [email.id] : [],
  }
}
