/**
 * Email verification (against account pre-hijacking): a password sign-up proves its address by
 * a one-time link, and only verified accounts are ever linked to a Google or GitHub identity.
 * A link carries 160 random bits; only their SHA-256 hash is stored, for 24 hours.
 */
import { lte, sql, type SQL } from 'drizzle-orm'
import type { RequestContext } from '../../db/owned'
import { emailVerifications } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { runBatch } from '../../db/batch'
import type { Mailer } from '../../lib/email/mailer'
import type { VerificationDetails } from './emails'
import type { CurrentUser } from './schemas'
import { hashToken, newLinkToken } from './tokens'

export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000

type Recipient = Pick<CurrentUser, 'id' | 'email' | 'firstName'>

/**
 * Statements for a caller's batch that write a new link for `user`: the token row and the email,
 * each only if `onlyIf` holds. Returns the notification id to queue once the batch has committed.
 */
export function verificationStatements(mailer: Mailer, user: Recipient, now: number, onlyIf: SQL) {
  const token = newLinkToken()
  const data: VerificationDetails = { token }
  const record = mailer.record(
    { ownerId: user.id, type: 'email_verification', to: user.email, customerName: user.firstName || 'there', data },
    now,
    onlyIf,
  )
  return {
    notificationId: record.id,
    statements: [
      sql`insert into email_verifications (token_hash, user_id, expires_at)
          select ${hashToken(token)}, ${user.id}, ${now + VERIFICATION_LIFETIME_MS} where ${onlyIf}`,
      record.statement,
    ],
  }
}

/** What following a link did: confirmed the address now, was used before, or is unknown or expired. */
export type VerificationResult = 'confirmed' | 'used' | 'invalid'

/**
 * Uses a link once, in one batch: the owner is verified only if the token is known, unexpired and
 * unused; then every link of theirs is marked used (kept until it expires, so a used link can say so).
 */
export async function verifyEmail({
  ctx: { db, now },
  input: { token },
}: {
  ctx: RequestContext
  input: { token: string }
}): Promise<VerificationResult> {
  const tokenHash = hashToken(token)
  const owner = sql`(select user_id from email_verifications
    where token_hash = ${tokenHash} and expires_at > ${now} and used_at is null)`
  const [verified, , link] = await runBatch(db, [
    sql`update users set email_verified_at = coalesce(email_verified_at, ${now}), updated_at = ${now} where id = ${owner}`,
    // Still finds this link (it is marked in this very statement), so a refused link spends nothing.
    sql`update email_verifications set used_at = ${now} where user_id = ${owner} and used_at is null`,
    sql`select used_at from email_verifications where token_hash = ${tokenHash} and expires_at > ${now}`,
  ])
  if (verified?.meta.changes === 1) return 'confirmed'
  return link?.results.length ? 'used' : 'invalid'
}

const alreadyVerified = () => new AppError(409, 'already_verified', 'Your email address is already verified')

/** A new link for the signed-in owner (`ctx.user`) whose address is not verified yet (older unexpired links keep working). */
export async function resendVerification({
  ctx: { db, mailer, user, now },
}: {
  ctx: RequestContext & { mailer: Mailer; user: CurrentUser }
}) {
  if (user.emailVerified) throw alreadyVerified()
  const unverified = sql`exists (select 1 from users where id = ${user.id} and email_verified_at is null)`
  const verification = verificationStatements(mailer, user, now, unverified)
  const pruneExpired = sql`delete from email_verifications where user_id = ${user.id} and expires_at <= ${now}`
  const [, tokenRow] = await runBatch(db, [pruneExpired, ...verification.statements])
  // Verified in another tab since this request's session was read.
  if (tokenRow?.meta.changes !== 1) throw alreadyVerified()
  await mailer.enqueue([verification.notificationId])
}

/** Links past their 24 hours can never verify anything. */
export const pruneVerificationLinks = ({ ctx: { db, now } }: { ctx: RequestContext }) =>
  db.delete(emailVerifications).where(lte(emailVerifications.expiresAt, now))
