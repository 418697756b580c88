import { rvs } from '../../../db/schema'
import { notFound } from '../../../lib/errors'
import { ownedRow, type OwnerContext } from '../../../db/owned'

/** Every calendar route addresses one of the owner's RVs; another owner's (or none) is a 404. */
export async function requireOwnRv(ctx: OwnerContext, rvId: string) {
  const rv = await ctx.db.query.rvs.findFirst({ columns: { id: true }, where: ownedRow(rvs, ctx.ownerId, rvId) })
  if (!rv) throw notFound('That RV')
}
