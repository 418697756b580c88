/** A booking's price as line items: what pricing computes and what a booking stores (types only). */

/**
 * The rental lines (`rv_*`, and the venue's nights) are what a cancellation policy refunds by its
 * table; a partner's site nights (`site_nights`, booked with the RV in the same booking) are
 * refunded by the partner's own policy (the booking's site_cancellation_policy); every other line
 * (delivery, preparation fee, add-ons and their taxes) is refunded in full.
 */
export type QuoteLineCode =
  | 'rv_nights'
  | 'rv_weekend_nights'
  | 'rv_season_nights'
  | 'rv_weekly'
  | 'rv_monthly'
  | 'venue_nights'
  | 'site_nights'
  | 'delivery'
  | 'prep_fee'
  | 'add_on'
  | 'discount'
  | 'tax'

export interface QuoteLine {
  code: QuoteLineCode
  /** What the renter sees, e.g. the RV's name or 'Delivery: LAX RV depot'. */
  label: string
  quantity: number
  unitCents: number
  /** quantity × unitCents, except a weekly or monthly rate line (quantity 1, its rounded amount). */
  amountCents: number
  /** The owner marked this line taxable: each tax line's amount is the sum of its rate on these lines. */
  taxable?: boolean
  /** A tax line's rate in thousandths of a percent (8.875 % = 8875). */
  rateMilliPercent?: number
  /** An add-on line's catalogue id. */
  addOnId?: string
}

/** What the renter is told before booking and charged for after the trip by a later issue. */
export interface QuoteAllowances {
  /** Included miles over the whole trip (per day × days, days = nights + 1) and the price per mile past them. */
  miles: number | null
  extraMileCents: number | null
  generatorHours: number | null
  extraGeneratorHourCents: number | null
}

export interface Quote {
  nights: number
  lines: QuoteLine[]
  totalCents: number
  allowances?: QuoteAllowances
}

export const RENTAL_LINE_CODES: readonly QuoteLineCode[] = [
  'rv_nights',
  'rv_weekend_nights',
  'rv_season_nights',
  'rv_weekly',
  'rv_monthly',
  'venue_nights',
]
