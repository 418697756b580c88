/**
 * Reading reviews: the owner's page (trips to review, reviewed trips), the renter's view of their
 * trip, a renter's published reviews from owners, and an RV's published reviews for its listing.
 * Every read of the other side's review goes through `otherSide` / `publishedBy`, so nothing
 * unpublished leaves but the fact that it was written.
 */
import { and, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core'
import * as v from 'valibot'
import type { OwnerRequestContext, RequestContext } from '../../db/owned'
import { bookings, customers, reviews, rvs } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import { decodeCursor, toPage } from '../../lib/shared/paging'
import { businessName } from '../business'
import { averageOf, REVIEW_WINDOW_MS, reviewWindowEnd } from './rules/window'
import type { RenterProof, ReviewListQuery } from './schemas'
import {
  completedAtSql,
  fullName,
  noRenterBooking,
  ownersTrip,
  publicName,
  rentersTrip,
  tripColumns,
  windowState,
} from './trips'
import { otherSide, publishedBy, reviewView } from './views'

const iso = (ms: number) => new Date(ms).toISOString()

/** Both reviews of each booking in `bookingIds`, by booking and author. */
async function reviewsOf(ctx: RequestContext, bookingIds: string[]) {
  const rows = bookingIds.length
    ? await ctx.db.select().from(reviews).where(inArray(reviews.bookingId, bookingIds))
    : []
  const of = (bookingId: string, author: 'owner' | 'renter') =>
    rows.find((row) => row.bookingId === bookingId && row.author === author)
  return of
}

/**
 * GET /api/reviews/to-write: the owner's completed trips whose window is open and which they have
 * not reviewed, the soonest to close first. The window bounds them (14 days of completions), so
 * they come whole (at most 200).
 */
export async function tripsToReview({ ctx }: { ctx: OwnerRequestContext }) {
  const { db, ownerId, now } = ctx
  const completed = sql<number>`${completedAtSql}`
  const rows = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.status, 'completed'),
        sql`${completed} > ${now - REVIEW_WINDOW_MS} and ${completed} <= ${now}`,
        sql`not exists (select 1 from reviews r where r.booking_id = ${bookings.id} and r.author = 'owner')`,
      ),
    )
    .orderBy(completed, bookings.id)
    .limit(200)
  const of = await reviewsOf(
    ctx,
    rows.map((row) => row.bookingId),
  )
  return rows.map((trip) => ({
    bookingId: trip.bookingId,
    rvName: trip.rvName,
    renterName: fullName(trip.renterFirstName, trip.renterLastName),
    startDate: trip.startDate,
    endDate: trip.endDate,
    completedAt: iso(trip.completedAt!),
    closesAt: iso(reviewWindowEnd(trip.completedAt!)),
    /** Whether the renter has written (its words stay hidden until the owner writes or the window ends). */
    renterReview: otherSide(of(trip.bookingId, 'renter'), now).state,
  }))
}

const cursorShape = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

/**
 * GET /api/reviews: the owner's completed trips that have a review from either side, newest
 * completion first, a page at a time: their own review in full, the renter's once published.
 */
export async function listReviewedTrips({ ctx, input }: { ctx: OwnerRequestContext; input: ReviewListQuery }) {
  const { db, ownerId, now } = ctx
  const completed = sql<number>`${completedAtSql}`
  let after
  if (input.cursor !== undefined) {
    const key = decodeCursor(input.cursor, cursorShape)
    if (key === null)
      throw new AppError(400, 'invalid_input', 'That page link is not valid', {
        cursor: ['That page link is not valid'],
      })
    after = sql`(${completed}, ${bookings.id}) < (${key[0]}, ${key[1]})`
  }
  const rows = await db
    .select(tripColumns)
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(
      and(
        eq(bookings.ownerId, ownerId),
        eq(bookings.status, 'completed'),
        sql`exists (select 1 from reviews r where r.booking_id = ${bookings.id})`,
        after,
      ),
    )
    .orderBy(desc(completed), desc(bookings.id))
    .limit(input.limit + 1)
  const of = await reviewsOf(
    ctx,
    rows.slice(0, input.limit).map((row) => row.bookingId),
  )
  return toPage(
    rows,
    input.limit,
    (trip) => {
      const mine = of(trip.bookingId, 'owner')
      return {
        bookingId: trip.bookingId,
        rvName: trip.rvName,
        renterName: fullName(trip.renterFirstName, trip.renterLastName),
        startDate: trip.startDate,
        endDate: trip.endDate,
        ...windowState(trip, now),
        mine: mine ? reviewView(mine, now) : null,
        renterReview: otherSide(of(trip.bookingId, 'renter'), now),
      }
    },
    (trip) => [trip.completedAt ?? 0, trip.bookingId],
  )
}

/**
 * POST /api/reviews/renter/lookup: the renter's trip as reviews see it, proven by the booking's id
 * and email: whether they may write, their own review (with the owner's reply) and the owner's
 * review of them once published (hidden until then).
 */
export async function renterReviewState({ ctx, input }: { ctx: RequestContext; input: RenterProof }) {
  const trip = await rentersTrip(ctx.db, input.bookingId, input.email)
  if (!trip || trip.status === 'cancelled' || trip.status === 'expired') throw noRenterBooking()
  const of = await reviewsOf(ctx, [trip.bookingId])
  const mine = of(trip.bookingId, 'renter')
  return {
    bookingId: trip.bookingId,
    rvName: trip.rvName,
    ...windowState(trip, ctx.now),
    mine: mine ? reviewView(mine, ctx.now) : null,
    ownerReview: otherSide(of(trip.bookingId, 'owner'), ctx.now),
  }
}

/**
 * GET /api/reviews/renters/:bookingId: what owners (this one included) published about the renter
 * of the owner's booking, matched by the renter's email across every owner's customers. Only
 * published, owner-written reviews; the newest 20, with averages over all of them.
 */
export async function renterReviews({ ctx, input }: { ctx: OwnerRequestContext; input: { bookingId: string } }) {
  const { db, ownerId, now } = ctx
  const trip = await ownersTrip(db, ownerId, input.bookingId)
  if (!trip) throw notFound('That booking')
  const ofRenter = and(eq(customers.email, trip.renterEmail), eq(reviews.author, 'owner'), publishedBy(now))
  const [rows, [totals]] = await db.batch([
    db
      .select({
        review: reviews,
        reviewer: businessName(sql`${reviews.ownerId}`),
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(ofRenter)
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(20),
    db
      .select({
        count: sql<number>`count(*)`,
        overall: sql<number>`coalesce(sum(${reviews.overall}), 0)`,
        careOfVehicle: sql<number>`coalesce(sum(${reviews.careOfVehicle}), 0)`,
        communication: sql<number>`coalesce(sum(${reviews.communication}), 0)`,
        followingRules: sql<number>`coalesce(sum(${reviews.followingRules}), 0)`,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(ofRenter),
  ])
  const count = totals?.count ?? 0
  return {
    renterName: fullName(trip.renterFirstName, trip.renterLastName),
    count,
    averages:
      count === 0
        ? null
        : {
            overall: averageOf(totals!.overall, count)!,
            careOfVehicle: averageOf(totals!.careOfVehicle, count)!,
            communication: averageOf(totals!.communication, count)!,
            followingRules: averageOf(totals!.followingRules, count)!,
          },
    reviews: rows.map(({ review, reviewer }) => ({
      id: review.id,
      reviewer: reviewer ?? 'An owner',
      fromYou: review.ownerId === ownerId,
      overall: review.overall,
      careOfVehicle: review.careOfVehicle ?? review.overall,
      communication: review.communication,
      followingRules: review.followingRules ?? review.overall,
      body: review.body,
      reply: review.reply,
      createdAt: iso(review.createdAt),
    })),
  }
}

/**
 * An RV's published renter reviews for its listing: how many, the averages over all of them (one
 * decimal) and the newest `limit` with the renter's public name ('Jane D.') and the owner's reply.
 */
export async function rvReviewSummary({
  ctx: { db, now },
  input: { rvId, limit },
}: {
  ctx: RequestContext
  input: { rvId: string; limit: number }
}) {
  const ofRv = and(
    eq(reviews.rvId, rvId),
    eq(reviews.author, 'renter'),
    isNotNull(reviews.publishedAt),
    lte(reviews.publishedAt, now),
  )
  const sum = (column: AnySQLiteColumn) => sql<number>`coalesce(sum(${column}), 0)`
  const [rows, [totals]] = await db.batch([
    db
      .select({
        id: reviews.id,
        overall: reviews.overall,
        body: reviews.body,
        reply: reviews.reply,
        createdAt: reviews.createdAt,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(reviews)
      .innerJoin(customers, eq(customers.id, reviews.customerId))
      .where(ofRv)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(Math.max(0, Math.min(limit, 100))),
    db
      .select({
        count: sql<number>`count(*)`,
        overall: sum(reviews.overall),
        cleanliness: sum(reviews.cleanliness),
        mechanical: sum(reviews.mechanical),
        accuracy: sum(reviews.accuracy),
        communication: sum(reviews.communication),
        value: sum(reviews.value),
      })
      .from(reviews)
      .where(ofRv),
  ])
  const count = totals?.count ?? 0
  const average = (total: number) => averageOf(total, count)!
  return {
    count,
    averages:
      count === 0 || !totals
        ? null
        : {
            overall: average(totals.overall),
            cleanliness: average(totals.cleanliness),
            mechanical: average(totals.mechanical),
            accuracy: average(totals.accuracy),
            communication: average(totals.communication),
            value: average(totals.value),
          },
    newest: rows.map((row) => ({
      id: row.id,
      authorName: publicName(row.firstName, row.lastName),
      overall: row.overall,
      body: row.body,
      reply: row.reply,
      createdAt: iso(row.createdAt),
    })),
  }
}
