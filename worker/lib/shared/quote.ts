/** A booking's price as line items: what pricing computes and what a booking stores (types only). */

export type QuoteLineCode = 'rv_nights' | 'venue_nights' | 'delivery' | 'discount'

export interface QuoteLine {
  code: QuoteLineCode
  /** What the renter sees, e.g. the RV's name or 'Delivery: LAX RV depot'. */
  label: string
  quantity: number
  unitCents: number
  amountCents: number
}

export interface Quote {
  nights: number
  lines: QuoteLine[]
  totalCents: number
}
