import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { hashToken } from '../../worker/modules/auth/tokens'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api, signUpOwner } from '../helpers/worker-client'

const LINK = /\/reset-password\?token=([a-z2-7]+)/

let clients = 0
/** A client of its own, so one test's attempts never count against another's limit. */
const newClient = () => ({ 'cf-connecting-ip': `203.0.113.${++clients}` })

const requestReset = (email: string, headers = newClient()) =>
  api().auth['password-reset'].request.$post({ json: { email } }, { headers })

const reset = (token: string, password: string, headers = newClient()) =>
  api().auth['password-reset'].$post({ json: { token, password } }, { headers })

const signIn = (email: string, password: string) =>
  api().auth['sign-in'].$post({ json: { email, password } }, { headers: newClient() })

const resetEmails = async (ownerId: string) =>
  (
    await env.DB.prepare(
      "select email, subject, content, text_content from notifications where owner_id = ? and type = 'password_reset' order by created_at, rowid",
    )
      .bind(ownerId)
      .all<{ email: string; subject: string; content: string; text_content: string }>()
  ).results

/** The token in the newest reset email of the owner, read from the stored message as their inbox would. */
async function latestToken(ownerId: string) {
  const token = LINK.exec((await resetEmails(ownerId)).at(-1)?.content ?? '')?.[1]
  if (!token) throw new Error('no reset link was emailed')
  return token
}

const resetRows = async (userId: string) =>
  (
    await env.DB.prepare('select token_hash, expires_at, used_at from password_resets where user_id = ?')
      .bind(userId)
      .all<{ token_hash: string; expires_at: number; used_at: number | null }>()
  ).results

const NEW_PASSWORD = 'a brand new passphrase'

describe("'Forgot password?'", () => {
  it('emails a single-use link good for 1 hour, and stores only a hash of its token', async () => {
    const owner = await signUpOwner({ firstName: 'Robin' })
    const before = Date.now()
    const response = await requestReset(owner.email.toUpperCase())
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ sent: true })
    const [email] = await resetEmails(owner.user.id)
    expect(email).toMatchObject({ email: owner.email, subject: 'Reset your password' })
    expect(email!.content).toContain('Hi Robin,')
    const token = await latestToken(owner.user.id)
    expect(token.length).toBeGreaterThanOrEqual(32)
    const rows = await resetRows(owner.user.id)
    expect(rows).toEqual([{ token_hash: hashToken(token), expires_at: expect.any(Number), used_at: null }])
    expect(rows[0]!.expires_at).toBeGreaterThanOrEqual(before + 3600_000)
    expect(rows[0]!.expires_at).toBeLessThanOrEqual(Date.now() + 3600_000)
  })

  it('answers the same whether or not the address has an account', async () => {
    const owner = await signUpOwner()
    const known = await requestReset(owner.email)
    const unknown = await requestReset(`nobody-${crypto.randomUUID()}@example.com`)
    expect(unknown.status).toBe(known.status)
    expect(await unknown.text()).toBe(await known.text())
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort())
  })

  it('sets a new password, with the sign-up strength rule, and the old one stops working', async () => {
    const owner = await signUpOwner()
    await requestReset(owner.email)
    const token = await latestToken(owner.user.id)

    const weak = await reset(token, 'short')
    expect(weak.status).toBe(400)
    expect(await weak.json()).toMatchObject({ fields: { password: ['Use at least 12 characters for your password'] } })

    const done = await reset(token, NEW_PASSWORD)
    expect(done.status).toBe(200)
    expect(await done.json()).toEqual({ reset: true })
    expect((await signIn(owner.email, owner.password)).status).toBe(401)
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('ends every session of the owner', async () => {
    const owner = await signUpOwner()
    const otherDevice = (await signIn(owner.email, owner.password)).headers.getSetCookie()[0]!.split(';')[0]!
    await requestReset(owner.email)
    await reset(await latestToken(owner.user.id), NEW_PASSWORD)
    for (const cookie of [owner.cookie, otherDevice]) expect((await api(cookie).auth.user.$get()).status).toBe(401)
  })

  it('works once: a used link, and every older link of the owner, says it was used', async () => {
    const owner = await signUpOwner()
    await requestReset(owner.email)
    const older = await latestToken(owner.user.id)
    await requestReset(owner.email)
    const newer = await latestToken(owner.user.id)
    expect((await reset(newer, NEW_PASSWORD)).status).toBe(200)
    for (const token of [newer, older]) {
      const again = await reset(token, 'yet another passphrase')
      expect(again.status).toBe(400)
      expect(await again.json()).toMatchObject({ code: 'reset_link_invalid' })
    }
    expect((await signIn(owner.email, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses a link after its hour and an unknown link, changing nothing', async () => {
    const owner = await signUpOwner()
    await requestReset(owner.email)
    const token = await latestToken(owner.user.id)
    await env.DB.prepare('update password_resets set expires_at = ? where user_id = ?')
      .bind(Date.now() - 1, owner.user.id)
      .run()
    expect((await reset(token, NEW_PASSWORD)).status).toBe(400)
    expect((await reset('a'.repeat(32), NEW_PASSWORD)).status).toBe(400)
    expect((await api(owner.cookie).auth.user.$get()).status).toBe(200)
    expect((await signIn(owner.email, owner.password)).status).toBe(200)
  })

  it('confirms the address, since the link reached its inbox', async () => {
    const owner = await signUpOwner()
    await requestReset(owner.email)
    await reset(await latestToken(owner.user.id), NEW_PASSWORD)
    const signedIn = await signIn(owner.email, NEW_PASSWORD)
    expect(await signedIn.json()).toMatchObject({ emailVerified: true })
  })

  it('limits requests to 5 a minute per email, whatever the client', async () => {
    const owner = await signUpOwner()
    const burst = await attemptsUntilLimited(5, () => requestReset(owner.email))
    expect(burst.allowed).toEqual(Array(5).fill(202))
    expect(burst.last).toBe(429)
  })

  it('limits requests and resets to 5 a minute per client', async () => {
    const client = newClient()
    const requests = await attemptsUntilLimited(5, (attempt) => requestReset(`guess${attempt}@example.com`, client))
    expect(requests.last).toBe(429)
    const resets = await attemptsUntilLimited(5, () => reset('a'.repeat(32), NEW_PASSWORD, newClient()))
    expect(resets.allowed).toEqual(Array(5).fill(400))
    const sameClient = newClient()
    const guesses = await attemptsUntilLimited(5, () => reset('a'.repeat(32), NEW_PASSWORD, sameClient))
    expect(guesses.allowed).toEqual(Array(5).fill(400))
    expect(guesses.last).toBe(429)
  })
})
