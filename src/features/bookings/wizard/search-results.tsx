/** Step 1's results: the suggested regions, the filters, the sort, the owners' offers and each RV's card (from the route's slots). */
import { Fragment, lazy, Suspense, useState, type ReactNode } from 'react'
import { suggestedRegionsFor } from '../../../../worker/modules/bookings/rules/delivery-options'
import type { RvSearchSort, SearchResult } from '../../../../worker/modules/rvs/schemas'
import { EmptyState } from '../../../components/empty-state'
import { Spinner } from '../../../components/spinner'
import { errorMessage } from '../../../lib/api'
import { activeFilterCount, noFilters, type SearchFilters, type TripSearch } from './trip'

// The panel loads when first opened: most renters never filter, and /book's weight stays down.
const FiltersPanel = lazy(() => import('./search-filters'))

/** What other features show with the results: the /book route fills these in. */
export interface ResultSlots {
  /** Above the results: the owners' offers for these RVs (marketing). */
  banners: (rvs: SearchResult[]) => ReactNode
  /** One RV of the results (its card, with 'Select This RV' calling `onSelect`, and 'Express Interest' in the stay searched). */
  rvCard: (result: { rv: SearchResult; stay: TripSearch; onSelect: (rv: SearchResult) => void }) => ReactNode
}

/** The preferred RV first when it is among the results (else they stay in price order). */
function preferredFirst(rvs: SearchResult[], preferredRvId: string | undefined) {
  const preferred = rvs.find((rv) => rv.id === preferredRvId)
  return { preferred, rvs: preferred ? [preferred, ...rvs.filter((rv) => rv !== preferred)] : rvs }
}

export function SearchResults({
  search,
  results,
  preferredRvId,
  onSelect,
  onRegion,
  slots,
  sort,
  onSort,
  filters,
  onFilters,
}: {
  /** The search these results answer; 'Express Interest' asks about its stay. */
  search: TripSearch
  results: { data?: SearchResult[]; isPending: boolean; error: unknown }
  preferredRvId?: string
  onSelect: (rv: SearchResult) => void
  /** Searches again from a ZIP code in the region tapped. */
  onRegion: (zipCode: string) => void
  slots: ResultSlots
  sort: RvSearchSort
  onSort: (sort: RvSearchSort) => void
  filters: SearchFilters
  onFilters: (filters: SearchFilters) => void
}) {
  // Ordered once: the note and the grid read the same result.
  const ordered = results.data && preferredFirst(results.data, preferredRvId)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filterCount = activeFilterCount(filters)
  return (
    <section aria-labelledby="results-heading" className="mt-8">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">Suggested regions near {search.zipCode}:</h2>
        <ul className="flex flex-wrap gap-2" aria-label="Suggested regions">
          {suggestedRegionsFor(search.zipCode).map(({ name, zipCode }) => (
            <li key={name}>
              {zipCode ? (
                <button
                  type="button"
                  className="btn btn-outline btn-sm rounded-full"
                  aria-label={`Search near ${name} (${zipCode})`}
                  onClick={() => onRegion(zipCode)}
                >
                  {name}
                </button>
              ) : (
                <span className="text-sm text-base-content/75">{name}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id="results-heading" className="text-xl font-semibold">
          Available RVs
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 text-sm">
            Sort by
            <select
              className="select select-sm w-auto"
              value={sort}
              onChange={(event) => onSort(event.target.value as RvSearchSort)}
            >
              {search.zipCode && <option value="distance">Nearest first</option>}
              <option value="total">Lowest total</option>
              <option value="price">Lowest nightly price</option>
            </select>
          </label>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            aria-expanded={filtersOpen}
            aria-controls="search-filters"
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            Filters
            {filterCount > 0 && (
              <span className="badge badge-primary badge-sm">
                {filterCount}
                <span className="sr-only"> active</span>
              </span>
            )}
          </button>
        </div>
      </div>
      {filtersOpen && (
        <Suspense fallback={<Spinner label="Loading filters..." showLabel />}>
          <FiltersPanel id="search-filters" filters={filters} onChange={onFilters} />
        </Suspense>
      )}
      {results.error ? (
        <p role="alert" className="alert alert-error">
          {errorMessage(results.error, 'The search did not work. Please try again.')}
        </p>
      ) : results.isPending ? (
        <Spinner label="Finding free RVs..." showLabel />
      ) : results.data && results.data.length > 0 ? (
        <>
          {preferredRvId && <PreferredNote found={ordered?.preferred} />}
          {/* Each owner's offer sits above the results it is for, naming them. */}
          {slots.banners(results.data)}
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {(ordered?.rvs ?? []).map((rv) => (
              <Fragment key={rv.id}>{slots.rvCard({ rv, stay: search, onSelect })}</Fragment>
            ))}
          </div>
        </>
      ) : (
        <EmptyState
          title="No RVs available for your selected criteria"
          description="Try other dates, a wider radius, another type or fewer guests."
          action={
            filterCount > 0 && (
              <button type="button" className="btn btn-outline btn-sm" onClick={() => onFilters(noFilters)}>
                Clear filters
              </button>
            )
          }
        />
      )}
    </section>
  )
}

/** Says where the RV from the renter's estimate went: first below, or not free for these dates. */
function PreferredNote({ found }: { found: SearchResult | undefined }) {
  return (
    <p className={`alert alert-soft mb-4 text-sm ${found ? 'alert-success' : 'alert-info'}`}>
      {found
        ? `${found.name}, the RV from your estimate, is free for these dates: it is first below.`
        : 'The RV from your estimate is not free for these dates. Try other dates, or choose one of these.'}
    </p>
  )
}
