/**
 * Places on the globe: great-circle distance in miles and the bounding box a radius search
 * prefilters with. Pure, shared by the Worker and the browser.
 */

export interface Point {
  latitude: number
  longitude: number
}

/** Mean Earth radius in miles (IUGG 6,371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613

const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle (haversine) distance between two points, in miles. */
export function distanceMiles(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Distances are shown and priced to a tenth of a mile, so the renter can check a fee by hand. */
export const roundMiles = (miles: number) => Math.round(miles * 10) / 10

export interface BoundingBox {
  minLatitude: number
  maxLatitude: number
  minLongitude: number
  maxLongitude: number
}

/**
 * A latitude/longitude box holding every point within `miles` of `centre` (a little more, never
 * less): the indexed prefilter before the exact distance. Near a pole, or where the box would
 * cross the antimeridian, it widens to every longitude rather than wrap.
 */
export function boundingBox(centre: Point, miles: number): BoundingBox {
  const latDelta = (miles / EARTH_RADIUS_MILES) * (180 / Math.PI)
  const minLatitude = Math.max(-90, centre.latitude - latDelta)
  const maxLatitude = Math.min(90, centre.latitude + latDelta)
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude))
  if (widestLatitude >= 89) return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 }
  const lonDelta = latDelta / Math.cos(radians(widestLatitude))
  const minLongitude = centre.longitude - lonDelta
  const maxLongitude = centre.longitude + lonDelta
  if (minLongitude < -180 || maxLongitude > 180)
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude }
}

/** The radii a renter picks from, in miles (issue: 25 / 50 / 100 / 250, default 100). */
export const SEARCH_RADII = [25, 50, 100, 250] as const
export type SearchRadius = (typeof SEARCH_RADII)[number]
export const DEFAULT_SEARCH_RADIUS: SearchRadius = 100
