/**
 * Ad campaign payloads (spec §3 ad_campaigns, §5 Ad campaign form, §7 /api/ad-campaigns), shared
 * by the API and the Create Campaign dialog.
 */
import * as v from 'valibot'
import { isRealDay, optionalCalendarDay } from '../../lib/shared/dates'
import {
  adObjectives,
  adPlatforms,
  bidStrategies,
  type AdCampaignStatus,
  type AdObjective,
  type AdPlatform,
  type BidStrategy,
} from '../../lib/shared/enums'
import { fieldProblems, formObject, isMediaUrl, requiredText, textList } from '../../lib/shared/fields'
import { moneySchema } from '../../lib/shared/money'
import { pageQueryFields } from '../../lib/shared/paging'

export const AD_PLATFORM_LABELS: Record<AdPlatform, string> = {
  google: 'Google Ads',
  facebook: 'Facebook Ads',
  both: 'Google & Facebook',
}

export const AD_OBJECTIVE_LABELS: Record<AdObjective, string> = {
  lead_generation: 'Lead generation',
  brand_awareness: 'Brand awareness',
  traffic: 'Website traffic',
  conversions: 'Conversions',
}

export const BID_STRATEGY_LABELS: Record<BidStrategy, string> = {
  cpc: 'Cost per click (CPC)',
  cpm: 'Cost per 1,000 impressions (CPM)',
  cpa: 'Cost per acquisition (CPA)',
}

export const AD_STATUS_LABELS: Record<AdCampaignStatus, string> = {
  draft: 'Draft',
  active: 'Active',
  paused: 'Paused',
  completed: 'Completed',
}

const age = (label: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.number(`${label} must be a number`),
        v.integer(`${label} must be a whole number`),
        v.minValue(13, `${label} must be 13 to 100`),
        v.maxValue(100, `${label} must be 13 to 100`),
      ),
    ),
    null,
  )

/** Who the ads are for (spec §3: ageMin, ageMax, interests, locations, demographics; all optional). */
const targetAudienceSchema = v.pipe(
  v.object(
    {
      ageMin: age('Minimum age'),
      ageMax: age('Maximum age'),
      interests: textList('Interests', 30, 80),
      locations: textList('Locations', 30, 120),
      demographics: textList('Demographics', 30, 80),
    },
    'Target audience must be an object',
  ),
  v.check(
    ({ ageMin, ageMax }) => ageMin === null || ageMax === null || ageMin <= ageMax,
    'Minimum age must not be above the maximum age',
  ),
)

/** What the ads say (spec §3: headlines, descriptions, imageUrls); the platforms' own length limits. */
const adContentSchema = v.object(
  {
    headlines: textList('Headlines', 15, 30),
    descriptions: textList('Descriptions', 4, 90),
    /** The owner's own uploaded images (their Marketing Assets); the service checks whose they are. */
    imageUrls: v.optional(
      v.pipe(
        v.array(
          v.pipe(
            v.string('Each image must be an uploaded image'),
            v.check(isMediaUrl, 'Ad images must be images uploaded here'),
          ),
        ),
        v.maxLength(10, 'At most 10 images'),
      ),
      [],
    ),
  },
  'Ad content must be an object',
)

/** A campaign id on the ad platform (digits for Google, digits for Meta). */
const externalId = (label: string) =>
  v.optional(
    v.pipe(
      v.nullable(v.pipe(v.string(), v.trim(), v.regex(/^\d{0,30}$/, `${label} is the number the platform shows`))),
      v.transform((id) => id || null),
    ),
    null,
  )

const dayProblems = (input: Record<string, unknown>): [string, string][] => {
  const { startDate, endDate } = input
  const real = (day: unknown): day is string => typeof day === 'string' && isRealDay(day)
  return real(startDate) && real(endDate) && endDate < startDate
    ? [['endDate', 'End date must be on or after the start date']]
    : []
}

const adCampaignObject = formObject({
  name: requiredText('Campaign name', 120),
  platform: v.optional(v.picklist(adPlatforms, 'Choose Google, Facebook or both'), 'google'),
  objective: v.optional(
    v.picklist(adObjectives, 'Choose lead generation, brand awareness, traffic or conversions'),
    'lead_generation',
  ),
  /** A new campaign starts as a draft or goes live at once. */
  status: v.optional(v.picklist(['draft', 'active'], 'A new campaign is a draft or active'), 'draft'),
  /** Per day (spec §3: "budget (daily, string)"). */
  budget: v.pipe(
    v.union([v.string(), v.number()], 'Budget is required'),
    v.check((value) => value !== '', 'Budget is required'),
    moneySchema('Budget'),
    v.minValue(100, 'Budget must be at least 1.00 a day'),
  ),
  bidStrategy: v.optional(v.picklist(bidStrategies, 'Choose CPC, CPM or CPA'), 'cpc'),
  startDate: optionalCalendarDay('Start date'),
  endDate: optionalCalendarDay('End date'),
  targetAudience: v.optional(v.nullable(targetAudienceSchema), null),
  adContent: v.optional(v.nullable(adContentSchema), null),
  keywords: textList('Keywords', 100, 80),
  placements: textList('Placements', 20, 60),
  googleCampaignId: externalId('Google campaign ID'),
  facebookCampaignId: externalId('Facebook campaign ID'),
  // The spec's client sends its fixed owner id and zeroed figures; the owner is the session's and
  // the figures are counted from performance rows, so these are read and ignored.
  businessOwnerId: v.optional(v.unknown()),
  impressions: v.optional(v.unknown()),
  clicks: v.optional(v.unknown()),
  conversions: v.optional(v.unknown()),
  spend: v.optional(v.unknown()),
  ctr: v.optional(v.unknown()),
  cpc: v.optional(v.unknown()),
  cpa: v.optional(v.unknown()),
})

/** POST /api/ad-campaigns. */
export const adCampaignInputSchema = v.pipe(
  adCampaignObject,
  fieldProblems<v.InferOutput<typeof adCampaignObject>>(dayProblems),
)

/** PUT /api/ad-campaigns/:id (spec §7: status): pause an active campaign, play any other, or finish it. */
export const adStatusSchema = formObject({
  status: v.picklist(['active', 'paused', 'completed'], 'Choose active, paused or completed'),
})

/** GET /api/ad-campaigns: newest first, a page at a time, by platform (the table's filter). */
export const adCampaignListQuerySchema = v.object({
  ...pageQueryFields,
  platform: v.optional(v.picklist(adPlatforms, 'Choose Google, Facebook or both')),
})

/** The largest CSV an owner imports at once: about five years of daily rows for both platforms. */
export const MAX_CSV_BYTES = 512 * 1024

/** POST /api/ad-campaigns/:id/performance: the CSV's text (the dialog reads the chosen file). */
export const performanceImportSchema = formObject({
  csv: v.pipe(
    v.string('Choose a CSV file'),
    v.nonEmpty('The file is empty'),
    v.maxLength(MAX_CSV_BYTES, 'The file is too large (at most 512 KB)'),
  ),
})

export type AdCampaignInput = v.InferInput<typeof adCampaignInputSchema>
export type AdCampaignData = v.InferOutput<typeof adCampaignInputSchema>
export type AdStatusData = v.InferOutput<typeof adStatusSchema>
export type AdCampaignListQuery = v.InferOutput<typeof adCampaignListQuerySchema>
