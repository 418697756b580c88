/**
 * What an owner pays the platform per lead: their own fees with totals, and paying every
 * outstanding fee at once through the payment provider. The intent is recorded on exactly the fees
 * it pays, so its outcome (webhook or test-mode card form) marks those and no others.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import { businessPayments } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import type { OwnerContext } from '../../lib/owned'
import { fromCents } from '../../lib/shared/money'
import { toPage } from '../../lib/shared/paging'
import { replaceEarlierIntents, type PaymentProvider } from '../payments'
import type { BusinessPayment, BusinessPaymentListQuery } from './schemas'

type FeeRow = typeof businessPayments.$inferSelect

const toBusinessPayment = (row: FeeRow): BusinessPayment => ({
  id: row.id,
  leadId: row.leadId,
  paymentType: row.paymentType,
  description: row.description,
  amount: fromCents(row.amountCents),
  status: row.status,
  createdAt: new Date(row.createdAt).toISOString(),
})

/** Owed: pending, or failed and still to pay. */
const OWED = ['pending', 'failed'] as const

export async function listBusinessPayments({ ctx, query }: { ctx: OwnerContext; query: BusinessPaymentListQuery }) {
  const own = eq(businessPayments.ownerId, ctx.ownerId)
  const [rows, [totals]] = await ctx.db.batch([
    ctx.db
      .select()
      .from(businessPayments)
      .where(and(own, olderThan(businessPayments, query.cursor)))
      .orderBy(...newestFirst(businessPayments))
      .limit(query.limit + 1),
    ctx.db
      .select({
        total: count(),
        outstandingCents: sql<number>`coalesce(sum(case when ${businessPayments.status} in ('pending', 'failed') then ${businessPayments.amountCents} end), 0)`,
        outstandingCount: sql<number>`coalesce(sum(${businessPayments.status} in ('pending', 'failed')), 0)`,
        paidCents: sql<number>`coalesce(sum(case when ${businessPayments.status} = 'succeeded' then ${businessPayments.amountCents} end), 0)`,
      })
      .from(businessPayments)
      .where(own),
  ])
  return {
    ...toPage(rows, query.limit, toBusinessPayment, newestKey),
    total: totals!.total,
    outstanding: fromCents(Number(totals!.outstandingCents)),
    outstandingCount: Number(totals!.outstandingCount),
    paid: fromCents(Number(totals!.paidCents)),
  }
}

const nothingOwed = () => new AppError(409, 'nothing_owed', 'No lead fees are outstanding')

/**
 * One intent for every lead fee the owner owes. The same fees give back the same intent (a second
 * click charges nothing twice); an earlier intent for fewer fees is cancelled at the provider before
 * a new one replaces it, and a fee on an intent the provider has taken or is taking is not moved.
 */
export async function payOutstandingFees({ ctx, provider }: { ctx: OwnerContext; provider: PaymentProvider }) {
  const owed = await ctx.db
    .select({
      id: businessPayments.id,
      amountCents: businessPayments.amountCents,
      intentId: businessPayments.paymentIntentId,
    })
    .from(businessPayments)
    .where(
      and(
        eq(businessPayments.ownerId, ctx.ownerId),
        eq(businessPayments.paymentType, 'lead_fee'),
        inArray(businessPayments.status, OWED),
      ),
    )
  if (owed.length === 0) throw nothingOwed()
  const ids = owed.map((fee) => fee.id).sort()
  const amountCents = owed.reduce((sum, fee) => sum + fee.amountCents, 0)
  const answer = (clientSecret: string) => ({ clientSecret, amount: fromCents(amountCents), count: ids.length })
  const unchanged = await replaceEarlierIntents(provider, { intentIds: owed.map((fee) => fee.intentId), amountCents })
  if (unchanged) return answer(unchanged.clientSecret)

  const intent = await provider.createIntent({
    amountCents,
    description: `RV Connect lead fees (${ids.length})`,
    bookingId: null,
    purpose: 'lead_fees',
    idempotencyKey: `lead-fees-${encodeHexLowerCase(sha256(new TextEncoder().encode(`${ctx.ownerId}:${ids.join(',')}`)))}`,
  })
  await ctx.db
    .update(businessPayments)
    .set({ paymentIntentId: intent.id })
    .where(
      and(
        eq(businessPayments.ownerId, ctx.ownerId),
        inArray(businessPayments.id, ids),
        inArray(businessPayments.status, OWED),
      ),
    )
  return answer(intent.clientSecret)
}
