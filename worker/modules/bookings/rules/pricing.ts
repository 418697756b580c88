/**
 * The booking price rule (spec §9), one pure function the server charges by and the SPA shows:
 * nights × RV price + nights × venue price (if chosen) + delivery fee. Integer cents throughout.
 */
import { toDayNumber } from '../../../lib/shared/dates'

/** Nights between pickup and return: the day difference, rounded up (spec §5/§9). */
export const nightsBetween = (startDate: string, endDate: string) => Math.ceil(toDayNumber(endDate) - toDayNumber(startDate))

export interface PriceInput {
  startDate: string
  endDate: string
  rvPricePerNightCents: number
  venuePricePerNightCents?: number | null
  deliveryFeeCents?: number | null
}

export interface PriceBreakdown {
  nights: number
  rvCents: number
  venueCents: number
  deliveryCents: number
  totalCents: number
}

export function priceBooking({ startDate, endDate, rvPricePerNightCents, venuePricePerNightCents, deliveryFeeCents }: PriceInput): PriceBreakdown {
  const nights = Math.max(0, nightsBetween(startDate, endDate))
  const rvCents = nights * rvPricePerNightCents
  const venueCents = nights * (venuePricePerNightCents ?? 0)
  const deliveryCents = deliveryFeeCents ?? 0
  return { nights, rvCents, venueCents, deliveryCents, totalCents: rvCents + venueCents + deliveryCents }
}
