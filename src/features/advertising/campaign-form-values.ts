/** The Create Campaign form's state and its API payload (spec §5 'Ad campaign form'). */
import type { AdObjective, AdPlatform, BidStrategy } from '../../../worker/lib/shared/enums'
import type { AdCampaignInput } from '../../../worker/modules/advertising/schemas'
import { optionalNumber } from '../../lib/form-errors'

export interface AdCampaignFormValues {
  name: string
  platform: AdPlatform
  objective: AdObjective
  budget: string
  bidStrategy: BidStrategy
  startDate: string
  endDate: string
  keywords: string
  headlines: string
  descriptions: string
  googleCampaignId: string
  facebookCampaignId: string
  ageMin: string
  ageMax: string
  interests: string
  locations: string
}

/** Spec §5 defaults: Google, lead generation, cost per click. */
export const emptyAdCampaignForm = (): AdCampaignFormValues => ({
  name: '',
  platform: 'google',
  objective: 'lead_generation',
  budget: '',
  bidStrategy: 'cpc',
  startDate: '',
  endDate: '',
  keywords: '',
  headlines: '',
  descriptions: '',
  googleCampaignId: '',
  facebookCampaignId: '',
  ageMin: '',
  ageMax: '',
  interests: '',
  locations: '',
})

/** 'a, b,,c' → ['a', 'b', 'c'] */
const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

/** A description may hold commas: one per line when there are several lines, else comma-separated. */
export const descriptionList = (text: string) =>
  /\r?\n/.test(text.trim())
    ? text
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : commaList(text)

/** Which campaign ID fields a platform has: a Google campaign has no Meta ID and the reverse. */
export const showsGoogleId = (platform: AdPlatform) => platform !== 'facebook'
export const showsFacebookId = (platform: AdPlatform) => platform !== 'google'

/** The payload POST /api/ad-campaigns reads; a new campaign starts as a draft, played from the table. */
export function toAdCampaignPayload(values: AdCampaignFormValues): AdCampaignInput {
  const headlines = commaList(values.headlines)
  const descriptions = descriptionList(values.descriptions)
  return {
    name: values.name,
    platform: values.platform,
    objective: values.objective,
    status: 'draft',
    budget: values.budget.trim().replace(/^\$/, ''),
    bidStrategy: values.bidStrategy,
    startDate: values.startDate,
    endDate: values.endDate,
    keywords: commaList(values.keywords),
    targetAudience: {
      ageMin: optionalNumber(values.ageMin),
      ageMax: optionalNumber(values.ageMax),
      interests: commaList(values.interests),
      locations: commaList(values.locations),
    },
    adContent: headlines.length > 0 || descriptions.length > 0 ? { headlines, descriptions } : null,
    googleCampaignId: showsGoogleId(values.platform) ? values.googleCampaignId : null,
    facebookCampaignId: showsFacebookId(values.platform) ? values.facebookCampaignId : null,
  }
}

/** The form's fields inside the collapsible 'Targeting' section: an error there opens it. */
export const TARGETING_FIELDS = [
  'targetAudience',
  'targetAudience.ageMin',
  'targetAudience.ageMax',
  'targetAudience.interests',
  'targetAudience.locations',
]
