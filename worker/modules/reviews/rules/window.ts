/**
 * The review window and the ratings' arithmetic, pure (the SPA shows days left with the same rule).
 * Each side has exactly 14 × 24 hours from the trip's completion (the booking's move to
 * 'completed'): open at `completedAt + REVIEW_WINDOW_MS - 1`, closed at `completedAt + REVIEW_WINDOW_MS`.
 */
export const REVIEW_WINDOW_DAYS = 14
export const REVIEW_WINDOW_MS = REVIEW_WINDOW_DAYS * 24 * 60 * 60 * 1000

/** When the 14 days to review a trip completed at `completedAt` (ms) end (ms). */
export const reviewWindowEnd = (completedAt: number) => completedAt + REVIEW_WINDOW_MS

/** Whole days left to review, counting a part day as one (0 once closed). */
export const reviewDaysLeft = (closesAt: number, now: number) =>
  Math.max(0, Math.ceil((closesAt - now) / (24 * 60 * 60 * 1000)))

/** The owner's overall rating of a renter: the rounded mean of their three ratings. */
export const ownerOverall = (ratings: { careOfVehicle: number; communication: number; followingRules: number }) =>
  Math.round((ratings.careOfVehicle + ratings.communication + ratings.followingRules) / 3)

/**
 * An average of whole ratings to one decimal, half up (4.25 → 4.3): from their sum and count, so
 * no floating-point mean sits on the wrong side of a half. Null when nothing was rated.
 */
export const averageOf = (sum: number, count: number) => (count === 0 ? null : Math.round((sum * 10) / count) / 10)

/** The day a window closes, as people read it: 'July 15, 2030' (UTC). */
export const windowEndLabel = (closesAt: number) =>
  new Date(closesAt).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })
