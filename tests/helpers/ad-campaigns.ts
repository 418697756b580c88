/** An owner's ad campaign through the real API, as the advertising tests read it. */
import { call } from './worker-client'

export interface AdCampaign {
  id: string
  businessOwnerId: string
  platform: string
  objective: string
  bidStrategy: string
  status: string
  budget: string
  impressions: number
  clicks: number
  conversions: number
  spend: string
  ctr: number
  cpc: string
  cpa: string
}

export async function createAd(cookie: string, json: Record<string, unknown>) {
  const response = await call('/api/ad-campaigns', { cookie, json })
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json<AdCampaign>()
}
