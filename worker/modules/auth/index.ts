/**
 * What the session middleware, the daily jobs, the seed and the email registry may use of auth:
 * reading a session, pruning old records, hashing a password and the account emails.
 */
export { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookies'
export { authEmailTemplates } from './emails'
export { hashPassword } from './password'
export { prunePasswordResets } from './password-reset'
export { pruneRevocations, resolveSession } from './service'
export { pruneVerificationLinks } from './verification'
