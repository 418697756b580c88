/**
 * An RV's pricing terms as the SPA's quote reads them (the rate card in cents, the add-ons it
 * offers, its cancellation policy), so the wizard and the owner's booking dialog show the very
 * lines the server will charge, from the same quote function.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import { foundOr404, ownedRow, type OwnerContext, type RequestContext } from '../../db/owned'
import { rvs } from '../../db/schema'
import { POLICY_TIERS, policyText } from '../../lib/shared/cancellation'
import type { PricingTerms } from '../bookings'
import { pricingTermsFor } from '../pricing'
import { publiclyListed } from './listing'
import type { RvTerms } from './schemas'

async function termsWhere({
  ctx: { db },
  input: { id, where },
}: {
  ctx: { db: RequestContext['db'] }
  input: { id: string; where: SQL }
}) {
  await foundOr404(db.select({ id: rvs.id }).from(rvs).where(where).get(), 'That RV')
  const terms = (await pricingTermsFor({ ctx: { db }, input: { rvIds: [id] } })).get(id)!
  return toRvTerms(terms)
}

export const toRvTerms = ({ rates, addOns, policy }: PricingTerms): RvTerms => ({
  rates,
  addOns,
  policy: { name: policy, text: policyText(policy), tiers: POLICY_TIERS[policy] },
})

/** A listed RV's terms, for renters. */
export const publicRvTerms = ({ ctx, input: { id } }: { ctx: RequestContext; input: { id: string } }) =>
  termsWhere({ ctx, input: { id, where: and(eq(rvs.id, id), publiclyListed(ctx.now))! } })

/** The owner's own RV's terms, listed or not, for their booking dialog. */
export const ownerRvTerms = ({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) =>
  termsWhere({ ctx, input: { id, where: ownedRow(rvs, ctx.ownerId, id) } })
