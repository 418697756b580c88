/** Sign-up, sign-in, sign-out and session resolution: the rules, with their dependencies passed in. */
import { and, eq, lte, sql } from 'drizzle-orm'
import { foundOr404, type OwnerContext, type RequestContext } from '../../db/owned'
import { oauthAccounts, sessionRevocations, users } from '../../db/schema'
import { runBatch } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { decoyPasswordHash, hashPassword, verifyPassword } from './password'
import type { AccountRole } from '../../lib/shared/enums'
import type { CurrentUser, OAuthProvider, OwnerSettingsData, RoleSwitchData, SignInData, SignUpData } from './schemas'
import { createSession, deleteSession, parseSessionToken, validateSessionToken } from './sessions'
import type { Mailer } from '../../lib/email/mailer'
import { verificationStatements } from './verification'

/** What signing in and out needs: the database, the sessions' KV namespace and the request's clock. */
export interface AuthContext extends RequestContext {
  sessions: KVNamespace
}

type UserRow = typeof users.$inferSelect

/** The roles an account holds, owner first. */
export const rolesOf = (row: Pick<UserRow, 'isOwner' | 'isPartner'>): AccountRole[] => [
  ...(row.isOwner ? (['owner'] as const) : []),
  ...(row.isPartner ? (['partner'] as const) : []),
]

export const toCurrentUser = (row: UserRow, role: AccountRole): CurrentUser => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  profileImageUrl: row.profileImageUrl,
  emailVerified: row.emailVerifiedAt !== null,
  helpPhone: row.helpPhone,
  timeZone: row.timeZone,
  role,
  roles: rolesOf(row),
})

const wrongCredentials = () => new AppError(401, 'invalid_credentials', 'Email or password is incorrect')

/** A new session for `user` (the one signing in) acting as `role`: its token, and the user as the app shows them. */
export async function startSession({
  ctx,
  input: { user, role },
}: {
  ctx: AuthContext
  input: { user: UserRow; role: AccountRole }
}) {
  const session = await createSession(ctx.sessions, user, ctx.now, role)
  return { user: toCurrentUser(user, role), session }
}

const roleNotHeld = (role: AccountRole) =>
  new AppError(
    403,
    'role_not_held',
    role === 'partner'
      ? 'This account is not a venue partner account yet. Sign in as an owner, then add the venue partner role from the Venue Portal.'
      : 'This account is a venue partner account. Sign in at the Venue Portal, or sign in there and add the owner role.',
  )

/**
 * A password account starts unverified; its confirmation email is written in the same batch. It
 * holds the role it signed up for (an owner's by default, or a venue partner's), and its first
 * session acts as that role.
 */
export async function signUp({ ctx, input }: { ctx: AuthContext & { mailer: Mailer }; input: SignUpData }) {
  const { mailer } = ctx
  const passwordHash = await hashPassword(input.password)
  const user: UserRow = {
    id: crypto.randomUUID(),
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    passwordHash,
    emailVerifiedAt: null,
    helpPhone: null,
    timeZone: null,
    sessionGeneration: 0,
    isOwner: input.role === 'owner',
    isPartner: input.role === 'partner',
    createdAt: ctx.now,
    updatedAt: ctx.now,
  }
  const verification = verificationStatements(
    mailer,
    user,
    ctx.now,
    sql`exists (select 1 from users where id = ${user.id})`,
  )
  // One conditional statement: a taken email inserts nothing (and so no link) rather than racing a check.
  const insertUser = ctx.db.insert(users).values(user).onConflictDoNothing({ target: users.email }).getSQL()
  const [inserted] = await runBatch(ctx.db, [insertUser, ...verification.statements])
  if (inserted?.meta.changes !== 1) {
    // Same words whether or not the password would have matched: no hint about who has an account.
    throw new AppError(
      409,
      'account_unavailable',
      'An account could not be created with that email. If you already have one, sign in instead.',
    )
  }
  await mailer.enqueue([verification.notificationId])
  return startSession({ ctx, input: { user, role: input.role } })
}

export async function signIn({ ctx, input }: { ctx: AuthContext; input: SignInData }) {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.email, input.email) })
  if (!user?.passwordHash) {
    await verifyPassword(input.password, await decoyPasswordHash())
    throw wrongCredentials()
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw wrongCredentials()
  // Only after the password: a stranger learns nothing about which roles an address holds.
  if (!rolesOf(user).includes(input.role)) throw roleNotHeld(input.role)
  return startSession({ ctx, input: { user, role: input.role } })
}

/**
 * Switches the signed-in account's session to `role`, adding the role to the account first if it
 * lacks it (a new, empty space: it grants nothing over anyone else's data). The session is
 * rotated: a new one acting as `role` begins and this one ends.
 */
export async function switchRole({
  ctx,
  input,
}: {
  ctx: AuthContext & { accountId: string; session: { id: string; expiresAt: number } }
  input: RoleSwitchData
}) {
  const held = input.role === 'owner' ? { isOwner: true } : { isPartner: true }
  const user = await foundOr404(
    ctx.db
      .update(users)
      .set({ ...held, updatedAt: ctx.now })
      .where(eq(users.id, ctx.accountId))
      .returning()
      .get(),
    'Your account',
  )
  const started = await startSession({ ctx, input: { user, role: input.role } })
  await signOut({ ctx })
  return started
}

/**
 * KV holds the session; D1 says whether it was revoked, read in the same query as the user: this
 * session signed out, or all of the user's ended (its generation is older than the user's).
 */
export async function resolveSession({ ctx, input: { token } }: { ctx: AuthContext; input: { token: string } }) {
  const claimed = parseSessionToken(token)
  if (!claimed) return null
  // KV's check and D1's read of the user the token names run side by side, one round trip instead
  // of two; the row is used only once KV confirms the session is that user's.
  const [session, [row]] = await Promise.all([
    validateSessionToken(ctx.sessions, token, ctx.now),
    ctx.db
      .select({ user: users, revokedId: sessionRevocations.sessionId })
      .from(users)
      .leftJoin(sessionRevocations, eq(sessionRevocations.sessionId, claimed.id))
      .where(eq(users.id, claimed.userId)),
  ])
  if (!session || !row || row.revokedId || session.generation !== row.user.sessionGeneration) return null
  // A session acts only as a role the account still holds.
  if (!rolesOf(row.user).includes(session.role)) return null
  return { user: toCurrentUser(row.user, session.role), session }
}

/** Ends the request's own session (`ctx.session`). */
export async function signOut({ ctx }: { ctx: AuthContext & { session: { id: string; expiresAt: number } } }) {
  const { session } = ctx
  await ctx.db
    .insert(sessionRevocations)
    .values({ sessionId: session.id, expiresAt: session.expiresAt })
    .onConflictDoNothing()
  await deleteSession(ctx.sessions, session.id)
}

/** Revocation rows are only needed while the session they revoke could still be presented. */
export const pruneRevocations = ({ ctx: { db, now } }: { ctx: RequestContext }) =>
  db.delete(sessionRevocations).where(lte(sessionRevocations.expiresAt, now))

export interface OAuthProfile {
  provider: OAuthProvider
  providerUserId: string
  email: string
  emailVerified: boolean
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

const unverifiedAccount = () =>
  new AppError(
    409,
    'email_unverified_account',
    'An account with this email exists but its email address has not been verified. Sign in with your password and confirm your email first, then use Google or GitHub.',
  )

/** Google and GitHub sign in owners; an account holding only the partner role acts as a partner. */
const oauthRole = (user: UserRow): AccountRole => (user.isOwner ? 'owner' : 'partner')

/**
 * Finds the user behind an OAuth identity. A new identity is linked only to an account whose email
 * was verified: otherwise whoever registered the address first (perhaps not its owner) would share
 * the account of the person who later signs in with Google or GitHub.
 */
export async function oauthSignIn({ ctx, input: profile }: { ctx: AuthContext; input: OAuthProfile }) {
  const linked = await ctx.db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, profile.provider), eq(oauthAccounts.providerUserId, profile.providerUserId)))
  if (linked[0]) return startSession({ ctx, input: { user: linked[0].user, role: oauthRole(linked[0].user) } })
  if (!profile.emailVerified) {
    throw new AppError(400, 'email_unverified', 'Verify your email address with your sign-in provider, then try again.')
  }
  const email = profile.email.toLowerCase()
  const [created] = await ctx.db
    .insert(users)
    .values({
      email,
      firstName: profile.firstName,
      lastName: profile.lastName,
      profileImageUrl: profile.profileImageUrl,
      // Only reached with an address the provider verified.
      emailVerifiedAt: ctx.now,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning()
  const user = created ?? (await ctx.db.query.users.findFirst({ where: eq(users.email, email) }))
  if (!user) throw new AppError(409, 'account_unavailable', 'That account could not be signed in. Please try again.')
  if (user.emailVerifiedAt === null) throw unverifiedAccount()
  await ctx.db
    .insert(oauthAccounts)
    .values({ provider: profile.provider, providerUserId: profile.providerUserId, userId: user.id, createdAt: ctx.now })
    .onConflictDoNothing()
  return startSession({ ctx, input: { user, role: oauthRole(user) } })
}

/** The owner's business settings (help line, time zone); answers the updated current user. */
export async function updateOwnerSettings({
  ctx: { db, ownerId, user },
  input,
}: {
  ctx: OwnerContext & { user: Pick<CurrentUser, 'role'> }
  input: OwnerSettingsData
}): Promise<CurrentUser> {
  const row = await foundOr404(
    db.update(users).set(input).where(eq(users.id, ownerId)).returning().get(),
    'Your account',
  )
  return toCurrentUser(row, user.role)
}
