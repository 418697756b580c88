import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useMockServer } from '../helpers/msw'
import { api, cookieHeader, setCookies, signUpOwner } from '../helpers/worker-client'
import { signUpPartner } from '../helpers/partners'

const server = useMockServer()
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token'

/** An ID token as Google's token endpoint returns it (read without a signature check: it came over TLS). */
function idToken(claims: Record<string, unknown>) {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'RS256', typ: 'JWT' })}.${part(claims)}.signature`
}

function googleAnswers(claims: Record<string, unknown>) {
  const seen: { body: URLSearchParams | null } = { body: null }
  server.use(
    http.post(GOOGLE_TOKEN_URL, async ({ request }) => {
      seen.body = new URLSearchParams((await request.formData()) as unknown as Record<string, string>)
      return HttpResponse.json({
        access_token: 'at',
        expires_in: 3600,
        token_type: 'Bearer',
        id_token: idToken(claims),
      })
    }),
  )
  return seen
}

/** Follows the confirmation link emailed to `email` at sign-up, as its owner would. */
async function confirmEmail(email: string) {
  const content = await env.DB.prepare(
    "select content from notifications where email = ? and type = 'email_verification'",
  )
    .bind(email)
    .first<string>('content')
  const token = /\/api\/auth\/verify-email\?token=([a-z2-7]+)/.exec(content ?? '')?.[1]
  const response = await api().auth['verify-email'].$get({ query: { token: token! } })
  expect(response.headers.get('location')).toBe('/email-confirmation?result=confirmed')
}

const oauthLinks = async (providerUserId: string) =>
  (
    await env.DB.prepare('select user_id from oauth_accounts where provider_user_id = ?')
      .bind(providerUserId)
      .all<{ user_id: string }>()
  ).results

async function startGoogle() {
  const response = await api().login[':provider'].$get({ param: { provider: 'google' } })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  return {
    response,
    location,
    state: location.searchParams.get('state')!,
    cookie: cookieHeader(response, '__Host-oauth_state', '__Host-oauth_verifier'),
  }
}

describe('Google sign-in', () => {
  it('redirects to Google with state and an S256 PKCE challenge kept in short-lived cookies', async () => {
    const { response, location, state } = await startGoogle()
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth')
    expect(location.searchParams.get('code_challenge_method')).toBe('S256')
    expect(location.searchParams.get('redirect_uri')).toBe('https://rv.example/api/login/google/callback')
    expect(state.length).toBeGreaterThan(20)
    for (const name of ['__Host-oauth_state', '__Host-oauth_verifier']) {
      const line = setCookies(response).get(name)!
      expect(line).toMatch(/Max-Age=600/)
      expect(line).toMatch(/HttpOnly/)
      expect(line).toMatch(/Secure/)
    }
  })

  it('refuses a callback whose state does not match, without calling Google', async () => {
    let tokenCalls = 0
    server.use(http.post(GOOGLE_TOKEN_URL, () => (tokenCalls++, HttpResponse.json({}))))
    const { cookie } = await startGoogle()
    const response = await api(cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'abc', state: 'forged-state' },
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'oauth_state_mismatch' })
    expect(setCookies(response).has('__Host-session')).toBe(false)
    expect(tokenCalls).toBe(0)
    // No cookies at all (a link opened in another browser) is refused the same way.
    expect(
      (
        await api().login[':provider'].callback.$get({
          param: { provider: 'google' },
          query: { code: 'abc', state: 'x' },
        })
      ).status,
    ).toBe(400)
  })

  it('signs a new owner in with a verified Google account', async () => {
    const seen = googleAnswers({
      sub: 'google-123',
      email: 'Traveler@Example.com',
      email_verified: true,
      given_name: 'Tia',
      family_name: 'Lane',
    })
    const { state, cookie } = await startGoogle()
    const response = await api(cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'the-code', state },
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/admin/dashboard')
    expect(seen.body?.get('code')).toBe('the-code')
    expect(seen.body?.get('code_verifier')).toBeTruthy()
    const me = await api(cookieHeader(response, '__Host-session')).auth.user.$get()
    // Google verified the address, so the new account is verified too.
    expect(await me.json()).toMatchObject({
      email: 'traveler@example.com',
      firstName: 'Tia',
      lastName: 'Lane',
      emailVerified: true,
    })
  })

  it('links a Google identity to the owner with the same verified email', async () => {
    const owner = await signUpOwner()
    await confirmEmail(owner.email)
    googleAnswers({ sub: 'google-link-1', email: owner.email, email_verified: true })
    const { state, cookie } = await startGoogle()
    const response = await api(cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'c', state },
    })
    const me = await api(cookieHeader(response, '__Host-session')).auth.user.$get()
    expect((await me.json()).id).toBe(owner.user.id)
    expect(await oauthLinks('google-link-1')).toEqual([{ user_id: owner.user.id }])
  })

  it('signs a venue partner holding only that role in as a partner, to the venue portal', async () => {
    const partner = await signUpPartner()
    await confirmEmail(partner.email)
    googleAnswers({ sub: 'google-partner-1', email: partner.email, email_verified: true })
    const { state, cookie } = await startGoogle()
    const response = await api(cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'c', state },
    })
    expect(response.headers.get('location')).toBe('/venue-portal')
    const me = await api(cookieHeader(response, '__Host-session')).auth.user.$get()
    expect(await me.json()).toMatchObject({ id: partner.user.id, role: 'partner', roles: ['partner'] })
  })

  it('never links an account whose email was not verified (account pre-hijacking)', async () => {
    // The attacker registers the victim's address with a password and never confirms it.
    const victimEmail = `victim-${crypto.randomUUID().slice(0, 8)}@example.com`
    const attacker = await signUpOwner({ email: victimEmail })

    // The victim, who really owns the address, then signs in with Google.
    googleAnswers({ sub: 'google-victim', email: victimEmail, email_verified: true, given_name: 'Vic' })
    const first = await startGoogle()
    const refused = await api(first.cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'c', state: first.state },
    })
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      code: 'email_unverified_account',
      message:
        'An account with this email exists but its email address has not been verified. Sign in with your password and confirm your email first, then use Google or GitHub.',
    })
    expect(setCookies(refused).has('__Host-session')).toBe(false)
    expect(await oauthLinks('google-victim')).toEqual([])

    // Once the password account proves the address is its own, Google signs in to that same account.
    await confirmEmail(victimEmail)
    const second = await startGoogle()
    const linked = await api(second.cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'c', state: second.state },
    })
    expect(linked.status).toBe(302)
    expect(linked.headers.get('location')).toBe('/admin/dashboard')
    const me = await api(cookieHeader(linked, '__Host-session')).auth.user.$get()
    expect(await me.json()).toMatchObject({ id: attacker.user.id, emailVerified: true })
    expect(await oauthLinks('google-victim')).toEqual([{ user_id: attacker.user.id }])
  })

  it('keeps signing in an identity linked before verification existed', async () => {
    const owner = await signUpOwner()
    await confirmEmail(owner.email)
    googleAnswers({ sub: 'google-returning', email: owner.email, email_verified: true })
    const signInWithGoogle = async () => {
      const { state, cookie } = await startGoogle()
      const response = await api(cookie).login[':provider'].callback.$get({
        param: { provider: 'google' },
        query: { code: 'c', state },
      })
      return api(cookieHeader(response, '__Host-session')).auth.user.$get()
    }
    expect((await (await signInWithGoogle()).json()).id).toBe(owner.user.id)
    // A password account linked to Google before this change has no verification date.
    await env.DB.prepare('update users set email_verified_at = null where id = ?').bind(owner.user.id).run()
    const again = await signInWithGoogle()
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe(owner.user.id)
    expect(await oauthLinks('google-returning')).toEqual([{ user_id: owner.user.id }])
  })

  it('refuses an unverified email and creates nothing', async () => {
    googleAnswers({ sub: 'google-unverified', email: 'unverified@example.com', email_verified: false })
    const { state, cookie } = await startGoogle()
    const response = await api(cookie).login[':provider'].callback.$get({
      param: { provider: 'google' },
      query: { code: 'c', state },
    })
    expect(response.status).toBe(400)
    const users = await env.DB.prepare('select count(*) as n from users where email = ?')
      .bind('unverified@example.com')
      .all<{ n: number }>()
    expect(users.results[0]!.n).toBe(0)
  })
})

describe('sign-in options', () => {
  it('offers only the providers whose secrets are set', async () => {
    expect(await (await api().auth.options.$get()).json()).toEqual({ password: true, google: true, github: false })
    const github = await api().login[':provider'].$get({ param: { provider: 'github' } })
    expect(github.status).toBe(404)
    expect(await github.json()).toMatchObject({ message: 'That sign-in method is not available' })
  })
})
