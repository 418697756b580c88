/**
 * What marketing adds to the booking lifecycle (registered in worker/booking-extensions.ts): a
 * promotion code redeemed on a renter's stay, its use reserved with the booking and given back or
 * counted again as the booking moves, and the campaign whose link led to a renter's hold.
 */
import type { BookingExtension } from '../bookings'
import type { BookingStatus } from '../../lib/shared/enums'
import { utcDay } from '../../lib/shared/dates'
import { creditCampaign } from './campaigns/attribution'
import {
  assertMinimumSpend,
  promotionUsable,
  reclaimPromotionUses,
  redeemablePromotion,
  releasePromotionUses,
  reservePromotionUse,
} from './promotions/redemption'

/** Moves that end a booking: an unpaid one gives its promotion use back. */
const RELEASING: readonly BookingStatus[] = ['cancelled', 'expired']

export const marketingBookingExtension: BookingExtension = {
  async redeemCode({ ctx: { db }, input: { ownerId, code, rvType, today, subtotalCents } }) {
    const promotion = await redeemablePromotion({ ctx: { db }, input: { ownerId, code, rvType, today } })
    assertMinimumSpend(promotion, subtotalCents)
    const { id, discountType: type, discountValue: value } = promotion
    return { id, discount: { code: promotion.code, type, value } }
  },
  insertConditions: ({ promotionId, now }) => (promotionId ? [promotionUsable(promotionId, utcDay(now))] : []),
  bookingCreated: ({ promotionId, written }) => (promotionId ? [reservePromotionUse(promotionId, written)] : []),
  // A promotion's use follows the booking: back when it ends unpaid, counted again when a late payment revives it.
  statusMoving: ({ movable, from, to }) =>
    RELEASING.includes(to)
      ? [releasePromotionUses(movable)]
      : from.includes('expired')
        ? [reclaimPromotionUses(movable)]
        : [],
  renterHoldCreated: ({ bookingId, ownerId, cookies, written }) => creditCampaign(bookingId, ownerId, cookies, written),
}
