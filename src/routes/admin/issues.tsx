import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { pagePending } from '../../components/page-pending'
import { IssuesPage } from '../../features/issues/tickets/components/issues-page'
import { NO_ISSUE_FILTERS } from '../../features/issues/tickets/issue-filter'
import { issueListQuery, issueStatsQuery } from '../../features/issues/tickets/queries'
import { customerOptionsQuery, rvOptionsQuery } from '../../lib/queries/choices'

/** ?issue=<id> opens that issue's detail (the owner's issue emails link here); anything else is ignored. */
const issuesSearchSchema = v.object({
  issue: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined),
})

export const Route = createFileRoute('/admin/issues')({
  validateSearch: issuesSearchSchema,
  // The 'Report Issue' choices are loaded too, so the dialog opens at once.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureInfiniteQueryData(issueListQuery(NO_ISSUE_FILTERS)),
      queryClient.ensureQueryData(issueStatsQuery()),
      queryClient.ensureQueryData(customerOptionsQuery()),
      queryClient.ensureQueryData(rvOptionsQuery()),
    ]),
  ...pagePending('Loading issues...'),
  component: IssuesPage,
})
