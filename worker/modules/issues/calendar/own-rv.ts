import { rvs } from '../../../db/schema'
import { foundOr404, ownedRow, type OwnerContext } from '../../../db/owned'

/** Every calendar route addresses one of the owner's RVs; another owner's (or none) is a 404. */
export async function requireOwnRv({ ctx, input: { rvId } }: { ctx: OwnerContext; input: { rvId: string } }) {
  await foundOr404(
    ctx.db.query.rvs.findFirst({ columns: { id: true }, where: ownedRow(rvs, ctx.ownerId, rvId) }),
    'That RV',
  )
}
