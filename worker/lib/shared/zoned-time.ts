/**
 * Wall-clock time in an IANA time zone, with nothing but Intl (the Worker and the SPA both have it):
 * a pickup day and time in the owner's zone becomes one instant, and an instant reads back as the
 * owner's wall time. An unknown zone reads as UTC, as `dayInTimeZone` does.
 */
import { isTimeZone } from './dates'

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

interface WallTime {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

const zoneOrUtc = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : 'UTC')

/** The wall time at `ms` in `timeZone` (a known zone). hourCycle h23: some runtimes say 24 at midnight otherwise. */
function wallTimeAt(ms: number, timeZone: string): WallTime {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms)
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((found) => found.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  }
}

const wallAsUtc = ({ year, month, day, hour, minute, second }: WallTime) =>
  Date.UTC(year, month - 1, day, hour, minute, second)

/** How far the zone's wall clock is ahead of UTC at `ms` (whole seconds; milliseconds never shift). */
const offsetAt = (ms: number, timeZone: string) => {
  const wholeSecond = Math.floor(ms / 1000) * 1000
  return wallAsUtc(wallTimeAt(wholeSecond, timeZone)) - wholeSecond
}

/**
 * The instant (UTC ms) at which the wall clock in `timeZone` reads `day` `time`.
 * A zone changes its offset at most once within a day, so the offsets a day before and a day after
 * are the only two candidates. Both fit in an overlap (clocks going back): the earlier instant is
 * the first time the clock shows that time. Neither fits in a gap (clocks going forward): the
 * offset from before the gap carries the time forward by the gap's length (02:30 → 03:30).
 */
export function zonedInstant(day: string, time: string, timeZone: string): number {
  const dayMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time)
  if (!dayMatch || !timeMatch) throw new RangeError(`Not a day and time: ${day} ${time}`)
  const [year, month, date] = [Number(dayMatch[1]), Number(dayMatch[2]), Number(dayMatch[3])]
  const wall = Date.UTC(year, month - 1, date, Number(timeMatch[1]), Number(timeMatch[2]))
  const zone = zoneOrUtc(timeZone)
  const before = wall - offsetAt(wall - DAY_MS, zone)
  const after = wall - offsetAt(wall + DAY_MS, zone)
  const fits = [before, after].filter((instant) => instant + offsetAt(instant, zone) === wall)
  return fits.length > 0 ? Math.min(...fits) : before
}

/**
 * 'd MMM, HH:mm' (en-GB style, 24-hour) at `ms` in `timeZone`: '14 Dec, 09:00', or with `withYear`
 * '14 Dec 2026, 09:00' (a receipt is read long after the trip). The month names are fixed because
 * CLDR's en-GB now says 'Sept'. Seconds are dropped, so a deadline reads no later than it is.
 */
export function formatInZone(ms: number, timeZone: string, { withYear = false }: { withYear?: boolean } = {}) {
  const { year, month, day, hour, minute } = wallTimeAt(ms, zoneOrUtc(timeZone))
  const twoDigits = (value: number) => String(value).padStart(2, '0')
  return `${day} ${MONTHS[month - 1]}${withYear ? ` ${year}` : ''}, ${twoDigits(hour)}:${twoDigits(minute)}`
}
