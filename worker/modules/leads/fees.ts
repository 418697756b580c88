/**
 * What an owner pays the platform per lead: their own fees with totals, and paying every
 * outstanding fee at once through the payment provider. The intent is recorded on exactly the fees
 * it pays, so its outcome (webhook or test-mode card form) marks those and no others. A fee for a lead
 * whose renter's confirmation bounced may be disputed, which waives it.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { and, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import { businessPayments } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { fromCents } from '../../lib/shared/money'
import { toPage } from '../../lib/shared/paging'
import { replaceEarlierIntents, type PaymentProvider } from '../payments'
import { confirmationBounced } from './bounced'
import type { BusinessPayment, BusinessPaymentListQuery } from './schemas'

/** Owed: pending, or failed and still to pay. */
const OWED = ['pending', 'failed'] as const

const owedFee = inArray(businessPayments.status, OWED)

const disputable = sql<number>`${businessPayments.paymentType} = 'lead_fee' and ${owedFee} and ${confirmationBounced(sql`${businessPayments.leadId}`)}`

const feeColumns = { ...getTableColumns(businessPayments), disputable }

type FeeRow = typeof businessPayments.$inferSelect & { disputable: number }

const toBusinessPayment = (row: FeeRow): BusinessPayment => ({
  id: row.id,
  leadId: row.leadId,
  paymentType: row.paymentType,
  description: row.description,
  amount: fromCents(row.amountCents),
  status: row.status,
  disputable: Boolean(row.disputable),
  createdAt: new Date(row.createdAt).toISOString(),
})

export async function listBusinessPayments({
  ctx,
  input: query,
}: {
  ctx: OwnerContext
  input: BusinessPaymentListQuery
}) {
  const own = eq(businessPayments.ownerId, ctx.ownerId)
  const [rows, [totals]] = await ctx.db.batch([
    ctx.db
      .select(feeColumns)
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
export async function payOutstandingFees({ ctx }: { ctx: OwnerContext & { provider: PaymentProvider } }) {
  const { provider } = ctx
  const owed = await ctx.db
    .select({
      id: businessPayments.id,
      amountCents: businessPayments.amountCents,
      intentId: businessPayments.paymentIntentId,
    })
    .from(businessPayments)
    .where(and(eq(businessPayments.ownerId, ctx.ownerId), eq(businessPayments.paymentType, 'lead_fee'), owedFee))
  if (owed.length === 0) throw nothingOwed()
  const ids = owed.map((fee) => fee.id).sort()
  const amountCents = owed.reduce((sum, fee) => sum + fee.amountCents, 0)
  const answer = (clientSecret: string) => ({ clientSecret, amount: fromCents(amountCents), count: ids.length })
  const unchanged = await replaceEarlierIntents({
    ctx: { provider },
    input: { intentIds: owed.map((fee) => fee.intentId), amountCents },
  })
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
        // One JSON parameter, not one per fee: D1 binds at most 100 parameters a statement.
        sql`${businessPayments.id} in (select value from json_each(${JSON.stringify(ids)}))`,
        inArray(businessPayments.status, OWED),
      ),
    )
  return answer(intent.clientSecret)
}

/**
 * The owner disputes a fee whose lead's renter never got their confirmation (the address bounced):
 * the fee and its lead show as waived and are never asked for again.
 */
export async function disputeFee({ ctx, input: { id } }: { ctx: OwnerRequestContext; input: { id: string } }) {
  const { now } = ctx
  const fee = ownedRow(businessPayments, ctx.ownerId, id)
  const {
    written: [waived],
    read: [[row]],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db.update(businessPayments).set({ status: 'waived' }).where(and(fee, disputable)).getSQL(),
      sql`update leads set payment_status = 'waived', updated_at = ${now}
          where id = (select lead_id from business_payments where id = ${id} and owner_id = ${ctx.ownerId} and status = 'waived')`,
    ],
    [ctx.db.select(feeColumns).from(businessPayments).where(fee)],
  )
  const disputed = await foundOr404(row, 'That fee')
  if (waived?.meta.changes !== 1)
    throw new AppError(
      409,
      'not_disputable',
      'Only an unpaid lead fee whose renter’s confirmation email bounced can be disputed.',
    )
  return toBusinessPayment(disputed)
}
