/**
 * Renters' holds that lapsed unpaid: moved to 'expired' (with a history row) by the frequent job,
 * so every list and figure reads them for what they are; after a month they and the customer
 * records only they created are deleted by the daily clean-up.
 */
import { sql } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { runBatch } from '../../db/batch'
import { lapsedHold } from './availability'
import { transitionStatements } from './lifecycle'

/** How long an expired hold stays visible to its owner before it is deleted. */
export const EXPIRED_HOLD_RETENTION_MS = 30 * 86_400_000

export async function expireLapsedHolds({ ctx: { db, now } }: { ctx: RequestContext }) {
  const [, expired] = await runBatch(
    db,
    // A request's dates are held until it lapses; its own job (requests.ts) expires it and releases the card.
    transitionStatements({
      actor: 'expiry',
      to: 'expired',
      where: sql`${lapsedHold(now)} and request_status is not 'pending'`,
      now,
    }),
  )
  return expired?.meta.changes ?? 0
}

export async function deleteOldExpiredHolds({ ctx: { db, now } }: { ctx: RequestContext }) {
  const [holds, customers] = await runBatch(db, [
    sql`delete from bookings where status = 'expired' and held_until < ${now - EXPIRED_HOLD_RETENTION_MS}`,
    // A renter who only ever held and never paid leaves no customer record behind.
    sql`delete from customers where source = 'hold'
          and not exists (select 1 from bookings where bookings.customer_id = customers.id)
          and not exists (select 1 from issues where issues.customer_id = customers.id)`,
  ])
  return { holds: holds?.meta.changes ?? 0, customers: customers?.meta.changes ?? 0 }
}
