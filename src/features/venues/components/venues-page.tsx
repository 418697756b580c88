import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query'
import { ShowMoreButton } from '../../../components/show-more-button'
import { useDeferredValue, useState } from 'react'
import type { Venue } from '../queries'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { useDebouncedValue } from '../../../lib/use-debounced-value'
import { myVenueListQuery, venueStatsQuery } from '../queries'
import { NO_VENUE_FILTERS, type VenueFilters } from '../venue-filter'
import { SpotsDialog } from './spots-dialog'
import { VenueCard, venueCardId } from './venue-card'
import { VenueFiltersBar } from './venue-filters'
import { VenueFormDialog } from './venue-form-dialog'
import { VENUE_MAP_ID, VenueMap } from './venue-map'
import { VenueStats } from './venue-stats'

/** null: no dialog; 'new': adding; a venue: editing it. */
type Editing = null | 'new' | Venue

/** /admin/venues: figures, the venue map, filters and the venue cards (spec §2), the map and cards in step. */
export function VenuesPage() {
  useDocumentTitle('Venues')
  const [filters, setFilters] = useState<VenueFilters>(NO_VENUE_FILTERS)
  // The server filters: the search once typing pauses, the select at once; both keep the
  // current cards on screen while the next list loads.
  const q = useDebouncedValue(filters.search.trim())
  const availability = useDeferredValue(filters.availability)
  const list = useSuspenseInfiniteQuery(myVenueListQuery({ q, availability }))
  // The map places every venue loaded so far, whatever the filters (the same query when unfiltered).
  const everyVenue = useSuspenseInfiniteQuery(myVenueListQuery())
  const { data: stats } = useSuspenseQuery(venueStatsQuery())
  const [editing, setEditing] = useState<Editing>(null)
  const [spotsFor, setSpotsFor] = useState<Venue | null>(null)
  // The venue chosen on the map or with a card's 'Show on map': the map and the cards stay in step.
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const selectOnMap = (id: string) => {
    setSelectedId(id)
    document.getElementById(venueCardId(id))?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }
  const showOnMap = (id: string) => {
    setSelectedId(id)
    document.getElementById(VENUE_MAP_ID)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }
  const shown = list.data.pages.flatMap((page) => page.items)
  const mapped = everyVenue.data.pages.flatMap((page) => page.items)
  const matching = list.data.pages[0]?.total ?? 0
  const updating = q !== filters.search.trim() || availability !== filters.availability
  // Looked up by id so the dialog shows the venue as refreshed after an edit.
  const spotsVenue = spotsFor && ([...shown, ...mapped].find((venue) => venue.id === spotsFor.id) ?? spotsFor)
  const addButton = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
      Add Venue
    </button>
  )

  return (
    <>
      <PageHeader
        title="Venue & Camping Management"
        subtitle="Campgrounds, RV parks and their parking spots"
        actions={addButton}
      />
      <VenueStats stats={stats} />
      <VenueMap venues={mapped} total={stats.total} selectedId={selectedId} onSelect={selectOnMap} />
      <VenueFiltersBar filters={filters} onChange={setFilters} />
      <section aria-labelledby="venue-list-heading" aria-busy={updating} className="mt-4">
        <h2 id="venue-list-heading" className="mb-3 text-lg font-semibold">
          All Venues ({matching})
        </h2>
        {shown.length > 0 ? (
          <div
            className={`grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3 ${updating ? 'opacity-60 transition-opacity' : ''}`}
          >
            {shown.map((venue) => (
              <VenueCard
                key={venue.id}
                venue={venue}
                onEdit={setEditing}
                onManageSpots={setSpotsFor}
                selected={venue.id === selectedId}
                onShowOnMap={
                  venue.latitude !== null && venue.longitude !== null ? () => showOnMap(venue.id) : undefined
                }
              />
            ))}
          </div>
        ) : stats.total > 0 ? (
          <EmptyState
            title="No venues match your filters"
            description="Try another search or show all venues."
            action={
              <button type="button" className="btn btn-outline btn-sm" onClick={() => setFilters(NO_VENUE_FILTERS)}>
                Clear filters
              </button>
            }
          />
        ) : (
          <EmptyState
            title="No venues added yet"
            description="Add a campground or RV park so renters can stay there."
            action={addButton}
          />
        )}
        <ShowMoreButton list={list} />
      </section>
      <VenueFormDialog
        open={editing !== null}
        venue={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <SpotsDialog venue={spotsVenue} onClose={() => setSpotsFor(null)} />
    </>
  )
}
