/**
 * Who a campaign reaches: each target audience (spec §5) defined once, as SQL over the owner's
 * customers `c`, counting only real business (isBusinessBooking: no cancelled, expired or unpaid
 * holds). Only customers who may get marketing email are in any audience: they booked with the
 * owner or the owner recorded their consent, and their address never unsubscribed from this owner.
 */
import type { OwnerContext } from '../../../db/owned'
import { sql, type SQL } from 'drizzle-orm'
import type { CampaignAudience } from '../../../lib/shared/enums'
import { isBusinessBooking } from '../../bookings'

const DAY_MS = 86_400_000
export const NEW_CUSTOMER_DAYS = 30
export const INACTIVE_DAYS = 180
export const RETURNING_BOOKINGS = 2
export const FAMILY_GUESTS = 5
/** The share of spending customers that counts as high value. */
export const HIGH_VALUE_SHARE = 0.2

/** The customer's business bookings, as `b`. */
const theirBookings = sql`bookings b where b.customer_id = c.id and ${isBusinessBooking(sql`b`)}`

const tagged = (tag: string) => sql`exists (select 1 from json_each(c.tags) where lower(value) = ${tag})`

const AUDIENCE_RULES: Record<CampaignAudience, (now: number) => SQL> = {
  all_customers: () => sql`1`,
  // Their first booking was made within the last 30 days.
  new_customers: (now) => sql`(select min(b.created_at) from ${theirBookings}) >= ${now - NEW_CUSTOMER_DAYS * DAY_MS}`,
  returning_customers: () => sql`(select count(*) from ${theirBookings}) >= ${RETURNING_BOOKINGS}`,
  // The top 20% of the owner's spending customers by what they spent (at least one customer once anyone spent).
  high_value_customers: () => sql`c.id in (
    select customer_id from (
      select customer_id, row_number() over (order by spent desc, customer_id) as place, count(*) over () as spenders
      from (select b.customer_id, sum(b.total_price_cents) as spent from bookings b
            where b.owner_id = c.owner_id and ${isBusinessBooking(sql`b`)} group by b.customer_id having spent > 0)
    ) where place <= max(1, cast(spenders * ${HIGH_VALUE_SHARE} + 0.999999 as integer)))`,
  // No booking made in the last 180 days (and a customer for at least that long, if they never booked).
  inactive_customers: (now) =>
    sql`coalesce((select max(b.created_at) from ${theirBookings}), c.created_at) < ${now - INACTIVE_DAYS * DAY_MS}`,
  family_travelers: () =>
    sql`(exists (select 1 from ${theirBookings} and b.guests >= ${FAMILY_GUESTS}) or ${tagged('family')})`,
  adventure_seekers: () => tagged('adventure'),
}

/** An address that unsubscribed stays unsubscribed, whichever customer row carries it now. */
const addressUnsubscribed = sql`exists (select 1 from marketing_unsubscribes mu where mu.owner_id = c.owner_id and mu.email = c.email)`

/** Customers who booked count as consenting; anyone else only with the consent the owner recorded. */
const mayGetMarketing = sql`(c.marketing_consent_at is not null or exists (select 1 from ${theirBookings}))`

/** SQL true for a customer `c` of `ownerId` whom a campaign for `audience` reaches. */
export const inAudience = (ownerId: string, audience: CampaignAudience, now: number) =>
  sql`(c.owner_id = ${ownerId} and c.email <> '' and c.unsubscribed_at is null and not ${addressUnsubscribed}
       and ${mayGetMarketing} and ${AUDIENCE_RULES[audience](now)})`

/** SQL true for a customer `c` who has no copy of the campaign yet. */
export const notReachedBy = (campaignId: string) =>
  sql`not exists (select 1 from campaign_recipients r where r.campaign_id = ${campaignId} and r.customer_id = c.id)`

/** How many customers the audience reaches; with `withoutCopyOf`, only those the campaign has not reached yet. */
export async function audienceSize({
  ctx: { db, ownerId, now },
  input: { audience, withoutCopyOf },
}: {
  ctx: OwnerContext & { now: number }
  input: { audience: CampaignAudience; withoutCopyOf?: string }
}) {
  const notReached = withoutCopyOf ? sql`and ${notReachedBy(withoutCopyOf)}` : sql``
  const row = await db.get<{ n: number }>(
    sql`select count(*) as n from customers c where ${inAudience(ownerId, audience, now)} ${notReached}`,
  )
  return row?.n ?? 0
}
