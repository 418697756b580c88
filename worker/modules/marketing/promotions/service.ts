/** The owner's promotion codes: a page at a time, creation and changes (a code is unique per owner, in any case). */
import { and, count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { promotions } from '../../../db/schema'
import { AppError, assertNoProblems, notFound } from '../../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../../lib/newest-first'
import { isUniqueViolation, ownedRow, type OwnerContext } from '../../../lib/owned'
import { fromCents } from '../../../lib/shared/money'
import { toPage } from '../../../lib/shared/paging'
import {
  promotionInputSchema,
  type Promotion,
  type PromotionData,
  type PromotionListQuery,
  type PromotionUpdateData,
} from './schemas'

type PromotionRow = typeof promotions.$inferSelect

export const toPromotion = ({
  ownerId: _owner,
  discountValue,
  minBookingAmountCents,
  createdAt,
  ...row
}: PromotionRow): Promotion => ({
  ...row,
  discountValue: fromCents(discountValue),
  minBookingAmount: minBookingAmountCents === null ? null : fromCents(minBookingAmountCents),
  createdAt: new Date(createdAt).toISOString(),
})

const codeTaken = (code: string) =>
  new AppError(409, 'code_taken', `You already have a promotion with the code ${code}`, {
    code: [`You already have a promotion with the code ${code}`],
  })

const columnsOf = ({ minBookingAmount, ...input }: PromotionData) => ({
  ...input,
  minBookingAmountCents: minBookingAmount,
})

export async function listPromotions({ ctx, query }: { ctx: OwnerContext; query: PromotionListQuery }) {
  const matching = and(
    eq(promotions.ownerId, ctx.ownerId),
    query.active ? eq(promotions.active, query.active === 'true') : undefined,
  )
  const [rows, [totals]] = await ctx.db.batch([
    ctx.db
      .select()
      .from(promotions)
      .where(and(matching, olderThan(promotions, query.cursor)))
      .orderBy(...newestFirst(promotions))
      .limit(query.limit + 1),
    ctx.db.select({ total: count() }).from(promotions).where(matching),
  ])
  return { ...toPage(rows, query.limit, toPromotion, newestKey), total: totals!.total }
}

async function promotionRow(ctx: OwnerContext, id: string) {
  const row = await ctx.db.query.promotions.findFirst({ where: ownedRow(promotions, ctx.ownerId, id) })
  if (!row) throw notFound('That promotion')
  return row
}

export async function createPromotion({ ctx, input, now }: { ctx: OwnerContext; input: PromotionData; now: number }) {
  try {
    const [row] = await ctx.db
      .insert(promotions)
      .values({ ...columnsOf(input), ownerId: ctx.ownerId, createdAt: now })
      .returning()
    return toPromotion(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code)
    throw error
  }
}

/** Changes what was sent; the whole promotion then has to pass the create rules. Uses so far stay the server's. */
export async function updatePromotion({
  ctx,
  id,
  input,
}: {
  ctx: OwnerContext
  id: string
  input: PromotionUpdateData
}) {
  const current = toPromotion(await promotionRow(ctx, id))
  const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
  const merged = { ...current, ...changes }
  // Changed fields are already checked and in stored units; the rest are the API's decimals again.
  const parsed = v.safeParse(promotionInputSchema, {
    ...merged,
    discountValue: 'discountValue' in changes ? fromCents(changes.discountValue as number) : current.discountValue,
    minBookingAmount:
      'minBookingAmount' in changes
        ? changes.minBookingAmount === null
          ? null
          : fromCents(changes.minBookingAmount as number)
        : current.minBookingAmount,
  })
  if (!parsed.success) {
    const flat = v.flatten<typeof promotionInputSchema>(parsed.issues).nested ?? {}
    assertNoProblems(Object.entries(flat).map(([field, messages]) => [field, messages?.[0] ?? 'Check this field']))
    throw new AppError(400, 'invalid_input', 'Check the promotion’s fields')
  }
  try {
    await ctx.db
      .update(promotions)
      .set(columnsOf(parsed.output))
      .where(ownedRow(promotions, ctx.ownerId, id))
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(parsed.output.code)
    throw error
  }
  return toPromotion(await promotionRow(ctx, id))
}
