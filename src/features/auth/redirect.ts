import * as v from 'valibot'
import { redirectQuerySchema } from '../../../worker/modules/auth/rules/sign-in-redirect'

export const DEFAULT_AFTER_SIGN_IN = '/admin/dashboard'

/**
 * /login's search: `redirect` is kept only when it is an admin path (the API's own rule); any other
 * value becomes undefined. The key must stay in the output: the router merges the validated search
 * over the raw one, so a dropped key would let the raw value (say, another site) through.
 */
export const loginSearchSchema = v.object({
  redirect: v.fallback(redirectQuerySchema.entries.redirect, undefined),
  /** Set by the email confirmation link when it was expired or already used. */
  verify: v.fallback(v.optional(v.literal('invalid')), undefined),
})

/** Where to go after signing in: the requested admin page, else the dashboard. Never another site. */
export const afterSignInPath = (requested: unknown): string =>
  typeof requested === 'string' && v.is(redirectQuerySchema, { redirect: requested })
    ? requested
    : DEFAULT_AFTER_SIGN_IN
