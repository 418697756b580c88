/**
 * Step 1 of the renter's booking wizard: the RVs free for their dates near where they are, each
 * with its all-in total for those dates (every mandatory fee and tax, from the one quote function)
 * and its distance, filtered as the renter asks and sorted by price, total or distance.
 */
import { and, eq, gte, lte, not, sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { RequestContext } from '../../db/owned'
import { pickupLocations, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { assertUsZipCode, nearestZipCode } from '../../lib/us-zip-code'
import { addDays, utcDay } from '../../lib/shared/dates'
import { boundingBox, DEFAULT_SEARCH_RADIUS, distanceMiles, roundMiles, type Point } from '../../lib/shared/geo'
import { fromCents } from '../../lib/shared/money'
import { decodeCursor, toPage, type Page } from '../../lib/shared/paging'
import { FEATURE_FILTER_WORDS, type AccessibilityFeature, type FeatureFilter } from '../../lib/shared/rv-amenities'
import { nightsTaken, MAX_DAYS_AHEAD } from '../bookings'
import { quoteBooking } from '../bookings/rules/pricing'
import { pricingTermsFor, stayAllowedByRates } from '../pricing'
import { publiclyListed } from './listing'
import { rvSearchSorts, type NearestZip, type RvSearchSort, type SearchResult } from './schemas'
import { toRv } from './service'

/** A search as the route's schema gives it (money in cents); only the dates and the page size are required. */
export interface FleetSearch {
  startDate: string
  endDate: string
  type?: string
  guests?: number
  /** Where the trip starts: must be a real US ZIP code when given. */
  zipCode?: string
  /** A centre instead of the zip code's ('use my location'). */
  latitude?: number
  longitude?: number
  /** Miles around the centre. */
  radius?: number
  sort?: RvSearchSort
  minTotal?: number
  maxTotal?: number
  pets?: boolean
  minLength?: number
  maxLength?: number
  features?: FeatureFilter[]
  accessibility?: AccessibilityFeature[]
  delivery?: boolean
  limit: number
  cursor?: string
}

/** Where a search looks: within `miles` of `centre`. */
export interface SearchArea {
  centre: Point
  miles: number
}

/** Where the next page starts: after this RV in (sort key, id) order, for the sort it was made for. */
const searchCursor = v.tuple([v.picklist(rvSearchSorts), v.pipe(v.number(), v.integer()), v.string()])

/** Each feature filter as SQL over the RV row: any of its words in any of the owner's feature entries. */
function hasFeature(filter: FeatureFilter): SQL {
  if (filter === 'accessible') return sql`json_array_length(${rvs.accessibility}) > 0`
  const words = FEATURE_FILTER_WORDS[filter].map((word) => sql`instr(lower(feature.value), ${word}) > 0`)
  return sql`exists (select 1 from json_each(${rvs.features}) feature where ${sql.join(words, sql` or `)})`
}

const hasAccessibility = (item: AccessibilityFeature) =>
  sql`exists (select 1 from json_each(${rvs.accessibility}) ticked where ticked.value = ${item})`

/**
 * The indexed prefilter: RVs picked up inside a box a little larger than the area's circle, found
 * through the (latitude, longitude) index and then each location's RVs through the pickup location
 * index ('+' keeps SQLite off the (available, price) index, which would walk every RV). The exact
 * distance decides after.
 */
function insideBox(area: SearchArea): SQL[] {
  const box = boundingBox(area.centre, area.miles)
  const places = sql`select ${pickupLocations.id} from ${pickupLocations}
    where ${pickupLocations.latitude} between ${box.minLatitude} and ${box.maxLatitude}
    and ${pickupLocations.longitude} between ${box.minLongitude} and ${box.maxLongitude}`
  return [sql`+${rvs.available} = 1`, sql`${rvs.pickupLocationId} in (${places})`]
}

/** The renter's filters that SQL decides from the RV and its pickup location (not the total, not the distance). */
function filterConditions(query: FleetSearch): SQL[] {
  const conditions: SQL[] = []
  if (query.type) conditions.push(eq(rvs.type, query.type as (typeof rvs.type.enumValues)[number]))
  if (query.guests) conditions.push(gte(rvs.sleeps, query.guests))
  if (query.pets) conditions.push(eq(rvs.petsAllowed, true))
  if (query.minLength !== undefined) conditions.push(gte(rvs.length, query.minLength))
  if (query.maxLength !== undefined) conditions.push(lte(rvs.length, query.maxLength))
  if (query.delivery) conditions.push(eq(pickupLocations.delivers, true))
  for (const filter of query.features ?? []) conditions.push(hasFeature(filter))
  for (const item of query.accessibility ?? []) conditions.push(hasAccessibility(item))
  return conditions
}

/**
 * Spec §2 step 1: available, listed for renters (publiclyListed), matching the renter's filters
 * (picked up inside the area's box when there is one), free for the dates, and allowed by the RV's
 * rate rules (minimum nights, no-turnover days), with the pickup location. A page cheapest nightly
 * price first (by (price, id)) when `page` is given, else every match in no order.
 */
export function fleetSearchQuery({
  ctx: { db, now },
  input: { query, area, page },
}: {
  ctx: RequestContext
  input: { query: FleetSearch; area?: SearchArea; page?: { after?: readonly [number, string] } }
}) {
  // Without an area, the (available, price, id) index pages.
  const conditions = [...(area ? insideBox(area) : [eq(rvs.available, true)]), ...filterConditions(query)]
  // Keyset paging: the (available, price, id) index starts right after the last RV shown.
  const after = page?.after
  if (after) conditions.push(sql`(${rvs.pricePerNightCents}, ${rvs.id}) > (${after[0]}, ${after[1]})`)
  // The per-RV checks last, after the cheap column tests.
  conditions.push(publiclyListed(now))
  conditions.push(stayAllowedByRates(sql`${rvs.id}`, query))
  conditions.push(not(nightsTaken(sql`${rvs.id}`, query, now, sql`${rvs.turnaroundDays}`)))
  const matches = db
    .select({
      rv: rvs,
      pickup: {
        name: pickupLocations.name,
        city: pickupLocations.city,
        state: pickupLocations.state,
        zipCode: pickupLocations.zipCode,
        delivers: pickupLocations.delivers,
        latitude: pickupLocations.latitude,
        longitude: pickupLocations.longitude,
      },
    })
    .from(rvs)
    .leftJoin(pickupLocations, eq(pickupLocations.id, rvs.pickupLocationId))
    .where(and(...conditions))
  return page ? matches.orderBy(rvs.pricePerNightCents, rvs.id).limit(query.limit + 1) : matches
}

type Match = Awaited<ReturnType<typeof fleetSearchQuery>>[number] & { miles: number | null; totalCents?: number }
type Priced = Match & { totalCents: number; nightlyAverageCents: number }

/** Each RV with its all-in total for the stay: rental, preparation fee and taxes (no optional extras). */
async function withTotals({
  ctx,
  input: { matches, query },
}: {
  ctx: RequestContext
  input: { matches: Match[]; query: FleetSearch }
}): Promise<Priced[]> {
  const terms = await pricingTermsFor({ ctx, input: { rvIds: matches.map(({ rv }) => rv.id), addOns: false } })
  return matches.map((match) => {
    const rates = terms.get(match.rv.id)?.rates
    const { startDate, endDate } = query
    const { totalCents, nights } = quoteBooking({ startDate, endDate, rv: match.rv, rates })
    return { ...match, totalCents, nightlyAverageCents: Math.round(totalCents / Math.max(1, nights)) }
  })
}

const toResult = ({ rv, pickup, miles, totalCents, nightlyAverageCents }: Priced): SearchResult => ({
  ...toRv(rv),
  allInTotal: fromCents(totalCents),
  nightlyAverage: fromCents(nightlyAverageCents),
  distance: miles === null ? null : roundMiles(miles),
  pickup: pickup && {
    name: pickup.name,
    city: pickup.city,
    state: pickup.state,
    zipCode: pickup.zipCode,
    delivers: pickup.delivers,
  },
})

/** Each sort's key (whole numbers, so a cursor holds it exactly); the RV's id breaks ties. */
const sortKeys: Record<RvSearchSort, (match: Match) => number> = {
  price: ({ rv }) => rv.pricePerNightCents,
  // Only sorted by once every match is priced.
  total: ({ totalCents }) => totalCents!,
  // Tenths of a mile, the distance the card shows.
  distance: ({ miles }) => Math.round(miles! * 10),
}

const pageError = () => new AppError(400, 'invalid_input', 'That page of results is no longer valid. Search again.')

/** The search's centre (the coordinates, else the zip code's centroid) and radius; none without either. */
function searchArea(query: FleetSearch): SearchArea | undefined {
  const zipCentre = query.zipCode === undefined ? undefined : assertUsZipCode('zipCode', query.zipCode)
  const centre =
    query.latitude !== undefined && query.longitude !== undefined
      ? { latitude: query.latitude, longitude: query.longitude }
      : zipCentre
  return centre && { centre, miles: query.radius ?? DEFAULT_SEARCH_RADIUS }
}

export async function searchRvs({
  ctx,
  input: query,
}: {
  ctx: RequestContext
  input: FleetSearch
}): Promise<Page<SearchResult>> {
  const { now } = ctx
  if (query.startDate > addDays(utcDay(now), MAX_DAYS_AHEAD)) {
    throw new AppError(400, 'invalid_input', 'Pickup date must be within 2 years from today', {
      startDate: ['Pickup date must be within 2 years from today'],
    })
  }
  const area = searchArea(query)
  const sort = query.sort ?? 'price'
  if (sort === 'distance' && !area) {
    const message = 'Sorting by distance needs a zip code or your location'
    throw new AppError(400, 'invalid_input', message, { sort: [message] })
  }
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, searchCursor)
  if (after === null || (after && after[0] !== sort)) throw pageError()
  const byTotal = sort === 'total' || query.minTotal !== undefined || query.maxTotal !== undefined
  const keyOf = (match: Match) => [sort, sortKeys[sort](match), match.rv.id] as const

  if (sort === 'price' && !area && !byTotal) {
    // The common case pages in SQL: the (available, price, id) index, a page's worth of RVs priced.
    const page = { after: after && ([after[1], after[2]] as const) }
    const rows = await fleetSearchQuery({ ctx, input: { query, page } })
    const priced = await withTotals({ ctx, input: { matches: rows.map((row) => ({ ...row, miles: null })), query } })
    return toPage(priced, query.limit, toResult, keyOf)
  }

  // Otherwise every match (inside the box when there is a centre, then within the circle) is read,
  // priced when the total sorts or filters, then sorted and paged here.
  let matches: Match[] = (await fleetSearchQuery({ ctx, input: { query, area } }))
    .map((row) => ({ ...row, miles: area && row.pickup ? distanceMiles(area.centre, row.pickup) : null }))
    .filter(({ miles }) => !area || (miles !== null && miles <= area.miles))
  if (byTotal)
    matches = (await withTotals({ ctx, input: { matches, query } })).filter(
      ({ totalCents }) =>
        (query.minTotal === undefined || totalCents >= query.minTotal) &&
        (query.maxTotal === undefined || totalCents <= query.maxTotal),
    )
  const key = sortKeys[sort]
  const sorted = matches
    .sort((a, b) => key(a) - key(b) || (a.rv.id < b.rv.id ? -1 : 1))
    .filter((match) => !after || key(match) > after[1] || (key(match) === after[1] && match.rv.id > after[2]))
    .slice(0, query.limit + 1)
  const priced = byTotal ? (sorted as Priced[]) : await withTotals({ ctx, input: { matches: sorted, query } })
  return toPage(priced, query.limit, toResult, keyOf)
}

/** Farther than this from every US ZIP code's centre, a renter is not in the US, and no zip code is theirs. */
const NEAREST_ZIP_MAX_MILES = 100

/** 'Use my location': the zip code whose centre is nearest the renter's position. */
export function nearestZip({ input: point }: { input: Point }): NearestZip {
  const { zipCode, miles } = nearestZipCode(point)
  if (miles > NEAREST_ZIP_MAX_MILES)
    throw new AppError(404, 'not_found', 'No US zip code is near your location. Type the zip code you start from.')
  return { zipCode }
}
