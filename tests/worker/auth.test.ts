import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api, cookieHeader, errorOf, setCookies, signUpOwner } from '../helpers/worker-client'

const SESSION = '__Host-session'
/** What Chromium sends when a person follows our own 'Sign out' link. */
const SIGN_OUT_NAVIGATION = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-user': '?1',
}

describe('sign-up and sessions', () => {
  it('creates an owner, signs them in with a hardened cookie and answers /api/auth/user', async () => {
    const response = await api().auth['sign-up'].$post({
      json: {
        email: ' New.Owner@Example.com ',
        password: 'a long enough password',
        firstName: 'Noa',
        lastName: 'Park',
      },
    })
    expect(response.status).toBe(201)
    const user = await response.json()
    expect(user).toMatchObject({
      email: 'new.owner@example.com',
      firstName: 'Noa',
      lastName: 'Park',
      profileImageUrl: null,
      emailVerified: false,
    })
    expect(user).not.toHaveProperty('passwordHash')

    const line = setCookies(response).get(SESSION)!
    expect(line).toMatch(/; HttpOnly/i)
    expect(line).toMatch(/; Secure/i)
    expect(line).toMatch(/; SameSite=Lax/i)
    expect(line).toMatch(/; Path=\//i)
    expect(line).not.toMatch(/Domain=/i)
    expect(Number(/Max-Age=(\d+)/.exec(line)?.[1])).toBeGreaterThan(29 * 24 * 3600)

    const me = await api(cookieHeader(response, SESSION)).auth.user.$get()
    expect(me.status).toBe(200)
    expect(await me.json()).toEqual(user)
  })

  it('stores only a SHA-256 hash of the session secret in KV', async () => {
    const { cookie } = await signUpOwner()
    const token = decodeURIComponent(cookie.split('=')[1]!)
    const [id, , secret] = token.split('.')
    expect(id!.length).toBeGreaterThanOrEqual(32) // 160 bits in base32
    expect(secret!.length).toBeGreaterThanOrEqual(32)
    const raw = await env.SESSIONS.get(id!)
    expect(raw).not.toContain(secret)
    const stored = JSON.parse(raw!) as { secretHash: string; expiresAt: number }
    expect(stored.secretHash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(secret))))
    expect(stored.expiresAt).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
  })

  it('answers 401 with the error envelope when signed out or with a forged token', async () => {
    const signedOut = await api().auth.user.$get()
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toEqual({ message: 'Please sign in to continue', code: 'unauthorized' })

    const { cookie, user } = await signUpOwner()
    const [id, userId, secret] = decodeURIComponent(cookie.split('=')[1]!).split('.')
    expect(userId).toBe(user.id)
    const forged = await api(`${SESSION}=${id}.${userId}.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa`).auth.user.$get()
    expect(forged.status).toBe(401)
    // The user id travels in the token only to read that user sooner: naming another one gets nobody.
    const other = await signUpOwner()
    const swapped = await api(`${SESSION}=${id}.${other.user.id}.${secret}`).auth.user.$get()
    expect(swapped.status).toBe(401)
    // A token from before the user id was in it signs nobody in (the owner signs in again).
    const twoParts = await api(`${SESSION}=${id}.${secret}`).auth.user.$get()
    expect(twoParts.status).toBe(401)
  })

  it('refuses a taken email without creating a second account', async () => {
    const { email } = await signUpOwner()
    const again = await api().auth['sign-up'].$post({
      json: { email, password: 'another long password', firstName: 'X', lastName: 'Y' },
    })
    expect(again.status).toBe(409)
    expect(setCookies(again).has(SESSION)).toBe(false)
    const { results } = await env.DB.prepare('select count(*) as n from users where email = ?')
      .bind(email)
      .all<{ n: number }>()
    expect(results[0]!.n).toBe(1)
  })

  it('removes control and text-direction characters from the names', async () => {
    const response = await api().auth['sign-up'].$post(
      {
        json: {
          email: `names-${crypto.randomUUID()}@example.com`,
          password: 'a long enough password',
          firstName: 'Mal\u202Elory\u0007',
          lastName: '\u2066Stone\u2069',
        },
      },
      { headers: { 'cf-connecting-ip': '198.18.0.1' } },
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toMatchObject({ firstName: 'Mallory', lastName: 'Stone' })
    const invisibleOnly = await api().auth['sign-up'].$post({
      json: { email: 'x@example.com', password: 'a long enough password', firstName: '\u202E', lastName: 'Y' },
    })
    expect(invisibleOnly.status).toBe(400)
  })

  it('rejects an invalid sign-up with field messages', async () => {
    const response = await api().auth['sign-up'].$post({
      json: { email: 'not-an-email', password: 'short', firstName: '', lastName: 'Y' },
    })
    expect(response.status).toBe(400)
    const body = await errorOf(response)
    expect(body.code).toBe('invalid_input')
    expect(body.fields!.email).toEqual(['Enter a valid email address'])
    expect(body.fields!.password).toEqual(['Use at least 12 characters for your password'])
    expect(body.fields!.firstName).toEqual(['First name is required'])
  })
})

describe('sign-in', () => {
  it('signs in with the right password and issues a new token every time', async () => {
    const { email, password } = await signUpOwner()
    const first = await api().auth['sign-in'].$post({ json: { email, password } })
    const second = await api().auth['sign-in'].$post({ json: { email: email.toUpperCase(), password } })
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(cookieHeader(first, SESSION)).not.toBe(cookieHeader(second, SESSION))
    expect((await api(cookieHeader(second, SESSION)).auth.user.$get()).status).toBe(200)
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { email } = await signUpOwner()
    const wrong = await api().auth['sign-in'].$post({ json: { email, password: 'not the password' } })
    const unknown = await api().auth['sign-in'].$post({
      json: { email: 'nobody@example.com', password: 'not the password' },
    })
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ message: 'Email or password is incorrect', code: 'invalid_credentials' })
      expect(setCookies(response).has(SESSION)).toBe(false)
    }
  })

  it('limits sign-in to 10 attempts a minute per email', async () => {
    const { email } = await signUpOwner()
    let blocked: { json(): Promise<unknown> } | undefined
    // A different client each time: the per-email limit alone must stop the attempts.
    const burst = await attemptsUntilLimited(
      10,
      async (attempt) =>
        (blocked = await api().auth['sign-in'].$post(
          { json: { email, password: 'guess' } },
          { headers: { 'cf-connecting-ip': `192.0.2.${attempt}` } },
        )),
    )
    expect(burst.allowed).toEqual(Array(10).fill(401))
    expect(burst.last).toBe(429)
    expect(await blocked!.json()).toMatchObject({ message: 'Too many attempts, try again in a minute' })
  })

  it('limits sign-in to 10 attempts a minute per client', async () => {
    const burst = await attemptsUntilLimited(10, (attempt) =>
      api().auth['sign-in'].$post(
        { json: { email: `guess${attempt}@example.com`, password: 'guess' } },
        { headers: { 'cf-connecting-ip': '198.51.100.7' } },
      ),
    )
    expect(burst.allowed).toEqual(Array(10).fill(401))
    expect(burst.last).toBe(429)
  })

  it('limits account creation to 5 a minute per client', async () => {
    const burst = await attemptsUntilLimited(5, (attempt) =>
      api().auth['sign-up'].$post(
        {
          json: {
            email: `burst${attempt}-${crypto.randomUUID()}@example.com`,
            password: 'a long enough password',
            firstName: 'B',
            lastName: 'C',
          },
        },
        { headers: { 'cf-connecting-ip': '203.0.113.5' } },
      ),
    )
    expect(burst.allowed).toEqual([201, 201, 201, 201, 201])
    expect(burst.last).toBe(429)
  })
})

describe('sign-out', () => {
  it('ends the session at once, even where KV still remembers it', async () => {
    const { cookie } = await signUpOwner()
    const [id] = decodeURIComponent(cookie.split('=')[1]!).split('.')
    const stored = await env.SESSIONS.get(id!)

    const response = await api(cookie).logout.$get({}, { headers: SIGN_OUT_NAVIGATION })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(setCookies(response).get(SESSION)).toMatch(/Max-Age=0/)
    expect(await env.SESSIONS.get(id!)).toBeNull()
    expect((await api(cookie).auth.user.$get()).status).toBe(401)

    // Another KV location may still hold the record for up to a minute: D1's revocation decides.
    await env.SESSIONS.put(id!, stored!)
    expect((await api(cookie).auth.user.$get()).status).toBe(401)
  })

  it('signs out on a navigation typed in or from the same site, not only the same origin', async () => {
    for (const site of ['none', 'same-site']) {
      const { cookie } = await signUpOwner()
      const response = await api(cookie).logout.$get(
        {},
        { headers: { ...SIGN_OUT_NAVIGATION, 'sec-fetch-site': site } },
      )
      expect(response.headers.get('location')).toBe('/')
      expect((await api(cookie).auth.user.$get()).status, site).toBe(401)
    }
  })

  it.each([
    [
      'an image on any page',
      { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'same-origin' },
    ],
    ['a script', { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'script', 'sec-fetch-site': 'same-site' }],
    ['a fetch', { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', 'sec-fetch-site': 'same-origin' }],
    ['a frame', { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'same-origin' }],
    ['a link followed from another site', { ...SIGN_OUT_NAVIGATION, 'sec-fetch-site': 'cross-site' }],
    ['a client that sends no Fetch Metadata', {}],
  ])('only redirects %s, signing nobody out', async (_, headers) => {
    const { cookie } = await signUpOwner()
    const response = await api(cookie).logout.$get({}, { headers })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/')
    expect(setCookies(response).has(SESSION)).toBe(false)
    expect((await api(cookie).auth.user.$get()).status).toBe(200)
  })

  it('sends /api/login to the sign-in page, keeping only an admin return path', async () => {
    const plain = await api().login.$get({ query: {} })
    expect(plain.status).toBe(302)
    expect(plain.headers.get('location')).toBe('/login')
    const back = await api().login.$get({ query: { redirect: '/admin/bookings' } })
    expect(back.headers.get('location')).toBe('/login?redirect=%2Fadmin%2Fbookings')
    expect((await api().login.$get({ query: { redirect: 'https://evil.example' } })).status).toBe(400)
  })
})
