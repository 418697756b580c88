/**
 * A renter has no account: their conversation opens with a link carrying a secret of 160 random
 * bits, of which only the SHA-256 hash is kept (conversation_keys). We never keep a secret, so each
 * link we hand out (the enquiry's confirmation, each email about new messages, 'Messages' in My
 * Bookings) carries a new one, and every link stays good: a page left open still sends after a
 * newer email went out.
 */
import { sha256 } from '@oslojs/crypto/sha2'
import { sql, type SQL } from 'drizzle-orm'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

export const newRenterKey = () => encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))

export const hashRenterKey = (key: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(key)))

/** Keeps `key`'s hash for the conversation `where` picks (SQL on `conversations`); none picked, nothing kept. */
export const keepRenterKeySql = (key: string, where: SQL, now: number) =>
  sql`insert into conversation_keys (key_hash, owner_id, conversation_id, created_at)
    select ${hashRenterKey(key)}, owner_id, id, ${now} from conversations where ${where}`

/** The renter's page for a conversation, with the secret (a path: emails put the site's address before it). */
export const renterConversationPath = (conversationId: string, key: string) =>
  `/messages/${encodeURIComponent(conversationId)}?key=${encodeURIComponent(key)}`
