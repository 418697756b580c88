/**
 * What an owner does about a leaked password or a stolen session: choose a new password (which
 * ends every other session) or sign out everywhere. Both move the owner's session generation on,
 * which every signed-in request reads with the user, so the old sessions stop at once.
 */
import { and, eq, sql } from 'drizzle-orm'
import { users } from '../../db/schema'
import { foundOr404 } from '../../db/owned'
import { AppError } from '../../lib/errors'
import { hashPassword, verifyPassword } from './password'
import type { ChangePasswordData, CurrentUser } from './schemas'
import { startSession, type AuthContext } from './service'

const wrongCurrentPassword = () =>
  new AppError(400, 'invalid_credentials', 'Your current password is not correct', {
    currentPassword: ['Your current password is not correct'],
  })

const noPasswordYet = () =>
  new AppError(
    409,
    'no_password',
    "Your account signs in with Google or GitHub and has no password yet. Use 'Forgot password?' on the sign-in page to set one.",
  )

/** The new password and a fresh session for this device; every other session has ended. */
export async function changePassword({
  ctx,
  input,
}: {
  ctx: AuthContext & { accountId: string; user: Pick<CurrentUser, 'role'> }
  input: ChangePasswordData
}) {
  const userId = ctx.accountId
  const row = await foundOr404(ctx.db.query.users.findFirst({ where: eq(users.id, userId) }), 'Your account')
  if (!row.passwordHash) throw noPasswordYet()
  if (!(await verifyPassword(input.currentPassword, row.passwordHash))) throw wrongCurrentPassword()
  const [updated] = await ctx.db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.newPassword),
      sessionGeneration: sql`${users.sessionGeneration} + 1`,
      updatedAt: ctx.now,
    })
    // Only over the password just checked: a change made meanwhile elsewhere is not silently undone.
    .where(and(eq(users.id, userId), eq(users.passwordHash, row.passwordHash)))
    .returning()
  if (!updated) throw wrongCurrentPassword()
  // This device's new session acts as the role the old one did.
  return startSession({ ctx, input: { user: updated, role: ctx.user.role } })
}

/** Ends every session of the account, this one included. */
export async function signOutEverywhere({ ctx }: { ctx: AuthContext & { accountId: string } }) {
  await ctx.db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1`, updatedAt: ctx.now })
    .where(eq(users.id, ctx.accountId))
}
