import { rvTypes } from '../../../../worker/lib/shared/enums'
import { availabilityFilters } from '../../../../worker/lib/shared/paging'
import { RV_TYPE_LABELS } from '../../../../worker/modules/rvs/schemas'
import { AVAILABILITY_FILTER_LABELS } from '../../../components/availability-labels'
import { EnumSelect } from '../../../components/enum-select'
import { FilterBar } from '../../../components/filter-bar'
import { FormField } from '../../../components/form-field'
import type { FleetFilters } from '../fleet-filter'

interface FleetFiltersBarProps {
  filters: FleetFilters
  onChange: (filters: FleetFilters) => void
}

/** Search box plus type and availability filters above the RV grid. */
export function FleetFiltersBar({ filters, onChange }: FleetFiltersBarProps) {
  const set = (patch: Partial<FleetFilters>) => onChange({ ...filters, ...patch })
  return (
    <FilterBar
      className="grid grid-cols-2 gap-x-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      search={{
        label: 'Search RVs',
        placeholder: 'Name, make, model or description',
        maxLength: 100,
        className: 'col-span-2 lg:col-span-1',
        value: filters.search,
        onChange: (search) => set({ search }),
      }}
    >
      <FormField label="Filter by type">
        <EnumSelect
          values={['all', ...rvTypes]}
          labels={{ all: 'All types', ...RV_TYPE_LABELS }}
          value={filters.type}
          onChange={(type) => set({ type })}
        />
      </FormField>
      <FormField label="Filter by availability">
        <EnumSelect
          values={availabilityFilters}
          labels={AVAILABILITY_FILTER_LABELS}
          value={filters.availability}
          onChange={(availability) => set({ availability })}
        />
      </FormField>
    </FilterBar>
  )
}
