/** How the dashboard words its figures (spec §9 captions like '+12% from last month', made true). */

/** 0.125 → '+12.5% from the previous 30 days'; null when there is nothing to compare with. */
export function changeCaption(change: number | null): string {
  if (change === null || !Number.isFinite(change)) return 'No earlier 30 days to compare'
  const percent = Math.round(change * 1000) / 10
  return `${percent > 0 ? '+' : ''}${percent}% from the previous 30 days`
}

/** Utilization change in percentage points. */
export function pointsCaption(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return 'No earlier 30 days to compare'
  const points = Math.round((current - previous) * 100)
  return `${points > 0 ? '+' : ''}${points} points from the previous 30 days`
}
