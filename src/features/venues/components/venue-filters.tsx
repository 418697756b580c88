import { FormField } from '../../../components/form-field'
import type { VenueAvailability, VenueFilters } from '../venue-filter'

interface VenueFiltersBarProps {
  filters: VenueFilters
  onChange: (filters: VenueFilters) => void
}

/** Search box plus the availability filter above the venue grid. */
export function VenueFiltersBar({ filters, onChange }: VenueFiltersBarProps) {
  const set = (patch: Partial<VenueFilters>) => onChange({ ...filters, ...patch })
  return (
    <search className="mt-6 grid grid-cols-1 gap-x-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <FormField label="Search venues">
        <input
          type="search"
          className="input w-full"
          placeholder="Name, location or amenity"
          maxLength={100}
          autoComplete="off"
          value={filters.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </FormField>
      <FormField label="Filter by availability">
        <select
          className="select w-full"
          value={filters.availability}
          onChange={(event) => set({ availability: event.target.value as VenueAvailability })}
        >
          <option value="all">All</option>
          <option value="available">Available</option>
          <option value="unavailable">Unavailable</option>
        </select>
      </FormField>
    </search>
  )
}
