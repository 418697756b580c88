/**
 * What other modules may use of marketing: the campaign email's template, redeeming a promotion
 * code on a booking (the check, and the statements the booking lifecycle runs to reserve, release
 * and reclaim its use), and the campaign a renter's click came from.
 */
export { campaignEmailTemplates } from './campaigns/emails'
export { campaignTokenOf } from './campaigns/attribution'
export { campaignOfClick } from './campaigns/tracking'
export {
  assertMinimumSpend,
  promotionUsable,
  reclaimPromotionUses,
  redeemablePromotion,
  releasePromotionUses,
  reservePromotionUse,
} from './promotions/redemption'
