/**
 * Step 1 of the renter's booking wizard: the RVs free for their dates, each with its all-in total
 * for those dates (every mandatory fee and tax, from the one quote function), cheapest nightly
 * price first or cheapest total first.
 */
import { and, eq, gte, not, sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import type { RequestContext } from '../../db/owned'
import { rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { assertUsZipCode } from '../../lib/us-zip-code'
import { addDays, utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { decodeCursor, toPage, type Page } from '../../lib/shared/paging'
import { nightsTaken, MAX_DAYS_AHEAD } from '../bookings'
import { quoteBooking } from '../bookings/rules/pricing'
import { pricingTermsFor, stayAllowedByRates } from '../pricing'
import { publiclyListed } from './listing'
import type { SearchResult } from './schemas'
import { toRv } from './service'

export interface FleetSearch {
  startDate: string
  endDate: string
  type?: string
  guests?: number
  /** Where the trip starts: must be a real US ZIP code when given. */
  zipCode?: string
  sort?: 'price' | 'total'
  limit: number
  cursor?: string
}

/** Where the next page of a search starts: after this RV in (price or total, id) order. */
const searchCursor = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

/**
 * Spec §2 step 1: available, listed for renters (publiclyListed), of the type asked for, sleeping
 * at least the guest range's lower bound, free for the dates, and allowed by the RV's rate rules
 * (minimum nights, no-turnover days). Paged by (price, id) when `page` is given.
 */
export function fleetSearchQuery({
  ctx: { db, now },
  input: { query, page },
}: {
  ctx: RequestContext
  input: { query: FleetSearch; page?: { after?: readonly [number, string] } }
}) {
  const conditions: SQL[] = [eq(rvs.available, true)]
  if (query.type) conditions.push(eq(rvs.type, query.type as (typeof rvs.type.enumValues)[number]))
  if (query.guests) conditions.push(gte(rvs.sleeps, query.guests))
  // Keyset paging: the (available, price, id) index starts right after the last RV shown.
  const after = page?.after
  if (after) conditions.push(sql`(${rvs.pricePerNightCents}, ${rvs.id}) > (${after[0]}, ${after[1]})`)
  // The per-RV checks last, after the cheap column tests.
  conditions.push(publiclyListed(now))
  conditions.push(stayAllowedByRates(sql`${rvs.id}`, query))
  conditions.push(not(nightsTaken(sql`${rvs.id}`, query, now, sql`${rvs.turnaroundDays}`)))
  const matches = db
    .select()
    .from(rvs)
    .where(and(...conditions))
    .orderBy(rvs.pricePerNightCents, rvs.id)
  return page ? matches.limit(query.limit + 1) : matches
}

type RvRow = typeof rvs.$inferSelect

/** Each RV with its all-in total for the stay: rental, preparation fee and taxes (no optional extras). */
async function withTotals({
  ctx,
  input: { rows, query },
}: {
  ctx: RequestContext
  input: { rows: RvRow[]; query: FleetSearch }
}) {
  const terms = await pricingTermsFor({ ctx, input: { rvIds: rows.map((row) => row.id), addOns: false } })
  return rows.map((row) => {
    const rates = terms.get(row.id)?.rates
    const { totalCents, nights } = quoteBooking({ startDate: query.startDate, endDate: query.endDate, rv: row, rates })
    return { row, totalCents, nightlyAverageCents: Math.round(totalCents / Math.max(1, nights)) }
  })
}

const toResult = ({ row, totalCents, nightlyAverageCents }: Awaited<ReturnType<typeof withTotals>>[number]) => ({
  ...toRv(row),
  allInTotal: fromCents(totalCents),
  nightlyAverage: fromCents(nightlyAverageCents),
})

const pageError = () => new AppError(400, 'invalid_input', 'That page of results is no longer valid. Search again.')

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
  if (query.zipCode !== undefined) assertUsZipCode('zipCode', query.zipCode)
  const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, searchCursor)
  if (after === null) throw pageError()
  if (query.sort !== 'total') {
    const rows = await fleetSearchQuery({ ctx, input: { query, page: { after } } })
    const priced = await withTotals({ ctx, input: { rows, query } })
    return toPage(priced, query.limit, toResult, ({ row }) => [row.pricePerNightCents, row.id])
  }
  // A total depends on seasons, weekends and taxes, so every match is priced, then sorted and paged.
  const priced = (await withTotals({ ctx, input: { rows: await fleetSearchQuery({ ctx, input: { query } }), query } }))
    .sort((a, b) => a.totalCents - b.totalCents || (a.row.id < b.row.id ? -1 : 1))
    .filter(({ totalCents, row }) => !after || totalCents > after[0] || (totalCents === after[0] && row.id > after[1]))
  return toPage(priced, query.limit, toResult, ({ row, totalCents }) => [totalCents, row.id])
}
