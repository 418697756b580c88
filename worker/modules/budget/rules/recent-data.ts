/**
 * What the owner's own data may do to the Smart Budget Calculator (spec §9: recent data raises
 * revenue, booking value and conversion rate): only a sample large enough to mean something moves
 * an input, the fleet's free nights bound how many bookings any budget can bring, and the form
 * starts from the owner's own figures where they have them. Pure, shared by the page and the Worker.
 */
import { toCents } from '../../../lib/shared/money'

/** GET /api/budget/recent: the owner's last 30 days, and the fleet's room in the next 30 (money as decimal strings). */
export interface RecentFigures {
  windowDays: number
  /** Business bookings created in the window (no cancelled, expired or unpaid holds). */
  bookings: number
  revenue: string
  /** revenue ÷ bookings; null with no bookings. */
  averageBookingValue: string | null
  /** Leads created in the window. */
  leads: number
  /** Percent (one decimal) of those leads that converted; null with no leads. */
  conversionRate: number | null
  /** The owner's customers, all time. */
  customers: number
  /** RV-nights of the available fleet not yet taken by bookings or blocks over the next 30 days. */
  freeRvNights: number
  /** Nights per business booking, all time (one decimal); null with none. */
  averageStayNights: number | null
}

/** The inputs recent data can raise. */
export type RaisedInput = 'monthlyRevenue' | 'averageBookingValue' | 'conversionRate'

/**
 * The fewest bookings (for revenue and booking value) and leads (for the conversion rate) a recent
 * figure must come from before it may move an input. One converted lead out of one is a 100%
 * conversion rate that predicts nothing; five bookings and ten leads are the least that say
 * something about an owner's month.
 */
export const MEANINGFUL_SAMPLE = { bookings: 5, leads: 10 } as const

/** A trip's length when the owner has had no booking yet: RV rentals run about three nights. */
export const TYPICAL_STAY_NIGHTS = 3

export interface RecentInputs {
  monthlyRevenue: number
  averageBookingValue: number
  conversionRate: number
}

const dollars = (decimal: string | null) => (decimal === null ? null : (toCents(decimal) ?? 0) / 100)

/** Each raisable input's recent figure, and whether the sample behind it is large enough to use. */
function recentCandidates(recent: RecentFigures): [RaisedInput, number | null, boolean][] {
  const enoughBookings = recent.bookings >= MEANINGFUL_SAMPLE.bookings
  return [
    ['monthlyRevenue', dollars(recent.revenue), enoughBookings],
    ['averageBookingValue', dollars(recent.averageBookingValue), enoughBookings],
    ['conversionRate', recent.conversionRate, recent.leads >= MEANINGFUL_SAMPLE.leads],
  ]
}

/**
 * Spec §9: monthly revenue, average booking value and conversion rate move up to the recent
 * figures, never down, and only from a meaningful sample; `tooFew` names the higher figures left
 * unused because too few bookings or leads stand behind them, so the page can say so.
 */
export function withRecentData<Inputs extends RecentInputs>(
  inputs: Inputs,
  recent: RecentFigures | null | undefined,
): { inputs: Inputs; raised: RaisedInput[]; tooFew: RaisedInput[] } {
  if (!recent) return { inputs, raised: [], tooFew: [] }
  const merged = { ...inputs }
  const raised: RaisedInput[] = []
  const tooFew: RaisedInput[] = []
  for (const [field, value, meaningful] of recentCandidates(recent)) {
    if (value === null || value <= merged[field]) continue
    if (!meaningful) {
      tooFew.push(field)
      continue
    }
    merged[field] = value
    raised.push(field)
  }
  return { inputs: merged, raised, tooFew }
}

/**
 * The most bookings the fleet can take next month, whatever the budget: its free RV-nights over
 * the next 30 days divided by the owner's average stay (or a typical one). Null without figures.
 */
export function fleetBookingLimit(recent: RecentFigures | null | undefined): number | null {
  if (!recent) return null
  const stay = recent.averageStayNights && recent.averageStayNights > 0 ? recent.averageStayNights : TYPICAL_STAY_NIGHTS
  return Math.floor(recent.freeRvNights / stay)
}

/**
 * The form's starting figures from the owner's own data where they have some: their customer count,
 * and last month's revenue, booking value and conversion rate where the sample is meaningful.
 */
export function ownFigures(recent: RecentFigures): Partial<RecentInputs & { currentCustomerCount: number }> {
  const own: Partial<RecentInputs & { currentCustomerCount: number }> = {}
  if (recent.customers > 0) own.currentCustomerCount = recent.customers
  for (const [field, value, meaningful] of recentCandidates(recent))
    if (value !== null && value > 0 && meaningful) own[field] = value
  return own
}
