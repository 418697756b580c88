/**
 * Marketing campaign payloads (spec §3 campaigns, §5 Marketing campaign form, §7 /api/campaigns),
 * shared by the API and the New Campaign dialog.
 */
import * as v from 'valibot'
import { isRealDay, optionalCalendarDay } from '../../../lib/shared/dates'
import {
  campaignAudiences,
  campaignStatuses,
  campaignTypes,
  socialPlatforms,
  type CampaignAudience,
  type CampaignStatus,
  type CampaignType,
  type SocialPlatform,
} from '../../../lib/shared/enums'
import { fieldProblems, formObject, optionalMatching, optionalText, requiredText } from '../../../lib/shared/fields'
import { pageQueryFields } from '../../../lib/shared/paging'

/** Spec §5: an SMS is at most 160 characters (one message on every network). */
export const SMS_MAX_LENGTH = 160
export const SMS_HINT = `Keep it under ${SMS_MAX_LENGTH} characters for best delivery`

export const CAMPAIGN_TYPE_LABELS: Record<CampaignType, string> = {
  email: 'Email',
  social_media: 'Social Media',
  sms: 'SMS',
  web: 'Web Banner',
}

export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
}

export const AUDIENCE_LABELS: Record<CampaignAudience, string> = {
  all_customers: 'All customers',
  new_customers: 'New customers (first booking in the last 30 days)',
  returning_customers: 'Returning customers (2 or more bookings)',
  high_value_customers: 'High-value customers (top 20% by spend)',
  inactive_customers: 'Inactive customers (no booking in 180 days)',
  family_travelers: "Family travelers (5+ guests, or tagged 'family')",
  adventure_seekers: "Adventure seekers (tagged 'adventure')",
}

export const SOCIAL_PLATFORM_LABELS: Record<SocialPlatform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  all: 'All platforms',
}

/** The per-type fields (spec §3: "the form also carries…"); each type needs its own. */
const contentFields = {
  // One line: a line break in a subject would start a new mail header (say, Bcc:) at some providers.
  emailSubject: optionalMatching('Email subject', 150, /^[^\r\n\u2028\u2029]*$/, 'Email subject must be one line'),
  emailContent: optionalText('Email content', 10_000),
  socialPlatforms: v.optional(
    v.pipe(
      v.array(v.picklist(socialPlatforms, 'Choose Facebook, Instagram, Twitter or all'), 'Choose social platforms'),
      v.maxLength(socialPlatforms.length),
    ),
    [],
  ),
  postContent: optionalText('Post content', 2_000),
  smsContent: optionalText('SMS message', 2_000),
  bannerTitle: optionalText('Banner title', 80),
  bannerMessage: optionalText('Banner message', 200),
}

/** The form's fields without defaults: a change names only what it changes. */
const editableFields = {
  name: requiredText('Campaign name', 120),
  status: v.picklist(campaignStatuses, 'Choose draft, active, paused or completed'),
  targetAudience: v.picklist(campaignAudiences, 'Choose one of the target audiences'),
  description: optionalText('Description', 1_000),
  startDate: optionalCalendarDay('Start date'),
  endDate: optionalCalendarDay('End date'),
  ...contentFields,
}

const campaignFields = {
  ...editableFields,
  type: v.optional(v.picklist(campaignTypes, 'Choose email, social media, SMS or web banner'), 'email'),
  status: v.optional(editableFields.status, 'draft'),
  targetAudience: v.optional(editableFields.targetAudience, 'all_customers'),
  // The spec's client also sends `content` and `metrics`; the server builds the one and counts the other.
  content: v.optional(v.unknown()),
  metrics: v.optional(v.unknown()),
}

type Content = { [K in keyof typeof contentFields]: v.InferOutput<(typeof contentFields)[K]> }

/** A campaign as the rules read it: any of its fields may be missing or still unchecked. */
type CampaignFacts = Partial<Record<keyof Content | 'type' | 'status' | 'startDate' | 'endDate', unknown>>

/** What each type must say (the form shows only that type's fields, and the campaign keeps only those). */
const REQUIRED_BY_TYPE: Record<CampaignType, [keyof Content, string][]> = {
  email: [
    ['emailSubject', 'Email subject is required'],
    ['emailContent', 'Email content is required'],
  ],
  social_media: [
    ['socialPlatforms', 'Choose at least one platform'],
    ['postContent', 'Post content is required'],
  ],
  sms: [['smsContent', 'SMS message is required']],
  web: [
    ['bannerTitle', 'Banner title is required'],
    ['bannerMessage', 'Banner message is required'],
  ],
}

/** The per-type fields a campaign of `type` keeps: exactly the ones its type requires. */
export const contentFieldsOf = (type: CampaignType) => REQUIRED_BY_TYPE[type].map(([field]) => field)

const isMissing = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

const isDay = (value: unknown): value is string => typeof value === 'string' && isRealDay(value)

/**
 * The rules across fields, as [field, message] pairs: each type's own fields (a draft saves with
 * what it has: they are needed once it goes active or out), the end after the start, the SMS
 * length. Judged on whatever the fields hold, so they show beside the fields' own errors.
 */
export function campaignProblems(campaign: CampaignFacts): [string, string][] {
  const type = campaignTypes.includes(campaign.type as CampaignType) ? (campaign.type as CampaignType) : 'email'
  const isDraft = campaign.status === undefined || campaign.status === 'draft'
  const problems: [string, string][] = isDraft
    ? []
    : REQUIRED_BY_TYPE[type].filter(([field]) => isMissing(campaign[field]))
  if (isDay(campaign.startDate) && isDay(campaign.endDate) && campaign.endDate <= campaign.startDate)
    problems.push(['endDate', 'End date must be after the start date'])
  if (typeof campaign.smsContent === 'string' && campaign.smsContent.length > SMS_MAX_LENGTH)
    problems.push(['smsContent', `SMS message must be at most ${SMS_MAX_LENGTH} characters`])
  return problems
}

const campaignObject = formObject(campaignFields)

/** POST /api/campaigns (spec §5: defaults draft and email; the dates' "not in the past" is the server's, by its clock). */
export const campaignInputSchema = v.pipe(
  campaignObject,
  fieldProblems<v.InferOutput<typeof campaignObject>>(campaignProblems),
)

/**
 * PATCH /api/campaigns/:id: any of the form's fields, or just `status` (the UI restricts no
 * transitions, spec §4). The type stays what it was created as; the service checks the result
 * against the create rules, so a change cannot leave a campaign without what its type needs.
 */
export const campaignUpdateSchema = v.partial(formObject(editableFields))

/** GET /api/campaigns: newest first, a page at a time, by status and type. */
export const campaignListQuerySchema = v.object({
  ...pageQueryFields,
  status: v.optional(v.picklist(campaignStatuses, 'Choose a campaign status')),
  type: v.optional(v.picklist(campaignTypes, 'Choose a campaign type')),
})

export type CampaignInput = v.InferInput<typeof campaignInputSchema>
export type CampaignData = v.InferOutput<typeof campaignInputSchema>
export type CampaignUpdateData = v.InferOutput<typeof campaignUpdateSchema>
export type CampaignListQuery = v.InferOutput<typeof campaignListQuerySchema>

/** Counted from the recipients' rows, never stored: sent = delivered to the provider. */
export interface CampaignMetrics {
  recipients: number
  sent: number
  opened: number
  clicked: number
  /** Bookings made after following one of the campaign's links. */
  conversions: number
}

export interface Campaign extends Content {
  id: string
  name: string
  type: CampaignType
  status: CampaignStatus
  targetAudience: CampaignAudience | null
  description: string | null
  startDate: string | null
  endDate: string | null
  metrics: CampaignMetrics
  /** When 'Send' began delivering an email campaign; null before. */
  sentAt: string | null
  /**
   * Whether this campaign can reach anyone: email goes through the mailer; social posts and SMS
   * need a provider we do not have yet, and nothing pretends to send them.
   */
  delivery: 'email' | 'banner' | 'not_connected'
  createdAt: string
}

/** An owner's web banner, shown beside that owner's RVs in the wizard (`rvIds`: theirs among the RVs asked about). */
export interface Banner {
  id: string
  title: string
  message: string
  /** Whose RVs it is for (the owner's name until owners name their business). */
  businessName: string
  rvIds: string[]
}

/** The landing page's banner: it names the business and the RVs it is for. */
export interface LandingBanner extends Omit<Banner, 'rvIds'> {
  /** The first few of the owner's listed RVs, and how many there are in all. */
  rvNames: string[]
  rvCount: number
}

/** Most RVs one request asks banners for (a page of the wizard's results; D1 binds at most 100 values per query). */
export const BANNER_RV_IDS_MAX = 50

/** GET /api/marketing/banners?rvIds=a,b,c: the banners of those RVs' owners. */
export const bannersQuerySchema = v.object({
  rvIds: v.pipe(
    v.string('Name the RVs'),
    v.maxLength(BANNER_RV_IDS_MAX * 65, 'Too many RVs'),
    v.transform((ids) => [...new Set(ids.split(',').filter((id) => id !== ''))]),
    v.maxLength(BANNER_RV_IDS_MAX, `Ask about at most ${BANNER_RV_IDS_MAX} RVs`),
    v.check((ids) => ids.every((id) => id.length <= 64), 'Unknown RV id'),
  ),
})
