import { useState, type CSSProperties } from 'react'
import type { Venue } from '../queries'
import { venueMapPoints } from '../venue-map-points'

const WIDTH = 320
const HEIGHT = 140
type View = 'satellite' | 'map'

// Backdrops drawn in CSS so they fill the panel at any width while the dots keep their proportions.
const backdrops: Record<View, CSSProperties> = {
  map: {
    backgroundColor: 'var(--color-base-200)',
    backgroundImage:
      'linear-gradient(to right, rgb(0 0 0 / 0.07) 1px, transparent 1px), linear-gradient(to bottom, rgb(0 0 0 / 0.07) 1px, transparent 1px)',
    backgroundSize: '28px 28px',
  },
  satellite: {
    backgroundColor: '#2f4233',
    backgroundImage:
      'radial-gradient(circle at 20% 30%, #4a6b45 0 18%, transparent 40%), radial-gradient(circle at 70% 65%, #5b5a3a 0 14%, transparent 36%), radial-gradient(circle at 85% 20%, #2c4f5e 0 10%, transparent 28%)',
  },
}

/**
 * Spec §2: a placeholder, not a real map. Venues with coordinates are drawn as dots by latitude and
 * longitude so the owner can still see roughly where they are; no map service is called.
 */
export function VenueMap({
  venues,
  total = venues.length,
}: {
  venues: readonly Venue[]
  /** All of the owner's venues, loaded or not. */ total?: number
}) {
  const [view, setView] = useState<View>('map')
  const points = venueMapPoints(venues, WIDTH, HEIGHT)
  const notLoaded = total > venues.length ? ` (${total - venues.length} more not loaded yet)` : ''
  const satellite = view === 'satellite'
  return (
    <section aria-labelledby="venue-map-heading" className="card mt-6 border border-base-300 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="venue-map-heading" className="card-title">
              Interactive Venue Map
            </h2>
            <p className="text-sm text-base-content/75">
              A live map is not connected yet. Venues with a latitude and longitude appear as dots.
            </p>
          </div>
          <div className="join" role="group" aria-label="Map style">
            {(['satellite', 'map'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                className={`btn join-item btn-sm ${view === option ? 'btn-primary' : 'btn-outline'}`}
                onClick={() => setView(option)}
              >
                {option === 'satellite' ? 'Satellite' : 'Map'}
              </button>
            ))}
          </div>
        </div>
        <div className="grid h-40 place-items-center overflow-hidden rounded-box sm:h-56" style={backdrops[view]}>
          {points.length > 0 ? (
            <svg
              viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
              className="size-full"
              role="img"
              aria-label={`${points.length} of ${venues.length} venues placed by latitude and longitude${notLoaded}`}
            >
              {points.map((point) => (
                <g key={point.id}>
                  <title>{`${point.name}${point.available ? '' : ' (unavailable)'}`}</title>
                  <circle
                    cx={point.x}
                    cy={point.y}
                    r="5"
                    className={point.available ? 'fill-success' : 'fill-base-300'}
                    stroke="white"
                    strokeWidth="1.5"
                  />
                  <text
                    x={point.x + (point.x > WIDTH / 2 ? -8 : 8)}
                    y={point.y + 3}
                    textAnchor={point.x > WIDTH / 2 ? 'end' : 'start'}
                    fontSize="9"
                    className={satellite ? 'fill-white' : 'fill-base-content'}
                    aria-hidden="true"
                  >
                    {point.name}
                  </text>
                </g>
              ))}
            </svg>
          ) : (
            <p className={`px-4 text-center text-sm ${satellite ? 'text-white' : 'text-base-content/75'}`}>
              Add a latitude and longitude to a venue to see it here.
            </p>
          )}
        </div>
        {points.length > 0 && (
          <p className="flex gap-4 text-xs text-base-content/75" aria-hidden="true">
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-success" /> Available
            </span>
            <span className="flex items-center gap-1.5">
              <span className="size-2.5 rounded-full bg-base-300 ring-1 ring-base-content/30" /> Unavailable
            </span>
          </p>
        )}
      </div>
    </section>
  )
}
