/**
 * Every enumeration the schema stores, as `as const` arrays. This file imports nothing, so the
 * SPA and the valibot schemas can use it without pulling in drizzle.
 */

export const rvTypes = ['Class A', 'Class B', 'Class C', 'Travel Trailer'] as const
export type RvType = (typeof rvTypes)[number]

/** Spot sizes are not named by the spec; these are the sizes the venue form offers. */
export const parkingSpotSizes = ['small', 'medium', 'large'] as const
export type ParkingSpotSize = (typeof parkingSpotSizes)[number]

/**
 * 'expired' is a renter's unpaid hold whose 30 minutes lapsed: it blocks nothing, counts for
 * nothing, and only a late payment the provider confirms can still move it (see apply-outcome.ts).
 */
export const bookingStatuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled', 'expired'] as const
export type BookingStatus = (typeof bookingStatuses)[number]

/** Card payments for bookings and leads, and business payments; a booking's money may also come back in part. */
export const paymentStatuses = [
  'pending',
  'authorized',
  'succeeded',
  'failed',
  'refunded',
  'partially_refunded',
] as const
export type PaymentStatus = (typeof paymentStatuses)[number]

/** A lead fee's status: a payment's, or waived after the owner disputed a lead whose renter's email bounced. */
export const feeStatuses = ['pending', 'succeeded', 'failed', 'refunded', 'waived'] as const
export type FeeStatus = (typeof feeStatuses)[number]

/** Who cancelled a booking: an owner's own cancellations are counted on their dashboard, mutual ones are not. */
export const cancellationParties = ['renter', 'owner', 'mutual'] as const
export type CancellationParty = (typeof cancellationParties)[number]

/** Why money went back to a renter; 'provider' is a refund made at the payment provider (Stripe's dashboard). */
export const refundReasons = ['renter_cancelled', 'owner_cancelled', 'mutual', 'provider'] as const
export type RefundReason = (typeof refundReasons)[number]

export const refundStatuses = ['pending', 'succeeded', 'failed'] as const
export type RefundStatus = (typeof refundStatuses)[number]

/** How an owner received a payment outside the card checkout. */
export const offlinePaymentMethods = ['cash', 'cheque', 'bank_transfer'] as const
export type OfflinePaymentMethod = (typeof offlinePaymentMethods)[number]

export const issuePriorities = ['emergency', 'high', 'medium', 'low'] as const
export type IssuePriority = (typeof issuePriorities)[number]

export const issueCategories = ['mechanical', 'electrical', 'plumbing', 'interior', 'exterior'] as const
export type IssueCategory = (typeof issueCategories)[number]

export const issueStatuses = ['open', 'in_progress', 'resolved', 'closed'] as const
export type IssueStatus = (typeof issueStatuses)[number]

/** What an issue's history records. */
export const issueChangeFields = ['status', 'priority', 'technician', 'resolution'] as const
export type IssueChangeField = (typeof issueChangeFields)[number]

/** Why an RV's nights are blocked outside bookings: a maintenance task, or an imported calendar. */
export const rvBlockSources = ['maintenance', 'calendar'] as const
export type RvBlockSource = (typeof rvBlockSources)[number]

export const campaignTypes = ['email', 'social_media', 'sms', 'web'] as const
export type CampaignType = (typeof campaignTypes)[number]

export const campaignStatuses = ['draft', 'active', 'paused', 'completed'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]

export const campaignAudiences = [
  'all_customers',
  'new_customers',
  'returning_customers',
  'high_value_customers',
  'inactive_customers',
  'family_travelers',
  'adventure_seekers',
] as const
export type CampaignAudience = (typeof campaignAudiences)[number]

export const socialPlatforms = ['facebook', 'instagram', 'twitter', 'all'] as const
export type SocialPlatform = (typeof socialPlatforms)[number]

/** The spec names no values; a promotion takes a percentage off or a fixed amount off. */
export const discountTypes = ['percentage', 'fixed'] as const
export type DiscountType = (typeof discountTypes)[number]

export const leadStatuses = ['new', 'contacted', 'converted', 'lost'] as const
export type LeadStatus = (typeof leadStatuses)[number]

/** What a business payment pays for (the spec names none): the per-lead fee, or ad spend. */
export const businessPaymentTypes = ['lead_fee', 'ad_spend', 'other'] as const
export type BusinessPaymentType = (typeof businessPaymentTypes)[number]

export const adPlatforms = ['google', 'facebook', 'both'] as const
export type AdPlatform = (typeof adPlatforms)[number]

/** A performance row reports one real platform, so 'both' is not a value here. */
export const adPerformancePlatforms = ['google', 'facebook'] as const
export type AdPerformancePlatform = (typeof adPerformancePlatforms)[number]

export const adObjectives = ['lead_generation', 'brand_awareness', 'traffic', 'conversions'] as const
export type AdObjective = (typeof adObjectives)[number]

export const adCampaignStatuses = ['draft', 'active', 'paused', 'completed'] as const
export type AdCampaignStatus = (typeof adCampaignStatuses)[number]

export const bidStrategies = ['cpc', 'cpm', 'cpa'] as const
export type BidStrategy = (typeof bidStrategies)[number]

export const notificationTypes = [
  'booking_confirmation',
  'payment_confirmation',
  'booking_reminder',
  'booking_status_update',
  'issue_reported',
  'issue_update',
  // To the business owner: an issue raised to emergency from the issues page.
  'issue_escalated',
  // To the business owner: a renter expressed interest in one of their RVs (a lead, with its fee).
  'lead_received',
  // To the renter: their interest was passed on (a bounce lets the owner dispute the lead's fee).
  'lead_confirmation',
  // To the business owner: the link that proves a password sign-up owns its email address.
  'email_verification',
  // To the business owner: a single-use link to set a new password ('Forgot password?').
  'password_reset',
  // To a customer: an email campaign (with an unsubscribe link, counted when opened and clicked).
  'marketing_campaign',
  // To a renter: their enquiry about an RV was sent, with the link to their conversation.
  'enquiry_confirmation',
  // To the business owner / the renter: new messages in a conversation (at most one email per 15 minutes each).
  'messages_to_owner',
  'messages_to_renter',
  // A request to book: to the owner ('New request to book') and the renter ('Request sent').
  'booking_request',
  // A request to book answered (accepted, declined) or expired: to the owner and the renter.
  'booking_request_update',
  // To the renter: their trip completed, an invitation to review it within 14 days.
  'review_invitation',
] as const
export type NotificationType = (typeof notificationTypes)[number]

export const notificationStatuses = ['pending', 'sent', 'failed'] as const
export type NotificationStatus = (typeof notificationStatuses)[number]

/** Who created a customer record: the owner, a renter's public hold (cleaned up if it lapses), or a renter's interest (a lead). */
export const customerSources = ['owner', 'hold', 'lead'] as const
export type CustomerSource = (typeof customerSources)[number]

/**
 * A request to book: waiting for the owner (the card authorised, not charged), then accepted
 * (captured), declined or expired (released). Null on bookings that were never a request.
 */
export const bookingRequestStatuses = ['pending', 'accepted', 'declined', 'expired'] as const
export type BookingRequestStatus = (typeof bookingRequestStatuses)[number]

/** Who wrote a message or a review on a booking. */
export const conversationSides = ['owner', 'renter'] as const
export type ConversationSide = (typeof conversationSides)[number]

/** An enquiry from a listing before any booking, or the conversation of a booking or request. */
export const conversationKinds = ['enquiry', 'booking'] as const
export type ConversationKind = (typeof conversationKinds)[number]

/** What an uploaded image is for: a photo of an RV, venue or issue, or one of the owner's Marketing Assets. */
export const uploadPurposes = ['photo', 'marketing'] as const
export type UploadPurpose = (typeof uploadPurposes)[number]

/**
 * What a signed-in account acts as: a business owner (/admin) or a venue partner (/venue-portal).
 * One account may hold both roles; each session acts as one, chosen at sign-in.
 */
export const accountRoles = ['owner', 'partner'] as const
export type AccountRole = (typeof accountRoles)[number]

/** Who lists a venue: an owner (for their own RVs' renters) or a venue partner (for every owner's renters). */
export const venueListers = ['owner', 'partner'] as const
export type VenueLister = (typeof venueListers)[number]

/** A site's electric hookup, and an RV's need of one, in amps (a 50 amp site also serves a 30 amp RV). */
export const hookupAmps = [30, 50] as const
export type HookupAmps = (typeof hookupAmps)[number]

/** When a renter (or the owner delivering the RV) arrives at a partner's site, in the venue's local time. */
export const arrivalWindows = [
  '08:00-10:00',
  '10:00-12:00',
  '12:00-14:00',
  '14:00-16:00',
  '16:00-18:00',
  '18:00-20:00',
] as const
export type ArrivalWindow = (typeof arrivalWindows)[number]
