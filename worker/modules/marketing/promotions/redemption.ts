/**
 * Redeeming a promotion code on a renter's booking. The code is checked with a clear message for
 * each refusal; the booking that uses it reserves one use in its own batch: the insert itself
 * requires a use left (`promotionUsable`) and the same batch then counts it (`reservePromotionUse`),
 * so concurrent holds can never take more uses than `maxUses`. A use comes back when the booking
 * lapses or is cancelled unpaid (`releasePromotionUses`, run by the booking lifecycle).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { promotions } from '../../../db/schema'
import { AppError } from '../../../lib/errors'
import type { RvType } from '../../../lib/shared/enums'
import { formatDollars } from '../../../lib/shared/money'
import { businessName, emailConfirmed } from '../../business'

export interface RedeemablePromotion {
  id: string
  code: string
  discountType: 'percentage' | 'fixed'
  discountValue: number
  minBookingAmountCents: number | null
}

const refused = (status: 400 | 404 | 409, message: string) =>
  new AppError(status, 'promotion_refused', message, { promotionCode: [message] })

const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })

/**
 * The business another owner's code is for, when a renter may know it (their email is confirmed,
 * so their banners and RVs are public); null otherwise.
 */
async function codeOwnerName({
  ctx: { db },
  input: { ownerId, code },
}: {
  ctx: { db: Db }
  input: { ownerId: string; code: string }
}) {
  const row = await db.get<{ name: string | null }>(
    sql`select ${businessName(sql`p.owner_id`)} as name from promotions p
        where p.code = ${code} and p.owner_id <> ${ownerId} and ${emailConfirmed(sql`p.owner_id`)}
        order by p.created_at limit 1`,
  )
  return row?.name ?? null
}

/**
 * The owner's code for an RV of `rvType` on `today`, or the reason it cannot be used, in words a
 * renter can act on: another business's code names that business (codes are per owner, and a
 * banner may be read beside another owner's RVs).
 */
export async function redeemablePromotion({
  ctx: { db },
  input: { ownerId, code, rvType, today },
}: {
  ctx: { db: Db }
  input: { ownerId: string; code: string; rvType: RvType; today: string }
}): Promise<RedeemablePromotion> {
  const promotion = await db.query.promotions.findFirst({
    where: and(eq(promotions.ownerId, ownerId), eq(promotions.code, code.trim().toUpperCase())),
  })
  if (!promotion) {
    const theirs = await codeOwnerName({ ctx: { db }, input: { ownerId, code: code.trim().toUpperCase() } })
    throw refused(404, theirs ? `This code is for RVs of ${theirs}` : 'That code is not valid for this RV')
  }
  if (!promotion.active) throw refused(400, 'That code is no longer active')
  if (promotion.validFrom > today) throw refused(400, `That code can be used from ${longDay(promotion.validFrom)}`)
  if (promotion.validUntil !== null && promotion.validUntil < today)
    throw refused(400, `That code expired on ${longDay(promotion.validUntil)}`)
  if (promotion.applicableToRvTypes.length > 0 && !promotion.applicableToRvTypes.includes(rvType))
    throw refused(400, `That code applies only to ${promotion.applicableToRvTypes.join(', ')} RVs`)
  if (promotion.maxUses !== null && promotion.currentUses >= promotion.maxUses)
    throw refused(409, 'That code has been fully used')
  return promotion
}

/** The minimum spend, judged on the booking's total before the discount. */
export function assertMinimumSpend(promotion: RedeemablePromotion, subtotalCents: number) {
  if (promotion.minBookingAmountCents !== null && subtotalCents < promotion.minBookingAmountCents)
    throw refused(400, `That code needs a total of at least ${formatDollars(promotion.minBookingAmountCents)}`)
}

/** SQL true while the promotion can still be used today (checked inside the booking's insert). */
export const promotionUsable = (promotionId: string, today: string) =>
  sql`exists (select 1 from promotions p where p.id = ${promotionId} and p.active = 1
        and p.valid_from <= ${today} and (p.valid_until is null or p.valid_until >= ${today})
        and (p.max_uses is null or p.current_uses < p.max_uses))`

/** Counts one use, only if `bookingWritten` (the booking's insert in the same batch succeeded). */
export const reservePromotionUse = (promotionId: string, bookingWritten: SQL) =>
  sql`update promotions set current_uses = current_uses + 1 where id = ${promotionId} and ${bookingWritten}`

/**
 * Gives back the uses of the unpaid bookings (`bookings` rows matching `movable`) about to be
 * cancelled or expired: run before their status changes.
 */
export const releasePromotionUses = (movable: SQL) =>
  sql`update promotions set current_uses = max(0, current_uses - (
        select count(*) from bookings where bookings.promotion_id = promotions.id and (${movable}) and bookings.payment_status <> 'succeeded'))
      where id in (select promotion_id from bookings where (${movable}) and payment_status <> 'succeeded' and promotion_id is not null)`

/** Counts again the uses of expired bookings a late payment confirms: the renter paid for that discount. */
export const reclaimPromotionUses = (movable: SQL) =>
  sql`update promotions set current_uses = current_uses + (
        select count(*) from bookings where bookings.promotion_id = promotions.id and (${movable}) and bookings.status = 'expired')
      where id in (select promotion_id from bookings where (${movable}) and status = 'expired' and promotion_id is not null)`
