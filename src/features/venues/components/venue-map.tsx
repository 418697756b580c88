import { VenueMap as Map, type MapPoint } from '../../../components/map/venue-map'
import type { Venue } from '../queries'

/** The map's card, brought into view when a venue card's 'Show on map' is used. */
export const VENUE_MAP_ID = 'venue-map'

type Placed = Venue & { latitude: number; longitude: number }
const isPlaced = (venue: Venue): venue is Placed => venue.latitude !== null && venue.longitude !== null

/** The owner's venues on the map: those with a latitude and longitude. */
export const venueMapPoints = (venues: readonly Venue[]): MapPoint[] =>
  venues.filter(isPlaced).map((venue) => ({
    id: venue.id,
    name: venue.name,
    latitude: venue.latitude,
    longitude: venue.longitude,
    detail: `${venue.location}${venue.available ? '' : ' (unavailable)'}`,
  }))

/**
 * Spec §2's 'Interactive Venue Map', now a real map (src/components/map): the owner's venues as
 * markers, in step with the cards below (a marker selects its card; 'Show on map' on a card flies
 * to its marker).
 */
export function VenueMap({
  venues,
  total = venues.length,
  selectedId,
  onSelect,
}: {
  venues: readonly Venue[]
  /** All of the owner's venues, loaded or not. */ total?: number
  selectedId: string | null
  onSelect: (id: string) => void
}) {
  const points = venueMapPoints(venues)
  const unplaced = venues.length - points.length
  const notLoaded = total - venues.length
  return (
    <div id={VENUE_MAP_ID} className="card mt-6 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <Map
          heading={<h2 className="card-title">Interactive Venue Map</h2>}
          points={points}
          selectedId={selectedId}
          onSelect={onSelect}
        />
        {(unplaced > 0 || notLoaded > 0) && (
          <p className="text-sm text-base-content/75">
            {unplaced > 0 &&
              `${unplaced} ${unplaced === 1 ? 'venue has' : 'venues have'} no latitude and longitude yet: edit a venue to place it on the map. `}
            {notLoaded > 0 && `${notLoaded} more not loaded yet (Show more below).`}
          </p>
        )}
      </div>
    </div>
  )
}
