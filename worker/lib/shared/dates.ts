/** Calendar dates are 'YYYY-MM-DD' strings; arithmetic happens in UTC so no day shifts. */
const DAY_MS = 86_400_000

export const toDayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
export const fromDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10)
export const addDays = (date: string, days: number) => fromDayNumber(toDayNumber(date) + days)

/** First and last day of a 'YYYY-MM' month. */
export function monthBounds(month: string) {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number]
  const first = `${month}-01`
  const last = new Date(Date.UTC(year, monthIndex, 0)).toISOString().slice(0, 10)
  return { first, last, startMs: Date.UTC(year, monthIndex - 1, 1), endMs: Date.UTC(year, monthIndex, 1) }
}

/** Today's 'YYYY-MM' in UTC. */
export const currentMonth = (now: number) => new Date(now).toISOString().slice(0, 7)
