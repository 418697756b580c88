import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useRef, useState } from 'react'
import type { IssuePriority } from '../../../../../worker/lib/shared/enums'
import { EmptyState } from '../../../../components/empty-state'
import { PageHeader } from '../../../../components/page-header'
import { ShowMoreButton } from '../../../../components/show-more-button'
import { useDebouncedValue } from '../../../../lib/use-debounced-value'
import { useDocumentTitle } from '../../../../lib/use-document-title'
import { currentUserQuery } from '../../../../lib/queries/current-user'
import { NO_ISSUE_FILTERS, isFiltered, type IssueFilters } from '../issue-filter'
import { issueListQuery, issueStatsQuery, type Issue } from '../queries'
import { useNow } from '../use-now'
import { AddTaskDialog } from '../../maintenance/components/add-task-dialog'
import { IssueCard } from './issue-card'
import { IssueDetailDialog } from './issue-detail-dialog'
import { IssueFiltersBar } from './issue-filters'
import { IssueSettingsDialog } from './issue-settings-dialog'
import { IssueStats } from './issue-stats'
import { ReportIssueDialog } from './report-issue-dialog'
import { UrgentBanner } from './urgent-banner'

const route = getRouteApi('/admin/issues')

/** /admin/issues: priority tiles, the urgent banner, filters and the issue list (spec §2 'Issue Management'). */
export function IssuesPage() {
  useDocumentTitle('Issues')
  // The open issue lives in the address (?issue=<id>), so the owner's emails link straight to it.
  const { issue: openIssueId } = route.useSearch()
  const navigate = route.useNavigate()
  const [filters, setFilters] = useState<IssueFilters>(NO_ISSUE_FILTERS)
  // The server filters: the search once typing pauses, the selects at once; the cards on screen
  // stay until the next list has arrived.
  const applied: IssueFilters = {
    q: useDebouncedValue(filters.q.trim()),
    priority: useDeferredValue(filters.priority),
    status: useDeferredValue(filters.status),
  }
  const list = useSuspenseInfiniteQuery(issueListQuery(applied))
  const { data: stats } = useSuspenseQuery(issueStatsQuery())
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const [reporting, setReporting] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [scheduling, setScheduling] = useState<Issue | null>(null)
  const [focusTechnician, setFocusTechnician] = useState(false)
  const listRef = useRef<HTMLElement>(null)
  const shown = list.data.pages.flatMap((page) => page.items)
  const updating =
    applied.q !== filters.q.trim() || applied.priority !== filters.priority || applied.status !== filters.status
  const now = useNow()

  const openIssue = (issue: Issue, technician = false) => {
    setFocusTechnician(technician)
    void navigate({ search: { issue: issue.id }, replace: true })
  }
  const closeIssue = () => {
    setFocusTechnician(false)
    void navigate({ search: {}, replace: true })
  }
  const showPriority = (priority: IssuePriority) => {
    setFilters({ ...NO_ISSUE_FILTERS, priority })
    listRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  const reportButton = (
    <button type="button" className="btn btn-primary" onClick={() => setReporting(true)}>
      Report Issue
    </button>
  )
  return (
    <>
      <PageHeader
        title="Issue Management"
        subtitle="Problems reported from the road, by priority, until they are resolved"
        actions={
          <>
            <button type="button" className="btn btn-outline" onClick={() => setSettingsOpen(true)}>
              Issue settings
            </button>
            {reportButton}
          </>
        }
      />
      <IssueStats stats={stats} />
      {user && stats.emergency + stats.high > 0 && (
        <UrgentBanner
          stats={stats}
          user={user}
          now={now}
          onSetHelpLine={() => setSettingsOpen(true)}
          onOpen={(issue) => openIssue(issue)}
          onAssignTech={(issue) => openIssue(issue, true)}
          onSchedule={setScheduling}
          onShowAll={showPriority}
        />
      )}
      <IssueFiltersBar filters={filters} onChange={setFilters} />
      <section ref={listRef} aria-labelledby="issue-list-heading" aria-busy={updating} className="mt-4 scroll-mt-20">
        <h2 id="issue-list-heading" className="mb-3 text-lg font-semibold">
          Issues
        </h2>
        {shown.length > 0 ? (
          <ul className={`grid grid-cols-1 gap-3 lg:grid-cols-2 ${updating ? 'opacity-60 transition-opacity' : ''}`}>
            {shown.map((issue) => (
              <li key={issue.id}>
                <IssueCard issue={issue} now={now} onOpen={openIssue} />
              </li>
            ))}
          </ul>
        ) : isFiltered(applied) ? (
          <EmptyState
            title="No issues match your filters"
            description="Try another search, priority or status."
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setFilters(NO_ISSUE_FILTERS)}>
                Clear filters
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No issues reported yet"
            description="Problems renters report from the road, and ones you log, show up here."
            action={reportButton}
          />
        )}
        <ShowMoreButton list={list} />
      </section>
      <ReportIssueDialog open={reporting} onClose={() => setReporting(false)} />
      <IssueDetailDialog issueId={openIssueId ?? null} focusTechnician={focusTechnician} onClose={closeIssue} />
      <AddTaskDialog
        rv={scheduling?.rvId ? { id: scheduling.rvId, name: scheduling.rvName ?? 'this RV' } : null}
        fromIssue={scheduling}
        onClose={() => setScheduling(null)}
      />
      {user && <IssueSettingsDialog open={settingsOpen} user={user} onClose={() => setSettingsOpen(false)} />}
    </>
  )
}
