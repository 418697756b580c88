/** Places venues with coordinates on the map placeholder's drawing (no map service involved). */
import type { Venue } from './queries'

export interface MapPoint {
  id: string
  name: string
  available: boolean
  /** Drawing units from the left and from the top. */
  x: number
  y: number
}

type Placed = Venue & { latitude: number; longitude: number }

/**
 * A flat projection fitted to the venues' own bounding box inside a width × height drawing, with
 * longitude shrunk by the cosine of the mean latitude so east-west distances are not stretched.
 */
export function venueMapPoints(venues: readonly Venue[], width: number, height: number, padding = 12): MapPoint[] {
  const placed = venues.filter((venue): venue is Placed => venue.latitude !== null && venue.longitude !== null)
  if (placed.length === 0) return []
  const meanLat = placed.reduce((sum, venue) => sum + venue.latitude, 0) / placed.length
  const xs = placed.map((venue) => venue.longitude * Math.cos((meanLat * Math.PI) / 180))
  const ys = placed.map((venue) => -venue.latitude)
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)]
  const [spanX, spanY] = [Math.max(...xs) - minX, Math.max(...ys) - minY]
  const scale = Math.min((width - 2 * padding) / (spanX || 1), (height - 2 * padding) / (spanY || 1))
  // Centre the cloud of points, whichever side limits the scale.
  const left = (width - spanX * scale) / 2
  const top = (height - spanY * scale) / 2
  return placed.map((venue, index) => ({
    id: venue.id,
    name: venue.name,
    available: venue.available,
    x: left + (xs[index]! - minX) * scale,
    y: top + (ys[index]! - minY) * scale,
  }))
}
