import type { RvType } from '../../../../worker/lib/shared/enums'
import { RvTypeOptions } from './rv-type-options'
import { FormField } from '../../../components/form-field'
import type { AvailabilityFilter, FleetFilters } from '../fleet-filter'

interface FleetFiltersBarProps {
  filters: FleetFilters
  onChange: (filters: FleetFilters) => void
}

/** Search box plus type and availability filters above the RV grid. */
export function FleetFiltersBar({ filters, onChange }: FleetFiltersBarProps) {
  const set = (patch: Partial<FleetFilters>) => onChange({ ...filters, ...patch })
  return (
    <search className="grid grid-cols-2 gap-x-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <FormField label="Search RVs" className="col-span-2 lg:col-span-1">
        <input
          type="search"
          className="input w-full"
          placeholder="Name, make, model or description"
          maxLength={100}
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </FormField>
      <FormField label="Filter by type">
        <select
          className="select w-full"
          value={filters.type}
          onChange={(event) => set({ type: event.target.value as RvType | 'all' })}
        >
          <option value="all">All types</option>
          <RvTypeOptions />
        </select>
      </FormField>
      <FormField label="Filter by availability">
        <select
          className="select w-full"
          value={filters.availability}
          onChange={(event) => set({ availability: event.target.value as AvailabilityFilter })}
        >
          <option value="all">All</option>
          <option value="available">Available</option>
          <option value="unavailable">Unavailable</option>
        </select>
      </FormField>
    </search>
  )
}
