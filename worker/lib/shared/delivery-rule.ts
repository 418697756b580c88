/**
 * What an owner charges to deliver an RV from a pickup location: a base fee, then a price per mile
 * past the free miles, up to a maximum distance (a common formula in rental software). Pure and
 * shared: the quote, step 2 and the owner's form all price by `deliveryFeeCents`.
 */
import type { Point } from './geo'

export interface DeliveryRule {
  baseFeeCents: number
  /** Miles included in the base fee. */
  freeMiles: number
  /** Cents for each mile past the free miles (a tenth of a mile costs a tenth). */
  perMileCents: number
  /** Farthest the owner delivers, in miles. */
  maxMiles: number
}

/**
 * The rule a new pickup location starts with: the spec's $30-150 delivery range, $30 within 10
 * miles, $1.50 a mile after, to $150 at 90 miles.
 */
export const DEFAULT_DELIVERY_RULE: DeliveryRule = {
  baseFeeCents: 30_00,
  freeMiles: 10,
  perMileCents: 1_50,
  maxMiles: 90,
}

export const DELIVERY_RULE_LIMITS = {
  baseFeeCents: 1_000_00,
  perMileCents: 100_00,
  miles: 500,
} as const

/**
 * The fee in cents to deliver `miles` away (rounded to a tenth of a mile first, as shown), or
 * null beyond the rule's maximum distance.
 */
export function deliveryFeeCents(rule: DeliveryRule, miles: number): number | null {
  // In whole tenths of a mile, so 10.1 miles past 10 at $1.25 is exactly 12.5 cents, rounded up.
  const tenths = Math.round(miles * 10)
  if (!(tenths <= rule.maxMiles * 10)) return null
  return rule.baseFeeCents + Math.round((Math.max(0, tenths - rule.freeMiles * 10) * rule.perMileCents) / 10)
}

/** Where an RV is picked up, as the quote and step 2 read it (from the RV's pickup location). */
export interface PickupPlace extends Point {
  name: string
  /** 'street, city, ST zip' */
  address: string
  openingHours: string | null
  instructions: string | null
  /** How delivery from here is priced; null when the owner does not deliver from it. */
  delivery: DeliveryRule | null
}
