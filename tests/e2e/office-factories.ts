/**
 * Factories for the back office's other records (issues, leads, campaigns, promotions, ad
 * campaigns), made through the API as `factories.ts` makes RVs and customers.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { AdCampaignInput } from '../../worker/modules/advertising/schemas'
import type { IssueInput } from '../../worker/modules/issues/tickets/schemas'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import type { ExpressInterestInput } from '../../worker/modules/leads/schemas'
import type { Campaign, CampaignInput } from '../../worker/modules/marketing/campaigns/schemas'
import type { PromotionInput } from '../../worker/modules/marketing/promotions/schemas'
import { daysFromNow, uniqueTag } from './factories'

async function created<T = { id: string }>(response: APIResponse, what: string): Promise<T> {
  if (response.status() !== 201)
    throw new Error(`Creating ${what} failed with ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** An owner's ticket for their customer; medium priority and about no RV unless told. */
export async function createIssue(
  request: APIRequestContext,
  input: Pick<IssueInput, 'customerId'> & Partial<IssueInput>,
) {
  const data: IssueInput = {
    title: `E2E Leaky tap ${uniqueTag()}`,
    description: 'Drips all night.',
    category: 'plumbing',
    ...input,
  }
  return created<{ id: string; title: string; description: string }>(
    await request.post('/api/issues', { data }),
    'an issue',
  )
}

/**
 * A renter's 'Express Interest' in an RV (no session needed): a lead and a lead fee for its owner.
 * Allowed 5 a minute per client and per email, so make few.
 */
export async function expressInterest(
  request: APIRequestContext,
  input: Pick<ExpressInterestInput, 'rvId'> & Partial<ExpressInterestInput>,
) {
  const tag = uniqueTag()
  const data: ExpressInterestInput = {
    firstName: 'Wren',
    lastName: `Halloway ${tag}`,
    email: `lead-${tag}@example.com`,
    customerZipCode: '59801',
    requestedStartDate: daysFromNow(40),
    requestedEndDate: daysFromNow(43),
    // Local runs have the robot check's test-mode pass-through.
    botCheckToken: TEST_BOT_CHECK_TOKEN,
    ...input,
  }
  const response = await request.post('/api/leads/generate', { data })
  if (!response.ok()) throw new Error(`Expressing interest failed with ${response.status()}: ${await response.text()}`)
  return { name: `${data.firstName} ${data.lastName}`, email: data.email }
}

/** A draft email campaign to all customers unless told. */
export async function createCampaign(request: APIRequestContext, input: Partial<CampaignInput> = {}) {
  const tag = uniqueTag()
  const data: CampaignInput = {
    name: `E2E Campaign ${tag}`,
    emailSubject: `E2E news ${tag}`,
    emailContent: 'News from the road.',
    ...input,
  }
  return created<Campaign>(await request.post('/api/campaigns', { data }), 'a campaign')
}

/** A 10%-off promotion valid from today, with a unique code. */
export async function createPromotion(request: APIRequestContext, input: Partial<PromotionInput> = {}) {
  const tag = uniqueTag()
  const data: PromotionInput = {
    name: `E2E Deal ${tag}`,
    code: `E2E${tag}`.toUpperCase(),
    discountType: 'percentage',
    discountValue: '10',
    validFrom: daysFromNow(0),
    ...input,
  }
  return created<{ id: string; code: string; name: string; description: string | null }>(
    await request.post('/api/promotions', { data }),
    'a promotion',
  )
}

/** A draft Google ad campaign at $10 a day. */
export async function createAdCampaign(request: APIRequestContext, input: Partial<AdCampaignInput> = {}) {
  const data: AdCampaignInput = { name: `E2E Ads ${uniqueTag()}`, budget: '10.00', ...input }
  return created<{ id: string; name: string }>(await request.post('/api/ad-campaigns', { data }), 'an ad campaign')
}
