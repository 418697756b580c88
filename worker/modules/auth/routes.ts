import { Hono } from 'hono'
import type { AccountEnv, AppEnv, OwnerEnv } from '../../env'
import { AppError, unauthorized } from '../../lib/errors'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { accountSignedIn, signedIn } from '../../middleware/require-user'
import { clearSessionCookie, setOAuthCookies, setSessionCookie, takeOAuthCookies } from './cookies'
import { finishAuthorization, signInOptions, startAuthorization } from './oauth'
import { changePassword, signOutEverywhere } from './account-security'
import { requestPasswordReset, resetPassword } from './password-reset'
import {
  changePasswordSchema,
  oauthCallbackSchema,
  oauthProviderSchema,
  ownerSettingsSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  roleSwitchSchema,
  signInSchema,
  signUpSchema,
  verifyEmailQuerySchema,
} from './schemas'
import { redirectQuerySchema } from './rules/sign-in-redirect'
import { oauthSignIn, signIn, signOut, signUp, switchRole, updateOwnerSettings } from './service'
import { resendVerification, verifyEmail } from './verification'

/** The request's variables (db, clock, mailer and, signed in, the owner) with the sessions' KV namespace. */
const authContext = <Variables extends AppEnv['Variables']>(c: { var: Variables; env: AppEnv['Bindings'] }) => ({
  ...c.var,
  sessions: c.env.SESSIONS,
})

/**
 * Fetch Metadata: is this a person's top-level navigation, from our own site or typed in? An <img>,
 * a script, a frame or a fetch pointed here is not, wherever it was planted (the cookie goes along
 * with same-site requests), and a request without these headers is not trusted either.
 */
const isOwnNavigation = (header: (name: string) => string | undefined) =>
  header('sec-fetch-mode') === 'navigate' &&
  header('sec-fetch-dest') === 'document' &&
  ['same-origin', 'same-site', 'none'].includes(header('sec-fetch-site') ?? '')

/** Anyone: who is signed in, the ways to sign in or up, and a forgotten password. */
const accountRoutes = new Hono<AppEnv>()
  .get('/user', (c) => {
    if (!c.var.user) throw unauthorized()
    return c.json(c.var.user)
  })
  .get('/options', (c) => c.json(signInOptions(c.env)))
  .post('/sign-in', validate('json', signInSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.SIGN_IN_LIMITER, [`email:${input.email}`, clientKey(c)])
    const ctx = authContext(c)
    const { user, session } = await signIn({ ctx, input })
    setSessionCookie(c, session, ctx.now)
    return c.json(user)
  })
  .post('/sign-up', validate('json', signUpSchema), async (c) => {
    await enforceRateLimits(c.env.SIGN_UP_LIMITER, [clientKey(c)])
    const ctx = authContext(c)
    const { user, session } = await signUp({ ctx, input: c.req.valid('json') })
    setSessionCookie(c, session, ctx.now)
    return c.json(user, 201)
  })
  // 'Forgot password?': the same answer whether or not the address has an account.
  .post('/password-reset/request', validate('json', passwordResetRequestSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.PASSWORD_RESET_LIMITER, [`email:${input.email}`, clientKey(c)])
    await requestPasswordReset({ ctx: authContext(c), input })
    return c.json({ sent: true as const }, 202)
  })
  .post('/password-reset', validate('json', passwordResetSchema), async (c) => {
    await enforceRateLimits(c.env.PASSWORD_RESET_LIMITER, [clientKey(c)])
    await resetPassword({ ctx: authContext(c), input: c.req.valid('json') })
    // Every session ended, any on this device included: the owner signs in with the new password.
    clearSessionCookie(c)
    return c.json({ reset: true as const })
  })
  // The link in the confirmation email: opened from a mail app, so it answers with a page, not JSON.
  .get('/verify-email', validate('query', verifyEmailQuerySchema), async (c) => {
    const result = await verifyEmail({ ctx: c.var, input: c.req.valid('query') })
    return c.redirect(result === 'invalid' ? '/login?verify=invalid' : `/email-confirmation?result=${result}`)
  })

/**
 * Any signed-in account, owner or venue partner: a new link to confirm their email address, a new
 * password, signing out on every device, and switching this session to the other role.
 */
const signedInAccountRoutes = new Hono<AccountEnv>()
  .post('/verify-email/resend', async (c) => {
    // Every email costs money and lands in someone's inbox: a few a minute per account.
    await enforceRateLimits(c.env.TEST_EMAIL_LIMITER, [`verify:${c.var.accountId}`])
    await resendVerification({ ctx: c.var })
    return c.json({ sent: true as const }, 202)
  })
  .post('/password', validate('json', changePasswordSchema), async (c) => {
    // A stolen session must not guess the current password at sign-in speed.
    await enforceRateLimits(c.env.SIGN_IN_LIMITER, [`password:${c.var.accountId}`])
    const ctx = authContext(c)
    const { user, session } = await changePassword({ ctx, input: c.req.valid('json') })
    setSessionCookie(c, session, ctx.now)
    return c.json(user)
  })
  .post('/sign-out-everywhere', async (c) => {
    await signOutEverywhere({ ctx: authContext(c) })
    clearSessionCookie(c)
    return c.json({ signedOut: true as const })
  })
  // Acting as the other role (added to the account if it lacks it): a new session replaces this one.
  .post('/role', validate('json', roleSwitchSchema), async (c) => {
    const ctx = authContext(c)
    const { user, session } = await switchRole({ ctx, input: c.req.valid('json') })
    setSessionCookie(c, session, ctx.now)
    return c.json(user)
  })

/** Signed-in owners: their business settings. */
const ownerAccountRoutes = new Hono<OwnerEnv>().put('/settings', validate('json', ownerSettingsSchema), async (c) =>
  c.json(await updateOwnerSettings({ ctx: c.var, input: c.req.valid('json') })),
)

/** Mounted at /api/auth. */
export const authRoutes = new Hono<AppEnv>()
  .route('/', accountRoutes)
  .route('/', accountSignedIn(signedInAccountRoutes))
  .route('/', signedIn(ownerAccountRoutes))

/** Mounted at /api: the spec's fixed sign-in and sign-out navigations (spec §6), pages rather than JSON. */
export const signInNavigationRoutes = new Hono<AppEnv>()
  // The SPA's /login page holds the forms.
  .get('/login', validate('query', redirectQuerySchema), (c) => {
    const { redirect } = c.req.valid('query')
    return c.redirect(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login')
  })
  .get('/login/:provider', validate('param', oauthProviderSchema), (c) => {
    const { url, state, codeVerifier } = startAuthorization(
      c.env,
      c.req.valid('param').provider,
      new URL(c.req.url).origin,
    )
    setOAuthCookies(c, state, codeVerifier)
    return c.redirect(url.toString())
  })
  .get(
    '/login/:provider/callback',
    validate('param', oauthProviderSchema),
    validate('query', oauthCallbackSchema),
    async (c) => {
      const { provider } = c.req.valid('param')
      const { code, state } = c.req.valid('query')
      const saved = takeOAuthCookies(c)
      if (!saved.state || !saved.codeVerifier || saved.state !== state) {
        throw new AppError(
          400,
          'oauth_state_mismatch',
          'This sign-in link has expired or was changed. Please sign in again.',
        )
      }
      const profile = await finishAuthorization(c.env, provider, new URL(c.req.url).origin, code, saved.codeVerifier)
      const ctx = authContext(c)
      const { session } = await oauthSignIn({ ctx, input: profile })
      setSessionCookie(c, session, ctx.now)
      return c.redirect(session.role === 'partner' ? '/venue-portal' : '/admin/dashboard')
    },
  )
  .get('/logout', async (c) => {
    // Spec §6: the SPA's 'Sign out' navigates here. Anything else (an image or script planted on
    // any site, a fetch) only gets the redirect, so it cannot sign the viewer out.
    if (isOwnNavigation((name) => c.req.header(name))) {
      const { session } = c.var
      if (session) await signOut({ ctx: { ...authContext(c), session } })
      clearSessionCookie(c)
    }
    return c.redirect('/')
  })
