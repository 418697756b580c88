import { Hono } from 'hono'
import type { AppEnv } from '../../env'
import { AppError, unauthorized } from '../../lib/errors'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { clearSessionCookie, setOAuthCookies, setSessionCookie, takeOAuthCookies } from './cookies'
import { finishAuthorization, signInOptions, startAuthorization } from './oauth'
import { oauthCallbackSchema, oauthProviderSchema, redirectQuerySchema, signInSchema, signUpSchema } from './schemas'
import { oauthSignIn, signIn, signOut, signUp, type AuthContext } from './service'

const authContext = (c: { var: AppEnv['Variables']; env: AppEnv['Bindings'] }, now = Date.now()): AuthContext => ({
  db: c.var.db,
  sessions: c.env.SESSIONS,
  now,
})

export const authRoutes = new Hono<AppEnv>()
  .get('/auth/user', (c) => {
    if (!c.var.user) throw unauthorized()
    return c.json(c.var.user)
  })
  .get('/auth/options', (c) => c.json(signInOptions(c.env)))
  .post('/auth/sign-in', validate('json', signInSchema), async (c) => {
    const input = c.req.valid('json')
    await enforceRateLimits(c.env.SIGN_IN_LIMITER, [`email:${input.email}`, clientKey(c)])
    const ctx = authContext(c)
    const { user, session } = await signIn({ ctx, input })
    setSessionCookie(c, session, ctx.now)
    return c.json(user)
  })
  .post('/auth/sign-up', validate('json', signUpSchema), async (c) => {
    await enforceRateLimits(c.env.SIGN_UP_LIMITER, [clientKey(c)])
    const ctx = authContext(c)
    const { user, session } = await signUp({ ctx, input: c.req.valid('json') })
    setSessionCookie(c, session, ctx.now)
    return c.json(user, 201)
  })
  // Spec §6: sign-in is a navigation to /api/login; the SPA's /login page holds the forms.
  .get('/login', validate('query', redirectQuerySchema), (c) => {
    const { redirect } = c.req.valid('query')
    return c.redirect(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login')
  })
  .get('/login/:provider', validate('param', oauthProviderSchema), (c) => {
    const { url, state, codeVerifier } = startAuthorization(c.env, c.req.valid('param').provider, new URL(c.req.url).origin)
    setOAuthCookies(c, state, codeVerifier)
    return c.redirect(url.toString())
  })
  .get('/login/:provider/callback', validate('param', oauthProviderSchema), validate('query', oauthCallbackSchema), async (c) => {
    const { provider } = c.req.valid('param')
    const { code, state } = c.req.valid('query')
    const saved = takeOAuthCookies(c)
    if (!saved.state || !saved.codeVerifier || saved.state !== state) {
      throw new AppError(400, 'oauth_state_mismatch', 'This sign-in link has expired or was changed. Please sign in again.')
    }
    const profile = await finishAuthorization(c.env, provider, new URL(c.req.url).origin, code, saved.codeVerifier)
    const ctx = authContext(c)
    const { session } = await oauthSignIn({ ctx, profile })
    setSessionCookie(c, session, ctx.now)
    return c.redirect('/admin/dashboard')
  })
  .get('/logout', async (c) => {
    const { session } = c.var
    // A link on another site must not sign people out (SameSite=Lax still sends the cookie).
    const fromAnotherSite = c.req.header('sec-fetch-site') === 'cross-site'
    if (session && !fromAnotherSite) await signOut({ ctx: authContext(c), session })
    if (!fromAnotherSite) clearSessionCookie(c)
    return c.redirect('/')
  })
