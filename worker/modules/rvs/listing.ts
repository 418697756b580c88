/**
 * Which RVs renters see (search, catalogue, an RV's page): a price above $0, an owner whose email
 * is confirmed, and no more of the owner's RVs than their standing allows, the oldest first, so an
 * RV once listed stays listed while newer ones wait for the account to grow.
 */
import { sql } from 'drizzle-orm'
import { ownerLimit } from '../business'

/** SQL true for an RV row `rv` (the table's name or alias) that renters may see at `now`. */
export function publiclyListed(now: number, rv = sql`rvs`) {
  const earlierPricedRvs = sql`(select count(*) from rvs lr where lr.owner_id = ${rv}.owner_id
      and lr.price_per_night_cents > 0 and (lr.created_at, lr.id) < (${rv}.created_at, ${rv}.id))`
  return sql`(${rv}.price_per_night_cents > 0 and ${earlierPricedRvs} < ${ownerLimit('publicRvs', sql`${rv}.owner_id`, now)})`
}
