/**
 * An owner's standing: how far what they write may reach. An account whose email is not confirmed
 * reaches nobody: its RVs, banners and campaigns stay in its own admin. A confirmed account starts
 * small and grows with its age and with bookings renters paid for (the payment provider confirmed
 * the money), the two things a throwaway account cannot fake cheaply; bookings an owner types in
 * themselves do not count. Every limit lives here, so they are read and tuned in one place.
 */
import { sql, type SQL } from 'drizzle-orm'
import { isBusinessBooking } from '../bookings'

const WEEK_MS = 7 * 86_400_000

export const ACCOUNT_LIMITS = {
  /**
   * An owner's RVs shown in renters' search and catalogue (the oldest first). Three lets a new
   * business show a small fleet on day one, yet one new account cannot fill a page of results (24).
   */
  publicRvs: { base: 3, perWeekOfAge: 1, perPaidBooking: 2 },
  /**
   * Campaign emails per rolling 24 hours. Fifty covers a new business's own customer list and is
   * too few to be worth spamming; owners renters pay earn more.
   */
  campaignRecipientsPerDay: { base: 50, perWeekOfAge: 25, perPaidBooking: 25 },
  /** Paid bookings are counted up to this many, so the count stays cheap inside every search. */
  paidBookingsCounted: 50,
  /** The landing page reaches every visitor: only an owner renters have paid, after two weeks, may have a banner there. */
  landingBanner: { minAgeDays: 14, minPaidBookings: 1 },
} as const

type GrowingLimit = keyof Pick<typeof ACCOUNT_LIMITS, 'publicRvs' | 'campaignRecipientsPerDay'>

/** Bookings of the owner `owner` (SQL) that renters paid and that still stand, up to the counted maximum. */
const paidBookings = (owner: SQL) =>
  sql`(select count(*) from (select 1 from bookings pb where pb.owner_id = ${owner}
        and pb.payment_status = 'succeeded' and ${isBusinessBooking(sql`pb`)} limit ${ACCOUNT_LIMITS.paidBookingsCounted}))`

/**
 * SQL for the owner's current `limit`: 0 until their email is confirmed, NULL for an unknown
 * owner (which no comparison passes). Whole weeks only: D1 binds numbers as REAL, so the division
 * would otherwise grant a fraction of an RV.
 */
export function ownerLimit(limit: GrowingLimit, owner: SQL, now: number) {
  const { base, perWeekOfAge, perPaidBooking } = ACCOUNT_LIMITS[limit]
  return sql`(select case when su.email_verified_at is null then 0
      else ${base} + ${perWeekOfAge} * max(0, cast((${now} - su.created_at) / ${WEEK_MS} as integer)) + ${perPaidBooking} * ${paidBookings(owner)} end
    from users su where su.id = ${owner})`
}

/** SQL true when the owner `owner` has confirmed their email address. */
export const emailConfirmed = (owner: SQL) =>
  sql`exists (select 1 from users cu where cu.id = ${owner} and cu.email_verified_at is not null)`

/** SQL true for an owner whose banner may show on the landing page, to every visitor. */
export function establishedOwner(owner: SQL, now: number) {
  const { minAgeDays, minPaidBookings } = ACCOUNT_LIMITS.landingBanner
  return sql`exists (select 1 from users eu where eu.id = ${owner} and eu.email_verified_at is not null
    and eu.created_at <= ${now - minAgeDays * 86_400_000} and ${paidBookings(owner)} >= ${minPaidBookings})`
}

/**
 * The name renters know the owner by: their business profile's name, else their own name, or null
 * when they gave neither.
 */
export const businessName = (owner: SQL) =>
  sql<string | null>`(select coalesce(nullif(trim(bp.name), ''),
      nullif(trim(coalesce(bu.first_name, '') || ' ' || coalesce(bu.last_name, '')), ''))
    from users bu left join business_profiles bp on bp.owner_id = bu.id where bu.id = ${owner})`
