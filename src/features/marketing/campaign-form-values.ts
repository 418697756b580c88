/** The New Campaign form's state, its API payload and its client-side rule (spec §5 'Marketing campaign form'). */
import * as v from 'valibot'
import type { CampaignAudience, CampaignStatus, CampaignType, SocialPlatform } from '../../../worker/lib/shared/enums'
import { campaignInputSchema, type CampaignInput } from '../../../worker/modules/marketing/campaigns/schemas'
import { localDate } from '../../lib/local-date'

export interface CampaignFormValues {
  name: string
  type: CampaignType
  status: CampaignStatus
  targetAudience: CampaignAudience
  description: string
  startDate: string
  endDate: string
  emailSubject: string
  emailContent: string
  socialPlatforms: SocialPlatform[]
  postContent: string
  smsContent: string
  bannerTitle: string
  bannerMessage: string
}

/** Spec §5 defaults: an email, saved as a draft, to all customers. */
export const emptyCampaignForm = (): CampaignFormValues => ({
  name: '',
  type: 'email',
  status: 'draft',
  targetAudience: 'all_customers',
  description: '',
  startDate: '',
  endDate: '',
  emailSubject: '',
  emailContent: '',
  socialPlatforms: [],
  postContent: '',
  smsContent: '',
  bannerTitle: '',
  bannerMessage: '',
})

/** Each type's own fields: the form shows and sends only the chosen type's. */
const typeFields = {
  email: ['emailSubject', 'emailContent'],
  social_media: ['socialPlatforms', 'postContent'],
  sms: ['smsContent'],
  web: ['bannerTitle', 'bannerMessage'],
} as const satisfies Record<CampaignType, readonly (keyof CampaignFormValues)[]>

/** The payload POST /api/campaigns reads; `status` is the chosen one, or draft for 'Save as Draft'. */
export function toCampaignPayload(values: CampaignFormValues, status: CampaignStatus): CampaignInput {
  const own = Object.fromEntries(typeFields[values.type].map((field) => [field, values[field]]))
  return {
    name: values.name,
    type: values.type,
    status,
    targetAudience: values.targetAudience,
    description: values.description,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    ...own,
  }
}

/**
 * The API's own schema plus spec §5's "cannot be in the past", judged by the owner's own today
 * (the server checks it too, by its clock, a day more generously).
 */
export const campaignFormSchema = v.pipe(
  campaignInputSchema,
  v.rawCheck(({ dataset, addIssue }) => {
    const today = localDate()
    const input = dataset.value as Partial<Record<'startDate' | 'endDate', unknown>>
    const past: [keyof typeof input, string][] = [
      ['startDate', 'Start date cannot be in the past'],
      ['endDate', 'End date cannot be in the past'],
    ]
    for (const [key, message] of past) {
      const day = input[key]
      if (typeof day === 'string' && day !== '' && day < today)
        addIssue({ message, path: [{ type: 'object', origin: 'value', input, key, value: day }] })
    }
  }),
)
