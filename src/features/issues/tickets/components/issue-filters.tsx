import { issuePriorities, issueStatuses } from '../../../../../worker/lib/shared/enums'
import { EnumSelect } from '../../../../components/enum-select'
import { FilterBar } from '../../../../components/filter-bar'
import { FormField } from '../../../../components/form-field'
import { PRIORITY_LABELS, STATUS_LABELS } from '../issue-display'
import type { IssueFilters } from '../issue-filter'

interface IssueFiltersBarProps {
  filters: IssueFilters
  onChange: (filters: IssueFilters) => void
}

/** Search plus the priority and status filters above the issue list (the server applies them). */
export function IssueFiltersBar({ filters, onChange }: IssueFiltersBarProps) {
  const set = (patch: Partial<IssueFilters>) => onChange({ ...filters, ...patch })
  return (
    <FilterBar
      className="mt-6 grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      search={{
        label: 'Search issues',
        placeholder: 'Title, description or location',
        maxLength: 100,
        className: 'col-span-2 sm:col-span-1',
        value: filters.q,
        onChange: (q) => set({ q }),
      }}
    >
      <FormField label="Priority">
        <EnumSelect
          values={['all', ...issuePriorities]}
          labels={{ all: 'All priorities', ...PRIORITY_LABELS }}
          value={filters.priority}
          onChange={(priority) => set({ priority })}
        />
      </FormField>
      <FormField label="Status">
        <EnumSelect
          values={['all', ...issueStatuses]}
          labels={{ all: 'All statuses', ...STATUS_LABELS }}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
      </FormField>
    </FilterBar>
  )
}
