/** Shapes of the JSON object columns (types only). */
import type { SocialPlatform } from '../../lib/shared/enums'

/** A marketing campaign's per-type content (the campaign form's extra fields). */
export interface CampaignContent {
  emailSubject?: string
  emailContent?: string
  socialPlatforms?: SocialPlatform[]
  postContent?: string
  smsContent?: string
  bannerTitle?: string
  bannerMessage?: string
}

export interface AdTargetAudience {
  ageMin?: number | null
  ageMax?: number | null
  interests?: string[]
  locations?: string[]
  demographics?: string[]
}

export interface AdContent {
  headlines?: string[]
  descriptions?: string[]
  imageUrls?: string[]
}
