/** Step 1 of the renter's booking wizard: the RVs free for their dates, cheapest first. */
import { and, eq, gte, not, sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { RequestContext } from '../../db/owned'
import { rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { addDays, utcDay } from '../../lib/shared/dates'
import { decodeCursor, toPage, type Page } from '../../lib/shared/paging'
import { nightsTaken, MAX_DAYS_AHEAD } from '../bookings'
import { publiclyListed } from './listing'
import type { Rv } from './schemas'
import { toRv } from './service'

export interface FleetSearch {
  startDate: string
  endDate: string
  type?: string
  guests?: number
  /** Where the trip starts: must be a real US ZIP code when given. */
  zipCode?: string
  limit: number
  cursor?: string
}

/** Where the next page of a search starts: after this RV in (price, id) order. */
const searchCursor = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

/**
 * Spec §2 step 1: available, listed for renters (publiclyListed), of the type asked for, sleeping
 * at least the guest range's lower bound, free for the dates.
 */
export function fleetSearchQuery({
  ctx: { db, now },
  input: { query, after },
}: {
  ctx: RequestContext
  input: { query: FleetSearch; after?: readonly [number, string] }
}) {
  const conditions: SQL[] = [eq(rvs.available, true)]
  if (query.type) conditions.push(eq(rvs.type, query.type as (typeof rvs.type.enumValues)[number]))
  if (query.guests) conditions.push(gte(rvs.sleeps, query.guests))
  // Keyset paging: the (available, price, id) index starts right after the last RV shown.
  if (after) conditions.push(sql`(${rvs.pricePerNightCents}, ${rvs.id}) > (${after[0]}, ${after[1]})`)
  // The per-RV checks last, after the cheap column tests.
  conditions.push(publiclyListed(now))
  conditions.push(not(nightsTaken(sql`${rvs.id}`, query, now, sql`${rvs.turnaroundDays}`)))
  return db
    .select()
    .from(rvs)
    .where(and(...conditions))
    .orderBy(rvs.pricePerNightCents, rvs.id)
    .limit(query.limit + 1)
}

export async function searchRvs({ ctx, input: query }: { ctx: RequestContext; input: FleetSearch }): Promise<Page<Rv>> {
  const { now } = ctx
  if (query.startDate > addDays(utcDay(now), MAX_DAYS_AHEAD)) {
    throw new AppError(400, 'invalid_input', 'Pickup date must be within 2 years from today', {
      startDate: ['Pickup date must be within 2 years from today'],
    })
  }
  if (query.zipCode !== undefined) assertUsZipCode('zipCode', query.zipCode)
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, searchCursor)
  if (after === null) throw new AppError(400, 'invalid_input', 'That page of results is no longer valid. Search again.')
  const rows = await fleetSearchQuery({ ctx, input: { query, after } })
  return toPage(rows, query.limit, toRv, (rv) => [rv.pricePerNightCents, rv.id])
}
