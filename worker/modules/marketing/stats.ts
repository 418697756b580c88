/** The Marketing Dashboard's four tiles, counted from real rows (spec §9's 2847, 12.3% and 4200 were invented). */
import { sql } from 'drizzle-orm'
import type { OwnerRequestContext } from '../../db/owned'
import { isBusinessBooking } from '../bookings'
import { inAudience } from './campaigns/audience'

export interface MarketingStats {
  /** Customers marketing email may reach: they booked or agreed, and their address has not unsubscribed. */
  emailSubscribers: number
  /** Bookings that came from a campaign's link or a promotion code, as a percent of campaign recipients (one decimal). */
  conversionRate: number
  conversions: number
  recipients: number
  /** Opens plus clicks of campaign emails (each recipient's first of each). */
  engagement: number
  activeCampaigns: number
}

export async function marketingStats({ ctx }: { ctx: OwnerRequestContext }): Promise<MarketingStats> {
  const { ownerId: owner, now } = ctx
  const row = await ctx.db.get<Omit<MarketingStats, 'conversionRate'>>(sql`select
    (select count(*) from customers c where ${inAudience(owner, 'all_customers', now)}) as emailSubscribers,
    (select count(*) from bookings b where b.owner_id = ${owner} and (b.campaign_id is not null or b.promotion_id is not null)
       and ${isBusinessBooking(sql`b`)}) as conversions,
    (select count(*) from campaign_recipients where owner_id = ${owner}) as recipients,
    (select count(opened_at) + count(clicked_at) from campaign_recipients where owner_id = ${owner}) as engagement,
    (select count(*) from campaigns where owner_id = ${owner} and status = 'active') as activeCampaigns`)
  const { emailSubscribers = 0, conversions = 0, recipients = 0, engagement = 0, activeCampaigns = 0 } = row ?? {}
  return {
    emailSubscribers,
    conversions,
    recipients,
    conversionRate: recipients === 0 ? 0 : Math.round((conversions / recipients) * 1000) / 10,
    engagement,
    activeCampaigns,
  }
}
