/** How an issue row reads on the wire: ISO times, the RV's and customer's names beside their ids. */
import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { customers, issueChanges, issues, rvs } from '../../../db/schema'

type IssueRow = typeof issues.$inferSelect

/** The columns every issue read selects: the issue, its RV's name and its customer's name and email. */
export const issueWithNames = (db: Db) =>
  db
    .select({
      ...getTableColumns(issues),
      rvName: rvs.name,
      customerName: sql<string>`trim(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, ''))`,
      customerEmail: customers.email,
      customerFirstName: customers.firstName,
    })
    .from(issues)
    .innerJoin(customers, eq(customers.id, issues.customerId))
    .leftJoin(rvs, eq(rvs.id, issues.rvId))

export const toIssue = ({
  ownerId: _owner,
  customerEmail: _email,
  customerFirstName: _firstName,
  createdAt,
  resolvedAt,
  ...row
}: IssueRow & {
  rvName: string | null
  customerName: string
  customerEmail: string
  customerFirstName: string | null
}) => ({
  ...row,
  createdAt: new Date(createdAt).toISOString(),
  resolvedAt: resolvedAt === null ? null : new Date(resolvedAt).toISOString(),
})

export const toIssueChange = ({
  ownerId: _owner,
  issueId: _issue,
  changedAt,
  ...change
}: typeof issueChanges.$inferSelect) => ({ ...change, changedAt: new Date(changedAt).toISOString() })
