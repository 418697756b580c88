/**
 * Sessions in KV (architecture.md convention 7): the token is '<id>.<userId>.<secret>', id and
 * secret 160 random bits each; KV keeps only a SHA-256 hash of the secret, keyed by id, expiring
 * with the session. The user id in the token lets a request read its user from D1 while KV checks
 * the session, instead of after; it counts only when KV's session names the same user. A session
 * also keeps the user's session generation it began in: once the user's row has a newer one (a new
 * password, 'Sign out everywhere'), the session no longer counts.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'
import type { AccountRole } from '../../lib/shared/enums'

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000
/** Sliding expiry: a session used in its last 15 days is extended to a full 30 again. */
const RENEW_WITHIN_MS = 15 * 24 * 60 * 60 * 1000

export interface StoredSession {
  userId: string
  secretHash: string
  expiresAt: number
  /** Sessions from before generations existed have none, and count as the first (0). */
  generation?: number
  /** What the session acts as; sessions from before venue partners have none, and act as owners. */
  role?: AccountRole
}

export interface ValidSession {
  id: string
  userId: string
  expiresAt: number
  generation: number
  role: AccountRole
  /** True when this request extended the session, so the cookie must be sent again. */
  renewed: boolean
}

const randomPart = () => encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))
const hashSecret = (secret: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(secret)))

async function store(kv: KVNamespace, id: string, session: StoredSession) {
  await kv.put(id, JSON.stringify(session), { expiration: Math.ceil(session.expiresAt / 1000) })
}

export async function createSession(
  kv: KVNamespace,
  user: { id: string; sessionGeneration: number },
  now: number,
  role: AccountRole,
) {
  const id = randomPart()
  const secret = randomPart()
  const expiresAt = now + SESSION_LIFETIME_MS
  const userId = user.id
  await store(kv, id, { userId, secretHash: hashSecret(secret), expiresAt, generation: user.sessionGeneration, role })
  return { token: `${id}.${userId}.${secret}`, id, expiresAt, role }
}

/** The token's parts, or null for anything not shaped like one; nothing here is trusted yet. */
export function parseSessionToken(token: string) {
  const [id, userId, secret, extra] = token.split('.')
  return id && userId && secret && extra === undefined ? { id, userId, secret } : null
}

export async function validateSessionToken(kv: KVNamespace, token: string, now: number): Promise<ValidSession | null> {
  const parts = parseSessionToken(token)
  if (!parts) return null
  const { id, secret } = parts
  const stored = await kv.get<StoredSession>(id, 'json')
  if (!stored || stored.expiresAt <= now || stored.userId !== parts.userId) return null
  const given = new TextEncoder().encode(hashSecret(secret))
  if (!constantTimeEqual(given, new TextEncoder().encode(stored.secretHash))) return null
  const generation = stored.generation ?? 0
  const role = stored.role ?? 'owner'
  if (stored.expiresAt - now > RENEW_WITHIN_MS)
    return { id, userId: stored.userId, expiresAt: stored.expiresAt, generation, role, renewed: false }
  const expiresAt = now + SESSION_LIFETIME_MS
  await store(kv, id, { ...stored, expiresAt })
  return { id, userId: stored.userId, expiresAt, generation, role, renewed: true }
}

export const deleteSession = (kv: KVNamespace, id: string) => kv.delete(id)
