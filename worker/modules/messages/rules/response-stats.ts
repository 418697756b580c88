/**
 * The owner's response rate and typical response time, as listings show them: of the enquiries and
 * requests to book of the last 30 days, the share answered within 24 hours, and the median time to
 * the answer. Pure: stats.ts reads the rows.
 */

export const RESPONSE_WINDOW_MS = 24 * 60 * 60 * 1000
export const STATS_PERIOD_MS = 30 * 24 * 60 * 60 * 1000
/** Below this many, the rate is 100: a new owner is not judged on one slow answer. */
export const MIN_COUNTED = 5

export interface AskedAndAnswered {
  /** When the renter asked (ms). */
  askedAt: number
  /** When the owner first answered (ms), or null. */
  answeredAt: number | null
}

export interface ResponseStats {
  /** 0-100, a whole number. */
  responseRate: number
  /** The median minutes to the first answer, or null when nothing was answered. */
  typicalResponseMinutes: number | null
  counted: number
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]) {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * `items` are those already counted: answered, or unanswered with their 24 hours over (one still
 * inside its 24 hours is not judged yet).
 */
export function responseStats(items: AskedAndAnswered[]): ResponseStats {
  const delays = items.flatMap(({ askedAt, answeredAt }) => (answeredAt === null ? [] : [answeredAt - askedAt]))
  const inTime = delays.filter((delay) => delay <= RESPONSE_WINDOW_MS).length
  const typical = median(delays)
  return {
    responseRate: items.length < MIN_COUNTED ? 100 : Math.round((100 * inTime) / items.length),
    typicalResponseMinutes: typical === null ? null : Math.round(typical / 60_000),
    counted: items.length,
  }
}
