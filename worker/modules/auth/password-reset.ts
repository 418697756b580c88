/**
 * 'Forgot password?': a single-use link by email, good for 1 hour. Only a SHA-256 hash of its
 * token is stored; setting the new password ends every session of the owner and spends all their
 * links in the same batch.
 */
import { eq, lte, sql } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { passwordResets, users } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { AppError } from '../../lib/errors'
import type { Mailer } from '../../lib/email/mailer'
import type { PasswordResetDetails } from './emails'
import { hashPassword } from './password'
import type { AuthContext } from './service'
import { hashToken, newLinkToken } from './tokens'

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000

/**
 * Writes a link for the account with this email, if there is one. The caller answers the same
 * either way, so the form tells nobody which addresses have an account.
 */
export async function requestPasswordReset({
  ctx,
  input: { email },
}: {
  ctx: AuthContext & { mailer: Mailer }
  input: { email: string }
}) {
  const { mailer } = ctx
  const user = await ctx.db.query.users.findFirst({
    columns: { id: true, email: true, firstName: true },
    where: eq(users.email, email),
  })
  if (!user) return
  const token = newLinkToken()
  const data: PasswordResetDetails = { token }
  const resetEmail = mailer.record(
    { ownerId: user.id, type: 'password_reset', to: user.email, customerName: user.firstName || 'there', data },
    ctx.now,
  )
  await runBatch(ctx.db, [
    sql`delete from password_resets where user_id = ${user.id} and expires_at <= ${ctx.now}`,
    sql`insert into password_resets (token_hash, user_id, expires_at)
        values (${hashToken(token)}, ${user.id}, ${ctx.now + PASSWORD_RESET_LIFETIME_MS})`,
    resetEmail.statement,
  ])
  await mailer.enqueue([resetEmail.id])
}

const invalidLink = () =>
  new AppError(
    400,
    'reset_link_invalid',
    'This password reset link has expired or was already used. Ask for a new one.',
  )

/**
 * Sets the new password if the link is known, unexpired and unused, in one batch: the owner's
 * session generation moves on (every session, on every device, ends at once) and all their
 * links are spent. Following the link proves the mailbox is theirs, so the address counts as
 * confirmed too.
 */
export async function resetPassword({
  ctx,
  input: { token, password },
}: {
  ctx: AuthContext
  input: { token: string; password: string }
}) {
  const passwordHash = await hashPassword(password)
  const owner = sql`(select user_id from password_resets
    where token_hash = ${hashToken(token)} and expires_at > ${ctx.now} and used_at is null)`
  const [updated] = await runBatch(ctx.db, [
    sql`update users set password_hash = ${passwordHash}, session_generation = session_generation + 1,
        email_verified_at = coalesce(email_verified_at, ${ctx.now}), updated_at = ${ctx.now}
        where id = ${owner}`,
    // Still finds this link (it is marked in this very statement), so a refused link spends nothing.
    sql`update password_resets set used_at = ${ctx.now} where user_id = ${owner} and used_at is null`,
  ])
  if (updated?.meta.changes !== 1) throw invalidLink()
}

/** Links past their hour can never reset anything. */
export const prunePasswordResets = ({ ctx: { db, now } }: { ctx: RequestContext }) =>
  db.delete(passwordResets).where(lte(passwordResets.expiresAt, now))
