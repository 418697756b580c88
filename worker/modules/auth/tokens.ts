/** The one-time tokens emailed links carry: 160 random bits, of which only a SHA-256 hash is stored. */
import { sha256 } from '@oslojs/crypto/sha2'
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding'

export const newLinkToken = () => encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)))

export const hashToken = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)))
