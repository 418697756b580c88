/** Auth payloads, shared by the API validators and the SPA's sign-in forms (valibot only). */
import * as v from 'valibot'

const email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter a valid email address'),
)

export const signInSchema = v.object({
  email,
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(200, 'Password is too long')),
})

/** NIST SP 800-63B: length over composition rules; 12+ characters, no arbitrary class rules. */
export const signUpSchema = v.object({
  email,
  password: v.pipe(
    v.string('Password is required'),
    v.minLength(12, 'Use at least 12 characters for your password'),
    v.maxLength(200, 'Password is too long'),
  ),
  firstName: v.pipe(v.string('First name is required'), v.trim(), v.nonEmpty('First name is required'), v.maxLength(100, 'First name is too long')),
  lastName: v.pipe(v.string('Last name is required'), v.trim(), v.nonEmpty('Last name is required'), v.maxLength(100, 'Last name is too long')),
})

export const oauthProviderSchema = v.object({ provider: v.picklist(['google', 'github'], 'Unknown sign-in provider') })

export const oauthCallbackSchema = v.object({
  code: v.pipe(v.string('Missing authorization code'), v.nonEmpty('Missing authorization code'), v.maxLength(2048)),
  state: v.pipe(v.string('Missing state'), v.nonEmpty('Missing state'), v.maxLength(256)),
})

/** Where to land after signing in: only a path inside the admin, never another site. */
export const redirectQuerySchema = v.object({
  redirect: v.optional(v.pipe(v.string(), v.regex(/^\/admin(\/[\w\-/]*)?$/, 'Unknown page to return to'))),
})

export type SignInInput = v.InferInput<typeof signInSchema>
export type SignUpInput = v.InferInput<typeof signUpSchema>
export type SignInData = v.InferOutput<typeof signInSchema>
export type SignUpData = v.InferOutput<typeof signUpSchema>
export type OAuthProvider = v.InferOutput<typeof oauthProviderSchema>['provider']

/** GET /api/auth/user (spec §7). */
export interface CurrentUser {
  id: string
  email: string
  firstName: string | null
  lastName: string | null
  profileImageUrl: string | null
}

/** GET /api/auth/options: which sign-in methods this deployment offers. */
export interface SignInOptions {
  password: true
  google: boolean
  github: boolean
}
