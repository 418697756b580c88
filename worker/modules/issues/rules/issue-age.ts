/** How old an issue reads on the issues page (spec §2 and §9 'Issue age'), the same for every viewer. */

const HOUR_MS = 3_600_000
const DAY_HOURS = 24

const counted = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`

/**
 * 'under 1 hour', then '1 hour ago' … '23 hours ago', then '1 day ago', '2 days ago' …, counting
 * whole hours and days. A time slightly ahead of `now` (another clock) still reads 'under 1 hour'.
 */
export function issueAgeText(createdAt: string | number, now: number): string {
  const hours = Math.floor((now - new Date(createdAt).getTime()) / HOUR_MS)
  if (!(hours >= 1)) return 'under 1 hour'
  if (hours < DAY_HOURS) return counted(hours, 'hour')
  return counted(Math.floor(hours / DAY_HOURS), 'day')
}
