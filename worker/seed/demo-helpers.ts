/** Fixed ids and timestamps relative to a given day. */

/** Row groups in the fixed ids, so an id says which table it belongs to. */
export const idGroup = {
  user: 0x01,
  customer: 0x02,
  rv: 0x03,
  venue: 0x04,
  spot: 0x05,
  booking: 0x06,
  issue: 0x07,
  campaign: 0x08,
  promotion: 0x09,
  lead: 0x0a,
  businessPayment: 0x0b,
  adCampaign: 0x0c,
  adPerformance: 0x0d,
  notification: 0x0e,
  maintenanceTask: 0x0f,
  pickupLocation: 0x10,
} as const

/** A stable UUID-shaped id, e.g. fixedId(idGroup.rv, 3) = '00000000-0000-4000-8000-000300000003'. */
export const fixedId = (group: number, n: number) =>
  `00000000-0000-4000-8000-${group.toString(16).padStart(4, '0')}${n.toString(16).padStart(8, '0')}`

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

export function assertCalendarDate(value: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    throw new Error(`Expected a 'YYYY-MM-DD' date, got '${value}'`)
  }
}

export { addDays } from '../lib/shared/dates'

/**
 * A timestamp `days` days and `hours` hours after midnight UTC of `today` (both may be negative).
 * The demo keeps its timestamps at or before that midnight so nothing looks like it is in the future.
 */
export function msAt(today: string, days: number, hours = 0): number {
  return Date.parse(`${today}T00:00:00Z`) + days * DAY_MS + hours * HOUR_MS
}
