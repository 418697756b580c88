/** Points a given distance and bearing from a centre, and pickup locations placed exactly there. */
import type { Point } from '../../worker/lib/shared/geo'
import { makePickupLocation } from './fleet'

/** The mean Earth radius geo.ts measures with (IUGG, miles): a point placed here measures back the same. */
const EARTH_RADIUS_MILES = 3958.7613

const radians = (degrees: number) => (degrees * Math.PI) / 180
const degrees = (angle: number) => (angle * 180) / Math.PI

/** The point `miles` from `centre` heading `bearing` degrees (0 north, 90 east), on the great circle. */
export function pointAt(centre: Point, bearing: number, miles: number): Point {
  const angle = miles / EARTH_RADIUS_MILES
  const lat1 = radians(centre.latitude)
  const heading = radians(bearing)
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(heading))
  const lon2 =
    radians(centre.longitude) +
    Math.atan2(Math.sin(heading) * Math.sin(angle) * Math.cos(lat1), Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2))
  // Six decimals, as the location form takes them: about 10 cm, nothing next to the tests' half mile.
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return { latitude: round(degrees(lat2)), longitude: round(degrees(lon2)) }
}

/**
 * The delivery example: from SoMa (94103), $50 plus $2.50 a mile past 10 miles, up to 150
 * miles. Centroid distances from there: 94110 1.5 miles, Concord (94520) 25.2, Pleasanton (94566)
 * 30.4, San Jose (95112) 41.2, Mammoth Lakes (93546) 194.4.
 */
export const SOMA_DEPOT = {
  name: 'SoMa depot',
  street: '1455 Market St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94103',
  delivers: true,
  deliveryBaseFee: '50.00',
  deliveryFreeMiles: 10,
  deliveryPerMile: '2.50',
  deliveryMaxMiles: 150,
} as const

/** One of the owner's pickup locations at exactly `point` (the zip code only names it). */
export const locationAt = (
  cookie: string,
  point: Point,
  overrides: Partial<Parameters<typeof makePickupLocation>[1]> = {},
) => makePickupLocation(cookie, { name: `Yard ${crypto.randomUUID().slice(0, 6)}`, ...point, ...overrides })
