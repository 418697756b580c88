import { useSuspenseQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import type { Venue } from '../../../../worker/modules/venues/schemas'
import { EmptyState } from '../../../components/empty-state'
import { PageHeader } from '../../../components/page-header'
import { useDocumentTitle } from '../../../lib/use-document-title'
import { myVenuesQuery } from '../queries'
import { filterVenues, NO_VENUE_FILTERS, type VenueFilters } from '../venue-filter'
import { SpotsDialog } from './spots-dialog'
import { VenueCard } from './venue-card'
import { VenueFiltersBar } from './venue-filters'
import { VenueFormDialog } from './venue-form-dialog'
import { VenueMap } from './venue-map'
import { VenueStats } from './venue-stats'

/** null: no dialog; 'new': adding; a venue: editing it. */
type Editing = null | 'new' | Venue

/** /admin/venues: figures, the map placeholder, filters and the venue cards (spec §2). */
export function VenuesPage() {
  useDocumentTitle('Venues')
  const { data: venues } = useSuspenseQuery(myVenuesQuery())
  const [filters, setFilters] = useState<VenueFilters>(NO_VENUE_FILTERS)
  const [editing, setEditing] = useState<Editing>(null)
  const [spotsVenueId, setSpotsVenueId] = useState<string | null>(null)
  const deferredFilters = useDeferredValue(filters)
  const shown = filterVenues(venues, deferredFilters)
  // Looked up by id so the dialog shows the venue as refreshed after an edit.
  const spotsVenue = venues.find((venue) => venue.id === spotsVenueId) ?? null
  const addButton = (
    <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
      Add Venue
    </button>
  )

  return (
    <>
      <PageHeader title="Venue & Camping Management" subtitle="Campgrounds, RV parks and their parking spots" actions={addButton} />
      <VenueStats venues={venues} />
      <VenueMap venues={venues} />
      <VenueFiltersBar filters={filters} onChange={setFilters} />
      <section aria-labelledby="venue-list-heading" className="mt-4">
        <h2 id="venue-list-heading" className="mb-3 text-lg font-semibold">
          All Venues ({shown.length})
        </h2>
        {shown.length > 0 ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((venue) => (
              <VenueCard key={venue.id} venue={venue} onEdit={setEditing} onManageSpots={(chosen) => setSpotsVenueId(chosen.id)} />
            ))}
          </div>
        ) : venues.length > 0 ? (
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
          <EmptyState title="No venues added yet" description="Add a campground or RV park so renters can stay there." action={addButton} />
        )}
      </section>
      <VenueFormDialog open={editing !== null} venue={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      <SpotsDialog venue={spotsVenue} onClose={() => setSpotsVenueId(null)} />
    </>
  )
}
