/**
 * How the SPA writes days and shares, one way each (money is `formatAmount`/`formatDollars` from
 * worker/lib/shared/money, shared with the emails). A calendar day ('2031-07-04') is read as a
 * local day, so it never shifts with the viewer's time zone.
 */

const calendarDate = (date: string) => new Date(`${date}T00:00:00`)

/** '2031-07-04' → '7/4/2031' in the viewer's own format. */
export const displayDay = (date: string) => calendarDate(date).toLocaleDateString()

/** '2031-07-04' → 'Jul 4' (charts' axes). */
export const shortDay = (date: string) =>
  calendarDate(date).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })

/** '2031-07-04' → 'Jul 4, 2031'. */
export const mediumDay = (date: string) =>
  calendarDate(date).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })

/** '2031-07-04' → 'Fri, Jul 4, 2031' (a trip's own dates). */
export const longDay = (date: string) =>
  calendarDate(date).toLocaleDateString(undefined, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })

/** A stored timestamp ('2031-07-04T10:00:00.000Z' or epoch ms) → the viewer's day. */
export const displayDate = (at: string | number) => new Date(at).toLocaleDateString()

/** 0.125 → '13%' (or with `digits`, '12.50%'); null → '—'. */
export const percent = (fraction: number | null, digits = 0) =>
  fraction === null ? '—' : `${(fraction * 100).toFixed(digits)}%`
