/** The owner's promotion codes: a page at a time, creation and changes (a code is unique per owner, in any case). */
import { and, count, eq } from 'drizzle-orm'
import { promotions } from '../../../db/schema'
import { runBatchThenRead } from '../../../db/batch'
import { definedFields } from '../../../lib/defined-fields'
import { AppError, assertNoProblems } from '../../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../../lib/newest-first'
import { foundOr404, isUniqueViolation, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import { fromCents } from '../../../lib/shared/money'
import { toPage } from '../../../lib/shared/paging'
import {
  promotionProblems,
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

export async function listPromotions({ ctx, input: query }: { ctx: OwnerContext; input: PromotionListQuery }) {
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

/** The owner's promotion as a list of at most one row: a select, which a batch can read back after its write. */
const readPromotion = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select()
    .from(promotions)
    .where(ownedRow(promotions, ctx.ownerId, id))

export async function createPromotion({ ctx, input }: { ctx: OwnerRequestContext; input: PromotionData }) {
  try {
    const [row] = await ctx.db
      .insert(promotions)
      .values({ ...columnsOf(input), ownerId: ctx.ownerId, createdAt: ctx.now })
      .returning()
    return toPromotion(row!)
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(input.code)
    throw error
  }
}

/**
 * Changes what was sent. Each field was checked on its own by the schema; the rules across fields
 * are checked on the promotion as it would stand. Uses so far stay the server's.
 */
export async function updatePromotion({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerContext
  input: PromotionUpdateData & { id: string }
}) {
  const current = await foundOr404(readPromotion(ctx, id).get(), 'That promotion')
  const { minBookingAmount, ...changes } = definedFields(fields)
  assertNoProblems(promotionProblems({ ...current, ...changes }))
  const columns = { ...changes, ...(minBookingAmount !== undefined && { minBookingAmountCents: minBookingAmount }) }
  if (Object.keys(columns).length === 0) return toPromotion(current)
  const update = ctx.db
    .update(promotions)
    .set(columns)
    .where(ownedRow(promotions, ctx.ownerId, id))
    .getSQL()
  try {
    // Read back in the same batch: no failure can fall between the change and its answer.
    const {
      read: [[row]],
    } = await runBatchThenRead(ctx.db, [update], [readPromotion(ctx, id)])
    return toPromotion(await foundOr404(row, 'That promotion'))
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(changes.code ?? current.code)
    throw error
  }
}
