/** Fixed ids, dates relative to a given day, and the pricing rule the demo bookings follow. */

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

/** The calendar day `days` after `date` (negative for before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** Nights between pickup and return: the day difference, rounded up. */
export function nightsBetween(startDate: string, endDate: string): number {
  return Math.ceil((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS)
}

/** Booking total (spec section 9, without a delivery fee): nights x RV price + nights x venue price. */
export function bookingTotalCents(nights: number, rvPriceCents: number, venuePriceCents?: number | null): number {
  return nights * rvPriceCents + (venuePriceCents == null ? 0 : nights * venuePriceCents)
}

/**
 * A timestamp `days` days and `hours` hours after midnight UTC of `today` (both may be negative).
 * The demo keeps its timestamps at or before that midnight so nothing looks like it is in the future.
 */
export function msAt(today: string, days: number, hours = 0): number {
  return Date.parse(`${today}T00:00:00Z`) + days * DAY_MS + hours * HOUR_MS
}
