/**
 * The owner's add-on catalogue: extras a renter adds to a stay (a bike rack per stay, linens per
 * night), for all the owner's RVs or the ones listed. An add-on and its list are written in one batch.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { addOnRvs, addOns } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { deleteOwnedOr404, foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { fromCents } from '../../lib/shared/money'
import { toPage } from '../../lib/shared/paging'
import type { AddOnData, AddOnItem, AddOnListQuery, AddOnPage } from './schemas'

/** The add-on's row with its RVs as one JSON list: one query per page, whatever its size. */
const addOnWithRvs = {
  ...getTableColumns(addOns),
  rvIds:
    sql<string>`(select json_group_array(${addOnRvs.rvId}) from ${addOnRvs} where ${addOnRvs.addOnId} = ${addOns.id})`.as(
      'rv_ids',
    ),
}

type AddOnRow = typeof addOns.$inferSelect & { rvIds: string }

const toAddOn = ({ ownerId: _owner, priceCents, rvIds, createdAt, ...row }: AddOnRow): AddOnItem => ({
  ...row,
  price: fromCents(priceCents),
  rvIds: (JSON.parse(rvIds) as string[]).sort(),
  createdAt: new Date(createdAt).toISOString(),
})

const selectAddOn = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select(addOnWithRvs)
    .from(addOns)
    .where(ownedRow(addOns, ctx.ownerId, id))

/** How many of `rvIds` are the owner's RVs, as one statement (a JSON list, so no bound-parameter limit). */
const ownRvCount = (ctx: OwnerContext, rvIds: string[]) =>
  ctx.db.get<{ n: number }>(
    sql`select count(*) as n from rvs where owner_id = ${ctx.ownerId} and id in (select value from json_each(${JSON.stringify(rvIds)}))`,
  )

/** Every listed RV must be the owner's: another owner's (or none) is a 404 under the field. */
async function requireOwnRvs(ctx: OwnerContext, rvIds: string[]) {
  if (rvIds.length === 0) return
  const owned = await ownRvCount(ctx, rvIds)
  if ((owned?.n ?? 0) !== rvIds.length) {
    const message = 'One of the chosen RVs was not found'
    throw new AppError(404, 'not_found', message, { rvIds: [message] })
  }
}

/** The add-on's RV list rewritten from `rvIds`, only while the add-on is the owner's; the RVs are the owner's (checked before, and again here). */
const listStatements = (ctx: OwnerContext, id: string, rvIds: string[]) => [
  sql`delete from add_on_rvs where add_on_id = ${id}
        and exists (select 1 from add_ons where id = ${id} and owner_id = ${ctx.ownerId})`,
  sql`insert into add_on_rvs (add_on_id, rv_id)
        select ${id}, rvs.id from rvs
        where rvs.owner_id = ${ctx.ownerId} and rvs.id in (select value from json_each(${JSON.stringify(rvIds)}))
          and exists (select 1 from add_ons where id = ${id} and owner_id = ${ctx.ownerId})`,
]

const columnsOf = (input: AddOnData) => ({
  name: input.name,
  priceCents: input.price,
  unit: input.unit,
  maxQuantity: input.maxQuantity,
  taxable: input.taxable,
  allRvs: input.allRvs,
  active: input.active,
})

/** GET /api/pricing/add-ons: the owner's add-ons, newest first, a page at a time. */
export async function listAddOns({
  ctx,
  input: query,
}: {
  ctx: OwnerContext
  input: AddOnListQuery
}): Promise<AddOnPage> {
  const rows = await ctx.db
    .select(addOnWithRvs)
    .from(addOns)
    .where(and(eq(addOns.ownerId, ctx.ownerId), olderThan(addOns, query.cursor)))
    .orderBy(...newestFirst(addOns))
    .limit(query.limit + 1)
  return toPage(rows, query.limit, toAddOn, newestKey)
}

/** GET /api/pricing/add-ons/:id. */
export async function getAddOn({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  const [row] = await selectAddOn(ctx, id)
  return toAddOn(await foundOr404(row, 'That add-on'))
}

/** POST /api/pricing/add-ons: the add-on and its RV list in one batch, read back in it. */
export async function createAddOn({ ctx, input }: { ctx: OwnerRequestContext; input: AddOnData }) {
  await requireOwnRvs(ctx, input.rvIds)
  const id = crypto.randomUUID()
  const {
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .insert(addOns)
        .values({ ...columnsOf(input), id, ownerId: ctx.ownerId, createdAt: ctx.now })
        .getSQL(),
      ...listStatements(ctx, id, input.rvIds),
    ],
    [selectAddOn(ctx, id)],
  )
  return toAddOn(rows[0]!)
}

/** PUT /api/pricing/add-ons/:id: every field and the RV list replaced, in one batch. */
export async function updateAddOn({
  ctx,
  input: { id, ...input },
}: {
  ctx: OwnerRequestContext
  input: AddOnData & { id: string }
}) {
  const [existing] = await selectAddOn(ctx, id)
  await foundOr404(existing, 'That add-on')
  await requireOwnRvs(ctx, input.rvIds)
  const {
    read: [rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .update(addOns)
        .set(columnsOf(input))
        .where(ownedRow(addOns, ctx.ownerId, id))
        .getSQL(),
      ...listStatements(ctx, id, input.rvIds),
    ],
    [selectAddOn(ctx, id)],
  )
  // Removed between the check and the write.
  return toAddOn(await foundOr404(rows[0], 'That add-on'))
}

/** DELETE /api/pricing/add-ons/:id: its RV list goes with it (add_on_rvs cascades). */
export async function deleteAddOn({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  await deleteOwnedOr404(ctx, addOns, id, 'That add-on')
}
