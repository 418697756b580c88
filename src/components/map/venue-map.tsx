/**
 * A map of venues (issue 28): the caller's title, the spec's Satellite/Map buttons and a MapLibre
 * map with clustered venue markers, each a real button, and a popup card per venue. The list
 * beside it and the map stay in step through `selectedId` and `onSelect`.
 *
 * This file is light on purpose: MapLibre (about 300 KB gzip, its worker and its CSS) loads only
 * when a map is rendered in the browser, through the lazy `venue-map-canvas` chunk, so no page
 * without a map carries any of it (tests/e2e/bundle-budgets.spec.ts holds that).
 */
import { lazy, Suspense, useId, useState, type ReactNode } from 'react'
import { Spinner } from '../spinner'
import { useHydrated } from '../../lib/use-hydrated'

export interface MapPoint {
  id: string
  name: string
  latitude: number
  longitude: number
  /** A line under the name in the popup card, e.g. the place or the price. */
  detail?: string
}

export type MapView = 'map' | 'satellite'

const FRAME_STYLE = { height: 'clamp(16rem, 50vh, 26rem)', backgroundColor: 'var(--color-base-200)' }

export interface VenueMapProps {
  points: readonly MapPoint[]
  /** The venue chosen in the list (or on the map): its marker is highlighted and the map flies to it. */
  selectedId: string | null
  /** A marker or a popup's 'Select' was clicked. */
  onSelect: (id: string) => void
  /** The title above the map, e.g. <h2>Interactive Venue Map</h2>. */
  heading?: ReactNode
}

// The Worker renders pages with these components too (listings, the prerender): on a server the
// branch is dropped at build time, so MapLibre is never bundled into the Worker.
const VenueMapCanvas = lazy(() =>
  (import.meta.env.SSR ? Promise.reject(new Error('No map on a server')) : import('./venue-map-canvas')).catch(() => ({
    default: function MapDidNotLoad() {
      return (
        <p role="alert" className="grid size-full place-items-center p-4 text-center text-sm">
          The map could not be loaded. Check your connection and reload the page; the list still works.
        </p>
      )
    },
  })),
)

function MapLoading() {
  return (
    <div className="grid size-full place-items-center">
      <Spinner label="Loading the map..." showLabel />
    </div>
  )
}

export function VenueMap({ heading, ...props }: VenueMapProps) {
  const [view, setView] = useState<MapView>('map')
  // MapLibre needs a browser: the prerendered page and the first render show the frame only.
  const hydrated = useHydrated()
  const headingId = useId()
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : 'Venue map'}
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        {heading && <div id={headingId}>{heading}</div>}
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
      {/* Sized inline: a phone sees most of the map and still the list below it; no new CSS for every page. */}
      <div className="relative overflow-hidden rounded-box" style={FRAME_STYLE}>
        {hydrated ? (
          <Suspense fallback={<MapLoading />}>
            <VenueMapCanvas {...props} view={view} />
          </Suspense>
        ) : (
          <MapLoading />
        )}
      </div>
    </section>
  )
}
