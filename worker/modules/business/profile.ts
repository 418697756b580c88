/**
 * The owner's business profile: one row per owner, written on first save. The time zone is kept on
 * the user (it decides the owner's 'today' everywhere), so the profile reads and writes it there.
 */
import { eq } from 'drizzle-orm'
import { businessProfiles, users } from '../../db/schema'
import type { OwnerContext, OwnerRequestContext } from '../../db/owned'
import type { BusinessProfile, BusinessProfileData } from './schemas'

/**
 * GET /api/business/profile: the saved profile; before the first save, the owner's own name (as
 * renters know them until then) and their time zone, else UTC.
 */
export async function getBusinessProfile({ ctx }: { ctx: OwnerContext }): Promise<BusinessProfile> {
  const [row] = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: users.timeZone,
      profile: businessProfiles,
    })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.ownerId, users.id))
    .where(eq(users.id, ctx.ownerId))
  const { firstName, lastName, timeZone, profile } = row!
  return {
    name: profile?.name ?? [firstName, lastName].filter(Boolean).join(' ').trim(),
    logoUrl: profile?.logoUrl ?? null,
    phone: profile?.phone ?? null,
    supportEmail: profile?.supportEmail ?? null,
    timeZone: timeZone ?? 'UTC',
  }
}

/** PUT /api/business/profile: the profile upserted and the user's time zone written, in one batch. */
export async function saveBusinessProfile({
  ctx,
  input,
}: {
  ctx: OwnerRequestContext
  input: BusinessProfileData
}): Promise<BusinessProfile> {
  const { timeZone, ...profile } = input
  const values = { ...profile, updatedAt: ctx.now }
  await ctx.db.batch([
    ctx.db
      .insert(businessProfiles)
      .values({ ...values, ownerId: ctx.ownerId })
      .onConflictDoUpdate({ target: businessProfiles.ownerId, set: values }),
    ctx.db.update(users).set({ timeZone }).where(eq(users.id, ctx.ownerId)),
  ])
  return input
}
