/**
 * The public listing of one RV (GET /api/rvs/listings/:slug and the Worker's /rvs/<slug> page):
 * only an RV renters may see (publicly listed) and the owner offers (available); anything else is
 * the same 404 as a slug that never existed. It carries no renter data: the calendar is the nights
 * taken as date ranges, nothing about who took them.
 */
import { and, eq, sql } from 'drizzle-orm'
import { foundOr404, type RequestContext } from '../../db/owned'
import { pickupLocations, rvs } from '../../db/schema'
import { utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { occupiesNights } from '../bookings'
import { businessName } from '../business'
import { ownerResponseStats } from '../messages'
import { pricingTermsFor } from '../pricing'
import { rvReviewSummary } from '../reviews'
import { publiclyListed } from './listing'
import { photosOf, toRvPhoto } from './photos'
import type { RvListing, TakenRange } from './schemas'
import { toRvTerms } from './terms'

/** How many reviews the listing shows in full (the averages count them all). */
export const LISTING_REVIEWS = 5

/** The calendar's span: the current month and the 11 after it. */
export const CALENDAR_MONTHS = 12

/** The first day of the month `months` after today's (UTC). */
const monthStart = (today: string, months: number) => {
  const [year, month] = today.split('-').map(Number) as [number, number]
  const index = year * 12 + (month - 1) + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`
}

/**
 * The nights no new stay may include, from `from` to `to`, merged into ranges: by the occupancy
 * rule (bookings' `occupiesNights`: not cancelled or expired, not a lapsed unpaid hold), each
 * booking's nights widened by the RV's turnaround days on both sides (a stay must end that many
 * days before the next pickup and start that many after a return), and each block's nights
 * exactly (a maintenance task, an imported calendar). Dates only.
 */
export async function takenRanges({
  ctx: { db, now },
  input: { rvId, turnaroundDays, from, to },
}: {
  ctx: RequestContext
  input: { rvId: string; turnaroundDays: number; from: string; to: string }
}): Promise<TakenRange[]> {
  const rows = await db.all<{ startDate: string; endDate: string }>(sql`
    select date(b.start_date, '-' || ${turnaroundDays} || ' days') as startDate,
           date(b.end_date, '+' || ${turnaroundDays} || ' days') as endDate
      from bookings b
     where b.rv_id = ${rvId}
       and b.end_date > date(${from}, '-' || ${turnaroundDays} || ' days')
       and b.start_date < date(${to}, '+' || ${turnaroundDays} || ' days')
       and ${occupiesNights(now, sql`b`)}
    union all
    select k.start_date, k.end_date from rv_blocks k
     where k.rv_id = ${rvId} and k.end_date > ${from} and k.start_date < ${to}
     order by startDate`)
  const merged: TakenRange[] = []
  for (const row of rows) {
    const startDate = row.startDate < from ? from : row.startDate
    const endDate = row.endDate > to ? to : row.endDate
    if (startDate >= endDate) continue
    const last = merged.at(-1)
    if (last && startDate <= last.endDate) {
      if (endDate > last.endDate) last.endDate = endDate
    } else merged.push({ startDate, endDate })
  }
  return merged
}

export async function getRvListing({
  ctx,
  input: { slug },
}: {
  ctx: RequestContext
  input: { slug: string }
}): Promise<RvListing> {
  const { db, now } = ctx
  const row = await foundOr404(
    db
      .select({
        rv: rvs,
        ownerName: businessName(sql`${rvs.ownerId}`),
        pickupCity: pickupLocations.city,
        pickupState: pickupLocations.state,
        pickupZip: pickupLocations.zipCode,
        pickupDelivers: pickupLocations.delivers,
      })
      .from(rvs)
      .leftJoin(pickupLocations, eq(pickupLocations.id, rvs.pickupLocationId))
      .where(and(eq(rvs.slug, slug), eq(rvs.available, true), publiclyListed(now)))
      .get(),
    'That RV',
  )
  const { rv } = row
  const from = utcDay(now)
  const to = monthStart(from, CALENDAR_MONTHS)
  const [photos, terms, taken, stats, reviews] = await Promise.all([
    photosOf(db, rv.id),
    pricingTermsFor({ ctx: { db }, input: { rvIds: [rv.id] } }),
    takenRanges({ ctx, input: { rvId: rv.id, turnaroundDays: rv.turnaroundDays, from, to } }),
    ownerResponseStats({ ctx: { db, now }, input: { ownerId: rv.ownerId } }),
    rvReviewSummary({ ctx: { db, now }, input: { rvId: rv.id, limit: LISTING_REVIEWS } }),
  ])
  return {
    id: rv.id,
    slug: rv.slug,
    name: rv.name,
    type: rv.type,
    description: rv.description,
    features: rv.features,
    sleeps: rv.sleeps,
    length: rv.length,
    year: rv.year,
    make: rv.make,
    model: rv.model,
    petsAllowed: rv.petsAllowed,
    accessibility: rv.accessibility,
    pricePerNight: fromCents(rv.pricePerNightCents),
    instantBook: rv.instantBook,
    hookupAmps: rv.hookupAmps === 30 || rv.hookupAmps === 50 ? rv.hookupAmps : null,
    needsWater: rv.needsWater,
    needsSewer: rv.needsSewer,
    needsPullThrough: rv.needsPullThrough,
    photos: photos.map(toRvPhoto),
    terms: toRvTerms(terms.get(rv.id)!),
    pickup:
      row.pickupCity && row.pickupState && row.pickupZip
        ? { city: row.pickupCity, state: row.pickupState, zipCode: row.pickupZip, delivers: !!row.pickupDelivers }
        : null,
    owner: {
      name: row.ownerName,
      responseRate: stats.responseRate,
      typicalResponseMinutes: stats.typicalResponseMinutes,
    },
    reviews: { count: reviews.count, averages: reviews.averages, newest: reviews.newest },
    availability: { from, to, taken },
  }
}

/** Every RV with a listing page, for the sitemap: its slug, newest first (at most 50,000, a sitemap's limit). */
export const listedSlugs = ({ ctx: { db, now } }: { ctx: RequestContext }) =>
  db
    .select({ slug: rvs.slug })
    .from(rvs)
    .where(and(eq(rvs.available, true), publiclyListed(now)))
    .orderBy(sql`${rvs.createdAt} desc`, sql`${rvs.id} desc`)
    .limit(50_000)
