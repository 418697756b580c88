/**
 * Writing reviews and replies. Each side writes once per booking within the 14 days after the
 * trip completed (the unique index on booking and author makes a second or concurrent one a no-op
 * answered with a 409). The first review is stored with `published_at` = the window's end; the
 * second, in the same batch as its insert, publishes both at its own time.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import { runBatch } from '../../db/batch'
import type { OwnerRequestContext, RequestContext } from '../../db/owned'
import { reviews } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { ConversationSide } from '../../lib/shared/enums'
import { ownerOverall, reviewWindowEnd } from './rules/window'
import type { OwnerReviewData, RenterProof, RenterReviewData } from './schemas'
import { noRenterBooking, ownersTrip, rentersTrip, windowRefusal, type Trip } from './trips'
import { publishedBy, reviewView } from './views'

interface Ratings {
  overall: number
  cleanliness?: number | null
  mechanical?: number | null
  accuracy?: number | null
  communication: number
  value?: number | null
  careOfVehicle?: number | null
  followingRules?: number | null
}

const alreadyReviewed = () =>
  new AppError(
    409,
    'already_reviewed',
    'You have already reviewed this trip: a review cannot be written twice or changed',
  )

/** Writes `author`'s review of `trip` at `now`, once; publishes both sides if the other has written. */
async function writeReview(
  { db, now }: RequestContext,
  trip: Trip,
  author: ConversationSide,
  { body, ...ratings }: Ratings & { body: string },
) {
  const refusal = windowRefusal(trip, now)
  if (refusal) throw refusal
  const id = crypto.randomUUID()
  const other: ConversationSide = author === 'renter' ? 'owner' : 'renter'
  const otherWrote = sql`exists (select 1 from reviews where booking_id = ${trip.bookingId} and author = ${other})`
  const windowEnd = reviewWindowEnd(trip.completedAt!)
  const written = await runBatch(db, [
    sql`insert into reviews (id, owner_id, booking_id, rv_id, customer_id, author, overall, cleanliness, mechanical, accuracy,
                             communication, value, care_of_vehicle, following_rules, body, published_at, created_at)
        values (${id}, ${trip.ownerId}, ${trip.bookingId}, ${trip.rvId}, ${trip.customerId}, ${author}, ${ratings.overall},
                ${ratings.cleanliness ?? null}, ${ratings.mechanical ?? null}, ${ratings.accuracy ?? null}, ${ratings.communication},
                ${ratings.value ?? null}, ${ratings.careOfVehicle ?? null}, ${ratings.followingRules ?? null}, ${body},
                case when ${otherWrote} then ${now} else ${windowEnd} end, ${now})
        on conflict (booking_id, author) do nothing`,
    // The second review reveals the first at the same moment (only if this insert happened).
    sql`update reviews set published_at = ${now}
        where booking_id = ${trip.bookingId} and author = ${other} and published_at > ${now}
          and exists (select 1 from reviews where id = ${id})`,
  ])
  if (written[0]?.meta.changes !== 1) throw alreadyReviewed()
  const row = await db.query.reviews.findFirst({ where: eq(reviews.id, id) })
  return reviewView(row!, now)
}

/** POST /api/reviews/renter: the renter, proven by the booking's id and email, reviews the trip. */
export async function writeRenterReview({
  ctx,
  input: { bookingId, email, ...review },
}: {
  ctx: RequestContext
  input: RenterReviewData
}) {
  const trip = await rentersTrip(ctx.db, bookingId, email)
  if (!trip) throw noRenterBooking()
  return writeReview(ctx, trip, 'renter', review)
}

/** POST /api/reviews/owner: the owner reviews the renter of their own completed trip. */
export async function writeOwnerReview({
  ctx,
  input: { bookingId, ...review },
}: {
  ctx: OwnerRequestContext
  input: OwnerReviewData
}) {
  const trip = await ownersTrip(ctx.db, ctx.ownerId, bookingId)
  if (!trip) throw notFound('That booking')
  return writeReview(ctx, trip, 'owner', { ...review, overall: ownerOverall(review) })
}

const alreadyReplied = () => new AppError(409, 'already_replied', 'You have already replied to this review')

/**
 * Sets the one reply on the review matching `where` (it must be published at `now`); a second
 * reply is a 409 and a review the replier may not see (not theirs, not published) a 404.
 */
async function reply(
  { db, now }: RequestContext,
  where: ReturnType<typeof and>,
  body: string,
  missing: () => AppError,
) {
  const [replied] = await db
    .update(reviews)
    .set({ reply: body, repliedAt: now })
    .where(and(where, publishedBy(now), isNull(reviews.reply)))
    .returning()
  if (replied) return reviewView(replied, now)
  const [existing] = await db
    .select({ reply: reviews.reply })
    .from(reviews)
    .where(and(where, publishedBy(now)))
  throw existing ? alreadyReplied() : missing()
}

/** POST /api/reviews/:id/reply: the owner answers a published renter review of one of their trips. */
export const replyAsOwner = ({ ctx, input }: { ctx: OwnerRequestContext; input: { id: string; body: string } }) =>
  reply(
    ctx,
    and(eq(reviews.id, input.id), eq(reviews.ownerId, ctx.ownerId), eq(reviews.author, 'renter')),
    input.body,
    () => notFound('That review'),
  )

/** POST /api/reviews/renter/reply: the renter answers the owner's published review of them on that booking. */
export async function replyAsRenter({ ctx, input }: { ctx: RequestContext; input: RenterProof & { body: string } }) {
  const trip = await rentersTrip(ctx.db, input.bookingId, input.email)
  if (!trip) throw noRenterBooking()
  return reply(
    ctx,
    and(eq(reviews.bookingId, trip.bookingId), eq(reviews.author, 'owner')),
    input.body,
    () => new AppError(409, 'nothing_to_reply_to', "You can reply once the owner's review of you is published"),
  )
}
