/** How the dashboard words its figures (spec §9 captions like '+12% from last month', made true). */

/** 0.125 → '+12.5% from the previous 30 days'; null when there is nothing to compare with. */
export function changeCaption(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return 'No earlier 30 days to compare'
  const percent = Math.round(change * 1000) / 10
  return `${percent > 0 ? '+' : ''}${percent}% from the previous 30 days`
}

export const percent = (fraction: number | null) => (fraction === null ? '—' : `${Math.round(fraction * 100)}%`)

/** Utilization change in percentage points. */
export function pointsCaption(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return 'No earlier 30 days to compare'
  const points = Math.round((current - previous) * 100)
  return `${points > 0 ? '+' : ''}${points} points from the previous 30 days`
}

/** '2031-03-04' → 'Mar 4' in the viewer's language; the date is read as a local calendar day. */
export const shortDay = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })
