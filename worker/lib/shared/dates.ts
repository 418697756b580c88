/**
 * Calendar dates are 'YYYY-MM-DD' strings; arithmetic happens in UTC so no day shifts. The date
 * schemas here are the only way a date enters the API: real calendar days in years 2000-2100, so
 * no request can reach SQLite's date() with a day it cannot compute (it answers NULL past 9999).
 */
import * as v from 'valibot'

const DAY_MS = 86_400_000
export const FIRST_YEAR = 2000
export const LAST_YEAR = 2100

export const toDayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
export const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const addDays = (date: string, days: number) => fromDayNumber(toDayNumber(date) + days)

/** Today's 'YYYY-MM-DD' in UTC. */
export const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10)

/** First and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number]
  const first = `${month}-01`
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10)
  return { first, last, startMs: Date.UTC(year, monthIndex - 1, 1), endMs: Date.UTC(year, monthIndex, 1) }
}

/** Today's 'YYYY-MM' in UTC. */
export const currentMonth = (now: number) => new Date(now).toISOString().slice(0, 7)

const yearInRange = (text: string) => {
  const year = Number(text.slice(0, 4))
  return year >= FIRST_YEAR && year <= LAST_YEAR
}

/** True for a day that exists: '2027-02-29' and '2027-13-01' do not. Never throws. */
export function isRealDay(value: string) {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/**
 * A calendar day. A timestamp such as '2026-07-01T00:00:00Z' is refused: read in another time zone
 * it is a different day, and a booking must never move by one.
 */
export const calendarDay = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.check((value) => !/T|\d:\d/.test(value), `${label} must be a calendar day like 2026-07-04, without a time`),
    v.check((value) => /^\d{4}-\d{2}-\d{2}$/.test(value), `${label} must be a calendar day like 2026-07-04`),
    v.check((value) => !/^\d{4}-\d{2}-\d{2}$/.test(value) || isRealDay(value), `${label} is not a real date`),
    v.check(
      (value) => !isRealDay(value) || yearInRange(value),
      `${label} must be between ${FIRST_YEAR} and ${LAST_YEAR}`,
    ),
  )

/** A calendar month, 'YYYY-MM', in the viewer's own calendar, between 2000 and 2100. */
export const calendarMonth = () =>
  v.pipe(
    v.string('Month is required'),
    v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Month must look like 2026-07'),
    v.check(yearInRange, `Month must be between ${FIRST_YEAR} and ${LAST_YEAR}`),
  )

/** Whether `zone` is an IANA time zone this runtime knows ('America/Denver'). Never throws. */
export function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone.length <= 64
  } catch {
    return false
  }
}

/** A required IANA time zone ('America/Denver'), as the owner's settings and business profile take it. */
export const timeZoneSchema = v.pipe(
  v.string('Time zone is required'),
  v.check(isTimeZone, 'Time zone must be one like America/Denver'),
)

/** The calendar day at `now` in `timeZone` ('YYYY-MM-DD'); UTC when the zone is unknown. */
export function dayInTimeZone(now: number, timeZone: string | null) {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC'
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {})
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** An optional calendar day: left out, null or '' (a cleared date input) mean none. */
export const optionalCalendarDay = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.literal(''), calendarDay(label)])),
      v.transform((day) => day || null),
    ),
    null,
  )
