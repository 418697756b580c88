/**
 * Venues near a renter's trip (issue 26): within the radius of the renter's centre or of the RV's
 * pickup location, nearest to the renter first. A bounding box on each centre narrows the rows in
 * SQL, ordered by an approximate (flat) distance; the exact great-circle distance then decides.
 */
import { and, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { pickupLocations, rvs, venues } from '../../db/schema'
import { boundingBox, distanceMiles, roundMiles, type Point } from '../../lib/shared/geo'

/**
 * Rows the exact test sees at most, the nearest by the flat distance: more than any page, so the
 * few the box keeps in its corners (beyond the radius) never leave a page short.
 */
const CANDIDATES = 500

const inBox = (centre: Point, miles: number): SQL => {
  const box = boundingBox(centre, miles)
  return sql`(${venues.latitude} between ${box.minLatitude} and ${box.maxLatitude}
    and ${venues.longitude} between ${box.minLongitude} and ${box.maxLongitude})`
}

/** Squared degrees, longitude shrunk by the cosine of the centre's latitude: enough to order nearby rows. */
const flatDistance = (centre: Point) => {
  const shrink = Math.cos((centre.latitude * Math.PI) / 180)
  return sql`(${venues.latitude} - ${centre.latitude}) * (${venues.latitude} - ${centre.latitude})
    + (${venues.longitude} - ${centre.longitude}) * (${venues.longitude} - ${centre.longitude}) * ${shrink * shrink}`
}

/** Where an RV is picked up, or null when it has no pickup location (or is unknown). */
export async function pickupPointOf(db: Db, rvId: string): Promise<Point | null> {
  const row = await db
    .select({ latitude: pickupLocations.latitude, longitude: pickupLocations.longitude })
    .from(rvs)
    .innerJoin(pickupLocations, eq(pickupLocations.id, rvs.pickupLocationId))
    .where(eq(rvs.id, rvId))
    .get()
  return row ?? null
}

/**
 * The venues matching `where` within `radius` miles of `centre` or of `pickup`, nearest to
 * `centre` first (then by id), at most `limit`, each with its distance from `centre`.
 */
export async function venuesNear({
  db,
  where,
  centre,
  pickup,
  radius,
  limit,
}: {
  db: Db
  where: SQL | undefined
  centre: Point
  pickup: Point | null
  radius: number
  limit: number
}) {
  const centres = pickup ? [centre, pickup] : [centre]
  const rows = await db
    .select()
    .from(venues)
    .where(
      and(
        where,
        isNotNull(venues.latitude),
        isNotNull(venues.longitude),
        or(...centres.map((point) => inBox(point, radius))),
      ),
    )
    .orderBy(flatDistance(centre), venues.id)
    .limit(CANDIDATES)
  return rows
    .map((row) => {
      const place = { latitude: row.latitude!, longitude: row.longitude! }
      const miles = distanceMiles(centre, place)
      const near = miles <= radius || (pickup !== null && distanceMiles(pickup, place) <= radius)
      return { row, miles, near }
    })
    .filter(({ near }) => near)
    .sort((a, b) => a.miles - b.miles || (a.row.id < b.row.id ? -1 : 1))
    .slice(0, limit)
    .map(({ row, miles }) => ({ row, distance: roundMiles(miles) }))
}
