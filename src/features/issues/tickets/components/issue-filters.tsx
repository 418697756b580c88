import { issuePriorities, issueStatuses } from '../../../../../worker/lib/shared/enums'
import { FormField } from '../../../../components/form-field'
import { PRIORITY_LABELS, STATUS_LABELS } from '../issue-display'
import type { IssueFilters } from '../issue-filter'
import { LabelledOptions } from '../../../../components/labelled-options'

interface IssueFiltersBarProps {
  filters: IssueFilters
  onChange: (filters: IssueFilters) => void
}

/** Search plus the priority and status filters above the issue list (the server applies them). */
export function IssueFiltersBar({ filters, onChange }: IssueFiltersBarProps) {
  const set = (patch: Partial<IssueFilters>) => onChange({ ...filters, ...patch })
  return (
    <search className="mt-6 grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <FormField label="Search issues" className="col-span-2 sm:col-span-1">
        <input
          type="search"
          className="input w-full"
          placeholder="Title, description or location"
          maxLength={100}
          autoComplete="off"
          value={filters.q}
          onChange={(event) => set({ q: event.target.value })}
        />
      </FormField>
      <FormField label="Priority">
        <select
          className="select w-full"
          value={filters.priority}
          onChange={(event) => set({ priority: event.target.value as IssueFilters['priority'] })}
        >
          <option value="all">All priorities</option>
          <LabelledOptions values={issuePriorities} labels={PRIORITY_LABELS} />
        </select>
      </FormField>
      <FormField label="Status">
        <select
          className="select w-full"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value as IssueFilters['status'] })}
        >
          <option value="all">All statuses</option>
          <LabelledOptions values={issueStatuses} labels={STATUS_LABELS} />
        </select>
      </FormField>
    </search>
  )
}
