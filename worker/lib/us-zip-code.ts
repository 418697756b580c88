/**
 * US ZIP codes and their centroids, from the generated table (see generate-us-zip-codes.mjs).
 * Server only: the list stays out of the browser, whose forms check just the 5 digits.
 */
import { decodeBase64 } from '@oslojs/encoding'
import { AppError } from './errors'
import { distanceMiles, type Point } from './shared/geo'
import { US_ZIP_CENTROIDS } from './us-zip-codes.generated'

interface ZipTable {
  zips: Int32Array
  latitudes: Float64Array
  longitudes: Float64Array
}

let table: ZipTable | undefined

/** Decodes the table once per isolate (about 42,500 codes, a few milliseconds). */
function zipTable(): ZipTable {
  if (table) return table
  const bytes = decodeBase64(US_ZIP_CENTROIDS)
  const count = bytes.length / 8
  const zips = new Int32Array(count)
  const latitudes = new Float64Array(count)
  const longitudes = new Float64Array(count)
  let zip = 0
  for (let i = 0, at = 0; i < count; i++, at += 8) {
    zip += (bytes[at]! << 8) | bytes[at + 1]!
    zips[i] = zip
    latitudes[i] = (((bytes[at + 2]! << 16) | (bytes[at + 3]! << 8) | bytes[at + 4]!) - 900_000) / 10_000
    longitudes[i] = (((bytes[at + 5]! << 16) | (bytes[at + 6]! << 8) | bytes[at + 7]!) - 1_800_000) / 10_000
  }
  table = { zips, latitudes, longitudes }
  return table
}

/** The centroid of a US ZIP code, or null when the five digits are not one ('00000'). */
export function zipCentroid(zipCode: string): Point | null {
  if (!/^\d{5}$/.test(zipCode)) return null
  const { zips, latitudes, longitudes } = zipTable()
  const wanted = Number(zipCode)
  let low = 0
  let high = zips.length - 1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (zips[middle] === wanted) return { latitude: latitudes[middle]!, longitude: longitudes[middle]! }
    if (zips[middle]! < wanted) low = middle + 1
    else high = middle - 1
  }
  return null
}

export const isUsZipCode = (zipCode: string) => zipCentroid(zipCode) !== null

const notAZipCode = (zipCode: string) => `${zipCode} is not a US zip code. Check it and try again.`

/** The centroid of `zipCode`, refusing one that is not a real US ZIP code under `field`. */
export function assertUsZipCode(field: string, zipCode: string): Point {
  const centroid = zipCentroid(zipCode)
  if (centroid) return centroid
  const message = notAZipCode(zipCode)
  throw new AppError(400, 'invalid_input', message, { [field]: [message] })
}

/** The ZIP code whose centroid is nearest to a point ('use my location'), with its distance in miles. */
export function nearestZipCode(point: Point): { zipCode: string; miles: number } {
  const { zips, latitudes, longitudes } = zipTable()
  let best = 0
  let bestMiles = Infinity
  for (let i = 0; i < zips.length; i++) {
    // A cheap degree test first: only codes that could be nearer are measured properly.
    if (Math.abs(latitudes[i]! - point.latitude) * 69 > bestMiles) continue
    const miles = distanceMiles(point, { latitude: latitudes[i]!, longitude: longitudes[i]! })
    if (miles < bestMiles) {
      best = i
      bestMiles = miles
    }
  }
  return { zipCode: String(zips[best]).padStart(5, '0'), miles: bestMiles }
}
