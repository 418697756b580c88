import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useState, type ReactNode } from 'react'
import { leadStatuses } from '../../../../worker/lib/shared/enums'
import { LEAD_STATUS_LABELS } from '../../../../worker/modules/leads/schemas'
import { EmptyState } from '../../../components/empty-state'
import { FormField } from '../../../components/form-field'
import { EnumSelect } from '../../../components/enum-select'
import { PageHeader } from '../../../components/page-header'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useDocumentTitle } from '../../../lib/use-document-title'
import type { LeadStatusFilter } from '../lead-display'
import { leadListQuery, leadStatsQuery, type Lead } from '../queries'
import { LeadFees } from './lead-fees'
import { LeadList } from './lead-list'
import { LeadNotesDialog } from './lead-notes-dialog'
import { LeadStats } from './lead-stats'

const STATUS_FILTERS: readonly LeadStatusFilter[] = ['all', ...leadStatuses]

interface LeadsPageProps {
  /**
   * 'Convert to booking': the booking dialog for `lead` (open while it is not null), filled in by the
   * route from the bookings feature.
   */
  convertDialog: (lead: Lead | null, onClose: () => void) => ReactNode
}

/** /admin/leads (spec §2 'Lead Management'): tiles, the status filter, the leads, and the lead fees. */
export function LeadsPage({ convertDialog }: LeadsPageProps) {
  useDocumentTitle('Leads')
  const { data: stats } = useSuspenseQuery(leadStatsQuery())
  const [status, setStatus] = useState<LeadStatusFilter>('all')
  // The rows on screen stay (dimmed) until the other status's list has arrived.
  const applied = useDeferredValue(status)
  const list = useSuspenseInfiniteQuery(leadListQuery(applied))
  const [notesFor, setNotesFor] = useState<Lead | null>(null)
  const [converting, setConverting] = useState<Lead | null>(null)
  const leads = list.data.pages.flatMap((page) => page.items)
  const matching = list.data.pages[0]?.total ?? 0
  const updating = applied !== status

  return (
    <div data-testid="leads-page">
      <PageHeader title="Lead Management" subtitle="Renters who expressed interest in your RVs" />
      <LeadStats stats={stats} />
      <search className="mt-6 max-w-xs">
        <FormField label="Status">
          <EnumSelect
            values={STATUS_FILTERS}
            labels={(value) => (value === 'all' ? 'All statuses' : LEAD_STATUS_LABELS[value])}
            value={status}
            onChange={setStatus}
          />
        </FormField>
      </search>
      <section aria-labelledby="lead-list-heading" aria-busy={updating} className="mt-4">
        <h2 id="lead-list-heading" className="mb-3 text-lg font-semibold">
          {applied === 'all' ? 'All leads' : `${LEAD_STATUS_LABELS[applied]} leads`} ({matching})
        </h2>
        {leads.length > 0 ? (
          <div className={updating ? 'opacity-60 transition-opacity' : undefined}>
            <LeadList leads={leads} onNotes={setNotesFor} onConvert={setConverting} />
            <ShowMoreButton list={list} label="Show more leads" />
          </div>
        ) : (
          <EmptyState
            title="No leads found"
            description={
              applied !== 'all' && stats.total > 0
                ? 'No lead has this status. Choose another status or all statuses.'
                : "When a renter taps 'Express Interest' on one of your RVs, the lead appears here."
            }
            action={
              applied !== 'all' && stats.total > 0 ? (
                <button type="button" className="btn btn-outline btn-sm" onClick={() => setStatus('all')}>
                  Show all leads
                </button>
              ) : undefined
            }
          />
        )}
      </section>
      <LeadFees />
      <LeadNotesDialog lead={notesFor} onClose={() => setNotesFor(null)} />
      {convertDialog(converting, () => setConverting(null))}
    </div>
  )
}
