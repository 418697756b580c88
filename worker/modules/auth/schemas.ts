/** Auth payloads, shared by the API validators and the SPA's sign-in forms (valibot only). */
import * as v from 'valibot'
import { timeZoneSchema } from '../../lib/shared/dates'
import { accountRoles } from '../../lib/shared/enums'
import { formObject, optionalPhone, stripInvisible } from '../../lib/shared/fields'

const email = v.pipe(
  v.string('Email is required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('Email is required'),
  v.maxLength(254, 'Email is too long'),
  v.email('Enter a valid email address'),
)

/** What a session acts as: an owner (the default) or a venue partner. */
const role = v.optional(v.picklist(accountRoles, 'Role must be owner or partner'), 'owner')

export const signInSchema = v.object({
  role,
  email,
  password: v.pipe(
    v.string('Password is required'),
    v.nonEmpty('Password is required'),
    v.maxLength(200, 'Password is too long'),
  ),
})

/** Names go into emails and every admin page: no control or text-direction characters. */
const personName = (label: string) =>
  v.pipe(
    v.string(`${label} is required`),
    v.transform(stripInvisible),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(100, `${label} is too long`),
  )

/**
 * Every new password, at sign-up, reset or change. NIST SP 800-63B: length over composition rules;
 * 12+ characters, no arbitrary class rules.
 */
const newPassword = v.pipe(
  v.string('Password is required'),
  v.minLength(12, 'Use at least 12 characters for your password'),
  v.maxLength(200, 'Password is too long'),
)

export const signUpSchema = v.object({
  role,
  email,
  password: newPassword,
  firstName: personName('First name'),
  lastName: personName('Last name'),
})

/** The token an emailed link carries; any of the right size is looked up (unknown ones fail there). */
const linkToken = v.pipe(
  v.string('The link is missing its code'),
  v.nonEmpty('The link is missing its code'),
  v.maxLength(128, 'The link is not valid'),
)

export const verifyEmailQuerySchema = v.object({ token: linkToken })

/** 'Forgot password?': where to send the link. */
export const passwordResetRequestSchema = v.object({ email })

/** The reset page: the emailed link's token and the new password. */
export const passwordResetSchema = v.object({ token: linkToken, password: newPassword })

/** A signed-in owner's new password; the current one proves it is them and not a stolen session. */
export const changePasswordSchema = v.object({
  currentPassword: v.pipe(
    v.string('Enter your current password'),
    v.nonEmpty('Enter your current password'),
    v.maxLength(200, 'Password is too long'),
  ),
  newPassword,
})

export const oauthProviderSchema = v.object({ provider: v.picklist(['google', 'github'], 'Unknown sign-in provider') })

export const oauthCallbackSchema = v.object({
  code: v.pipe(v.string('Missing authorization code'), v.nonEmpty('Missing authorization code'), v.maxLength(2048)),
  state: v.pipe(v.string('Missing state'), v.nonEmpty('Missing state'), v.maxLength(256)),
})

/** POST /api/auth/role: act as this role (added to the account if it lacks it). */
export const roleSwitchSchema = v.object({
  role: v.picklist(accountRoles, 'Role must be owner or partner'),
})
export type RoleSwitchData = v.InferOutput<typeof roleSwitchSchema>

export type SignInInput = v.InferInput<typeof signInSchema>
export type SignUpInput = v.InferInput<typeof signUpSchema>
export type SignInData = v.InferOutput<typeof signInSchema>
export type SignUpData = v.InferOutput<typeof signUpSchema>
export type PasswordResetRequestInput = v.InferInput<typeof passwordResetRequestSchema>
export type PasswordResetInput = v.InferInput<typeof passwordResetSchema>
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>
export type ChangePasswordData = v.InferOutput<typeof changePasswordSchema>
export type OAuthProvider = v.InferOutput<typeof oauthProviderSchema>['provider']

export type { CurrentUser } from '../../lib/shared/current-user'

/** PUT /api/auth/settings: the owner's business settings. */
export const ownerSettingsSchema = formObject({
  helpPhone: optionalPhone('Help phone line'),
  timeZone: timeZoneSchema,
})
export type OwnerSettingsInput = v.InferInput<typeof ownerSettingsSchema>
export type OwnerSettingsData = v.InferOutput<typeof ownerSettingsSchema>

/** GET /api/auth/options: which sign-in methods this deployment offers. */
export interface SignInOptions {
  password: true
  google: boolean
  github: boolean
}
