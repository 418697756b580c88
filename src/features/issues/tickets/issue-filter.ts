/** The issues page's search and filters, as the server applies them ('all' = no filter). */
import type { IssuePriority, IssueStatus } from '../../../../worker/lib/shared/enums'

export interface IssueFilters {
  q: string
  priority: IssuePriority | 'all'
  status: IssueStatus | 'all'
}

export const NO_ISSUE_FILTERS: IssueFilters = { q: '', priority: 'all', status: 'all' }

export const isFiltered = (filters: IssueFilters) =>
  filters.q.trim() !== '' || filters.priority !== 'all' || filters.status !== 'all'
