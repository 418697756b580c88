/**
 * What the app, the daily jobs, the seed and the email registry may use of auth: the session
 * middleware, pruning old records, hashing a password and the account emails.
 */
export { authEmailTemplates } from './emails'
export { loadSession } from './load-session'
export { hashPassword } from './password'
export { prunePasswordResets } from './password-reset'
export { pruneRevocations } from './service'
export { pruneVerificationLinks } from './verification'
