/**
 * PBKDF2-SHA256 password hashes through Web Crypto, stored as
 * 'pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>' so the count can be raised later.
 */
import { constantTimeEqual } from '@oslojs/crypto/subtle'
import { decodeBase64, encodeBase64 } from '@oslojs/encoding'

/** workerd refuses PBKDF2 above 100,000 iterations, so this is the highest count it can run. */
export const PASSWORD_ITERATIONS = 100_000
const SCHEME = 'pbkdf2-sha256'
const SALT_BYTES = 16
const HASH_BITS = 256

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES))
  const hash = await derive(password, salt, PASSWORD_ITERATIONS)
  return [SCHEME, PASSWORD_ITERATIONS, encodeBase64(salt), encodeBase64(hash)].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, iterations, salt, hash] = stored.split('$')
  const count = Number(iterations)
  if (scheme !== SCHEME || !Number.isInteger(count) || count < 1 || count > PASSWORD_ITERATIONS || !salt || !hash)
    return false
  const expected = decodeBase64(hash)
  return constantTimeEqual(await derive(password, decodeBase64(salt), count), expected)
}

/**
 * A real hash to verify against when the email is unknown, so a sign-in for a missing account
 * takes as long as one with a wrong password and timing does not reveal which emails exist.
 */
let decoyHash: Promise<string> | undefined
export const decoyPasswordHash = () => (decoyHash ??= hashPassword(crypto.randomUUID()))
