import { sha256 } from '@oslojs/crypto/sha2'
import { encodeHexLowerCase } from '@oslojs/encoding'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api, cookieHeader, signUpOwner, unchecked } from '../helpers/worker-client'

interface StoredEmail {
  id: string
  owner_id: string
  email: string
  subject: string
  content: string
  text_content: string
  status: string
}

const verificationEmails = async (to: string) => {
  const query = env.DB.prepare(
    "select id, owner_id, email, subject, content, text_content, status from notifications where email = ? and type = 'email_verification' order by created_at, rowid",
  )
  return (await query.bind(to).all<StoredEmail>()).results
}

const tokenRows = async (userId: string) => {
  const query = env.DB.prepare('select token_hash, expires_at, used_at from email_verifications where user_id = ?')
  return (await query.bind(userId).all<{ token_hash: string; expires_at: number; used_at: number | null }>()).results
}
const unusedTokenRows = async (userId: string) => (await tokenRows(userId)).filter((row) => row.used_at === null)

const CONFIRMED = '/email-confirmation?result=confirmed'
const ALREADY_USED = '/email-confirmation?result=used'

const LINK = /\/api\/auth\/verify-email\?token=([a-z2-7]+)/

/** The token in the newest confirmation email sent to `to`, read from the stored message as its owner would. */
async function latestToken(to: string) {
  const emails = await verificationEmails(to)
  const token = LINK.exec(emails.at(-1)?.content ?? '')?.[1]
  if (!token) throw new Error(`no verification link was emailed to ${to}`)
  return token
}

const follow = (token: string) => api().auth['verify-email'].$get({ query: { token } })
const currentUser = async (cookie: string) => (await api(cookie).auth.user.$get()).json()
const resend = (cookie: string) => api(cookie).auth['verify-email'].resend.$post()

describe('email verification at sign-up', () => {
  it('writes one pending confirmation email with a link, and stores only a hash of its token', async () => {
    const before = Date.now()
    const owner = await signUpOwner({ firstName: 'Quinn' })
    const emails = await verificationEmails(owner.email)
    expect(emails).toHaveLength(1)
    const [email] = emails
    expect(email).toMatchObject({
      owner_id: owner.user.id,
      email: owner.email,
      subject: 'Confirm your email address',
      status: 'pending',
    })
    expect(email!.content).toContain(`href="${env.APP_URL}/api/auth/verify-email?token=`)
    expect(email!.content).toContain('Hi Quinn,')
    const token = await latestToken(owner.email)
    expect(token.length).toBeGreaterThanOrEqual(32) // 160 bits in base32
    expect(email!.text_content).toContain(`${env.APP_URL}/api/auth/verify-email?token=${token}`)

    const rows = await tokenRows(owner.user.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))))
    expect(rows[0]!.expires_at).toBeGreaterThanOrEqual(before + 24 * 3600_000)
    expect(rows[0]!.expires_at).toBeLessThanOrEqual(Date.now() + 24 * 3600_000)

    expect(await currentUser(owner.cookie)).toMatchObject({ id: owner.user.id, emailVerified: false })
  })

  it('escapes the name in the email', async () => {
    const owner = await signUpOwner({ firstName: '<img src=x onerror=alert(1)>' })
    const [email] = await verificationEmails(owner.email)
    expect(email!.content).not.toContain('<img src=x')
    expect(email!.content).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,')
  })

  it('verifies the owner when the link is followed, once', async () => {
    const owner = await signUpOwner()
    const token = await latestToken(owner.email)

    const first = await follow(token)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe(CONFIRMED)
    expect(await currentUser(owner.cookie)).toMatchObject({ emailVerified: true })
    expect(await unusedTokenRows(owner.user.id)).toEqual([])
    const verifiedAt = () =>
      env.DB.prepare('select email_verified_at from users where id = ?')
        .bind(owner.user.id)
        .first<number>('email_verified_at')
    const firstVerifiedAt = await verifiedAt()
    expect(firstVerifiedAt).toBeGreaterThan(0)

    // The same link again says it was used, and changes nothing.
    const again = await follow(token)
    expect(again.status).toBe(302)
    expect(again.headers.get('location')).toBe(ALREADY_USED)
    // Still verified, at the first time.
    expect(await verifiedAt()).toBe(firstVerifiedAt)
  })

  it('refuses an expired link', async () => {
    const owner = await signUpOwner()
    const token = await latestToken(owner.email)
    await env.DB.prepare('update email_verifications set expires_at = ? where user_id = ?')
      .bind(Date.now() - 1000, owner.user.id)
      .run()

    const response = await follow(token)
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/login?verify=invalid')
    expect(await currentUser(owner.cookie)).toMatchObject({ emailVerified: false })
  })

  it('refuses an unknown token, and a link without one', async () => {
    const owner = await signUpOwner()
    const response = await follow('a'.repeat(32))
    expect(response.headers.get('location')).toBe('/login?verify=invalid')
    // The token's hash is what is stored: presenting the hash itself does not work either.
    const [row] = await tokenRows(owner.user.id)
    expect((await follow(row!.token_hash)).headers.get('location')).toBe('/login?verify=invalid')
    expect(await currentUser(owner.cookie)).toMatchObject({ emailVerified: false })
    expect((await api().auth['verify-email'].$get({ query: unchecked({}) })).status).toBe(400)
  })
})

describe('sending the link again', () => {
  it('emails a new link that works, and refuses once the address is verified', async () => {
    const owner = await signUpOwner()
    const firstToken = await latestToken(owner.email)

    const response = await resend(owner.cookie)
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ sent: true })
    const emails = await verificationEmails(owner.email)
    expect(emails).toHaveLength(2)
    expect(emails[1]).toMatchObject({ owner_id: owner.user.id, status: 'pending' })
    const secondToken = await latestToken(owner.email)
    expect(secondToken).not.toBe(firstToken)
    expect(await tokenRows(owner.user.id)).toHaveLength(2)

    expect((await follow(secondToken)).headers.get('location')).toBe(CONFIRMED)
    expect(await currentUser(owner.cookie)).toMatchObject({ emailVerified: true })
    // Verifying spends every outstanding link.
    expect((await follow(firstToken)).headers.get('location')).toBe(ALREADY_USED)

    const refused = await resend(owner.cookie)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({
      code: 'already_verified',
      message: 'Your email address is already verified',
    })
    expect(await verificationEmails(owner.email)).toHaveLength(2)
  })

  it('needs a signed-in owner', async () => {
    const response = await api().auth['verify-email'].resend.$post()
    expect(response.status).toBe(401)
  })

  it('is limited to 5 a minute per owner', async () => {
    const owner = await signUpOwner()
    const burst = await attemptsUntilLimited(5, () => resend(owner.cookie))
    expect(burst.allowed).toEqual([202, 202, 202, 202, 202])
    expect(burst.last).toBe(429)
    // Another owner is not held back by the first one's limit.
    expect((await resend((await signUpOwner()).cookie)).status).toBe(202)
  })
})

describe('when the email queue is down', () => {
  const brokenQueue = {
    EMAILS: {
      send: () => Promise.reject(new Error('queue unavailable')),
      sendBatch: () => Promise.reject(new Error('queue unavailable')),
    } as unknown as Queue,
  }

  it('still creates and signs in the account, leaving the email pending for the sweep', async () => {
    const email = `queue-down-${crypto.randomUUID()}@example.com`
    const response = await api({ env: brokenQueue }).auth['sign-up'].$post(
      { json: { email, password: 'a long enough password', firstName: 'Kai', lastName: 'Moss' } },
      { headers: { 'cf-connecting-ip': '198.18.1.1' } },
    )
    expect(response.status).toBe(201)
    const cookie = cookieHeader(response, '__Host-session')
    expect(cookie).toMatch(/^__Host-session=/)
    expect(await currentUser(cookie)).toMatchObject({ emailVerified: false })
    const emails = await verificationEmails(email)
    expect(emails).toHaveLength(1)
    expect(emails[0]!.status).toBe('pending')
  })

  it('still writes the new link when the owner asks again', async () => {
    const owner = await signUpOwner()
    const response = await api({ cookie: owner.cookie, env: brokenQueue }).auth['verify-email'].resend.$post()
    expect(response.status).toBe(202)
    expect(await verificationEmails(owner.email)).toHaveLength(2)
  })
})
