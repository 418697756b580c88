import { availabilityFilters } from '../../../../worker/lib/shared/paging'
import { EnumSelect } from '../../../components/enum-select'
import { FilterBar } from '../../../components/filter-bar'
import { FormField } from '../../../components/form-field'
import { AVAILABILITY_FILTER_LABELS } from '../../../components/availability-labels'
import type { VenueFilters } from '../venue-filter'

interface VenueFiltersBarProps {
  filters: VenueFilters
  onChange: (filters: VenueFilters) => void
}

/** Search box plus the availability filter above the venue grid. */
export function VenueFiltersBar({ filters, onChange }: VenueFiltersBarProps) {
  const set = (patch: Partial<VenueFilters>) => onChange({ ...filters, ...patch })
  return (
    <FilterBar
      className="mt-6 grid grid-cols-1 gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
      search={{
        label: 'Search venues',
        placeholder: 'Name, location or amenity',
        maxLength: 100,
        value: filters.search,
        onChange: (search) => set({ search }),
      }}
    >
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
