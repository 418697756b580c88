/**
 * What each side sees of a review. Double-blind: a review is visible to the other side (and the
 * public) only from its `published_at`, which is the moment the second side wrote or, until then,
 * the window's end, stored when the first side writes: `published_at <= now` is the whole rule, so
 * a read at the window's end shows it without waiting for any job. Before that the other side
 * learns only that it was written and when it will show, never its ratings or words.
 */
import { sql } from 'drizzle-orm'
import type { reviews } from '../../db/schema'

type ReviewRow = typeof reviews.$inferSelect

/** SQL: the review on the row is visible to the other side at `now`. */
export const publishedBy = (now: number) => sql`reviews.published_at is not null and reviews.published_at <= ${now}`

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export const isPublished = (row: Pick<ReviewRow, 'publishedAt'>, now: number) =>
  row.publishedAt !== null && row.publishedAt <= now

/** A review's ratings as its author gave them: the renter's six, or the owner's three and their mean. */
export function ratingsOf(row: ReviewRow) {
  return row.author === 'renter'
    ? {
        author: 'renter' as const,
        overall: row.overall,
        cleanliness: row.cleanliness ?? row.overall,
        mechanical: row.mechanical ?? row.overall,
        accuracy: row.accuracy ?? row.overall,
        communication: row.communication,
        value: row.value ?? row.overall,
      }
    : {
        author: 'owner' as const,
        overall: row.overall,
        careOfVehicle: row.careOfVehicle ?? row.overall,
        communication: row.communication,
        followingRules: row.followingRules ?? row.overall,
      }
}

/** A review in full: to its author always, to the other side once published. */
export function reviewView(row: ReviewRow, now: number) {
  return {
    id: row.id,
    bookingId: row.bookingId,
    ratings: ratingsOf(row),
    body: row.body,
    reply: row.reply,
    repliedAt: iso(row.repliedAt),
    createdAt: iso(row.createdAt)!,
    /** When the other side could first read it; null while it is still hidden from them. */
    publishedAt: isPublished(row, now) ? iso(row.publishedAt) : null,
    /** When it shows to the other side at the latest (the window's end, or when the second review came). */
    revealsAt: iso(row.publishedAt),
  }
}

export type ReviewView = ReturnType<typeof reviewView>

/**
 * The other side's review as the reader may see it: not written, written but hidden (only until
 * when), or in full once published.
 */
export type OtherSide =
  { state: 'none' } | { state: 'hidden'; revealsAt: string | null } | { state: 'published'; review: ReviewView }

export function otherSide(row: ReviewRow | undefined, now: number): OtherSide {
  if (!row) return { state: 'none' }
  if (!isPublished(row, now)) return { state: 'hidden', revealsAt: iso(row.publishedAt) }
  return { state: 'published', review: reviewView(row, now) }
}
