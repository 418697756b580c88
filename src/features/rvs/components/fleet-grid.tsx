import type { Rv } from '../queries'
import { EmptyState } from '../../../components/empty-state'
import { RvCard } from './rv-card'
import type { RvDetailTabs } from './rv-details-dialog'

interface FleetGridProps {
  /** The loaded RVs that match the search and filters. */
  rvs: readonly Rv[]
  fleetSize: number
  onAdd: () => void
  onClearFilters: () => void
  onEdit: (rv: Rv) => void
  onRemove: (rv: Rv) => void
  /** Each card's 'Details' tabs. */
  detailTabs: RvDetailTabs
}

/** The owner's RV cards with Edit / Remove, or the right empty state. */
export function FleetGrid({ rvs, fleetSize, onAdd, onClearFilters, onEdit, onRemove, detailTabs }: FleetGridProps) {
  if (fleetSize === 0) {
    return (
      <EmptyState
        title="No RVs in your fleet yet"
        description="Add your first RV with its photo, nightly price and features so renters can book it."
        action={
          <button type="button" className="btn btn-primary" onClick={onAdd}>
            Add RV to Fleet
          </button>
        }
      />
    )
  }
  if (rvs.length === 0) {
    return (
      <EmptyState
        title="No RVs match your filters"
        description="Try another search term, or show every type and availability."
        action={
          <button type="button" className="btn btn-outline" onClick={onClearFilters}>
            Clear filters
          </button>
        }
      />
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rvs.map((rv) => (
        <li key={rv.id} className="flex">
          <RvCard
            rv={rv}
            detailTabs={detailTabs}
            actions={
              <div className="flex w-full gap-2">
                <button type="button" className="btn btn-outline btn-sm flex-1" onClick={() => onEdit(rv)}>
                  Edit<span className="sr-only"> {rv.name}</span>
                </button>
                <button type="button" className="btn btn-outline btn-sm flex-1" onClick={() => onRemove(rv)}>
                  Remove<span className="sr-only"> {rv.name}</span>
                </button>
              </div>
            }
          />
        </li>
      ))}
    </ul>
  )
}
