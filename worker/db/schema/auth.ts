import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id, updatedAt } from './columns'

/**
 * Accounts. The spec's user is a business owner; a venue partner is an account with the partner
 * role (`is_partner`), and one account may hold both (each session acts as one, chosen at sign-in).
 */
export const users = sqliteTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /** 'pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>'; null for OAuth-only accounts. */
  passwordHash: text('password_hash'),
  /** When the owner proved the email is theirs (a link we sent, or a provider that verified it). */
  emailVerifiedAt: integer('email_verified_at', { mode: 'number' }),
  /** The help line renters call in an emergency (the issues page's banner shows it). */
  helpPhone: text('help_phone'),
  /** IANA zone ('America/Denver') that decides the owner's 'today'; null reads as UTC. */
  timeZone: text('time_zone'),
  /**
   * Every session carries the generation it was started in; raising this ends them all at once
   * (a new password, 'Sign out everywhere'), read with the user on every signed-in request.
   */
  sessionGeneration: integer('session_generation', { mode: 'number' }).notNull().default(0),
  /** Runs a rental business at /admin (every account from before partners existed does). */
  isOwner: integer('is_owner', { mode: 'boolean' }).notNull().default(true),
  /** Lists venues and sites at /venue-portal. */
  isPartner: integer('is_partner', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** A sign-in identity at an OAuth provider, linked to a user by verified email. */
export const oauthAccounts = sqliteTable(
  'oauth_accounts',
  {
    provider: text('provider', { enum: ['google', 'github'] as const }).notNull(),
    providerUserId: text('provider_user_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerUserId] }), index('oauth_accounts_user_idx').on(t.userId)],
)

/**
 * Sessions live in KV, which takes up to a minute to forget a deleted key everywhere. A row here,
 * read with the user on every signed-in request, makes sign-out immediate. Rows expire with the
 * session they revoke.
 */
export const sessionRevocations = sqliteTable(
  'session_revocations',
  {
    sessionId: text('session_id').primaryKey(),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('session_revocations_expires_idx').on(t.expiresAt)],
)

/** Email verification links: only a SHA-256 hash of the token is kept; a link works once, for a day. */
export const emailVerifications = sqliteTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    /** Set when the owner's address was confirmed (by this link or another), so a used link can say so. */
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
)

/** 'Forgot password?' links: only a SHA-256 hash of the token is kept; a link works once, for an hour. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'number' }).notNull(),
    /** Set when this link, or a later one of the same owner, set a new password. */
    usedAt: integer('used_at', { mode: 'number' }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
)
