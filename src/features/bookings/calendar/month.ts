/** Month arithmetic on 'YYYY-MM' strings for the fleet calendar. */

/** '2031-12' + 1 → '2032-01'. */
export function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, monthNumber - 1 + by, 1))
  return date.toISOString().slice(0, 7)
}

/** '2031-05' → 'May 2031' in the viewer's language. */
export const monthTitle = (month: string) =>
  new Date(`${month}-01T00:00:00`).toLocaleDateString(undefined, { month: 'long', year: 'numeric' })
