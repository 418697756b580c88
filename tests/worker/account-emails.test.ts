/**
 * An owner's own account emails (address confirmation, password reset) carry a live link. Whoever
 * reads that link can 'confirm' an address they do not own, so no API answer ever holds it, except
 * the local outbox of a local test run, which says it is one.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { api, call, type CallOptions, signUpOwner } from '../helpers/worker-client'

const LINK_TOKEN = /\/api\/auth\/verify-email\?token=([a-z2-7]+)/

/** The confirmation email as stored, read from D1 as only the Worker itself can. */
async function storedVerification(ownerId: string) {
  const row = await env.DB.prepare(
    "select id, content from notifications where owner_id = ? and type = 'email_verification'",
  )
    .bind(ownerId)
    .first<{ id: string; content: string }>()
  const token = LINK_TOKEN.exec(row?.content ?? '')?.[1]
  if (!row || !token) throw new Error('no confirmation email was written')
  return { id: row.id, token }
}

const notifications = api().notifications

/** Every notification read route, from the router, so a route added later is checked too. */
const notificationReadRoutes = [
  ...new Set(
    app.routes
      .filter((route) => route.method === 'GET' && route.path.startsWith(notifications.$path()))
      .map((route) => route.path),
  ),
]

const localTestRun = { EMAIL_MODE: 'test' }
const deployed = { EMAIL_MODE: undefined }
const deployedWithSendGrid = { EMAIL_MODE: 'test', SENDGRID_API_KEY: 'SG.test-key' }

async function everyReadAnswer(cookie: string, settings: CallOptions['env']) {
  const answers = await Promise.all(
    notificationReadRoutes.map(async (path) => {
      const response = await call(path, { cookie, env: settings })
      expect(response.status, path).toBe(200)
      return response.text()
    }),
  )
  return answers.join('\n')
}

describe("an owner's account emails", () => {
  it('are read by the routes this test checks', () => {
    expect(notificationReadRoutes).toEqual(
      expect.arrayContaining([notifications.$path(), notifications.account.$path(), notifications.settings.$path()]),
    )
  })

  it('never hand out the confirmation link outside a local test run', async () => {
    const owner = await signUpOwner()
    const { id, token } = await storedVerification(owner.user.id)
    for (const settings of [deployed, deployedWithSendGrid]) {
      const answers = await everyReadAnswer(owner.cookie, settings)
      expect(answers).not.toContain(token)
      expect(answers).not.toContain('verify-email')
    }
    // Not resendable as a customer's email either (the answer would carry the message).
    const resend = await api(owner.cookie).notifications[':id'].resend.$post({ param: { id } })
    expect(resend.status).toBe(404)
    expect(await resend.text()).not.toContain(token)
  })

  it("are not among the customers' notifications, even in a local test run", async () => {
    const owner = await signUpOwner()
    const { token } = await storedVerification(owner.user.id)
    const list = await api({ cookie: owner.cookie, env: localTestRun }).notifications.$get({ query: {} })
    const body = await list.json()
    expect(body.items).toEqual([])
    expect(JSON.stringify(body)).not.toContain(token)
  })

  it('are listed apart without their content when deployed', async () => {
    const owner = await signUpOwner()
    for (const settings of [deployed, deployedWithSendGrid]) {
      const response = await api({ cookie: owner.cookie, env: settings }).notifications.account.$get({ query: {} })
      const body = await response.json()
      expect(body.localTestMode).toBe(false)
      expect(body.items).toHaveLength(1)
      expect(body.items[0]).toMatchObject({
        type: 'email_verification',
        email: owner.email,
        subject: 'Confirm your email address',
        content: null,
      })
    }
  })

  it('show their link only in the local outbox of a local test run, which says so', async () => {
    const owner = await signUpOwner()
    const { token } = await storedVerification(owner.user.id)
    const response = await api({ cookie: owner.cookie, env: localTestRun }).notifications.account.$get({ query: {} })
    const body = await response.json()
    expect(body.localTestMode).toBe(true)
    expect(body.items[0]!.content).toContain(token)
  })

  it("are only ever the owner's own", async () => {
    const owner = await signUpOwner()
    const other = await signUpOwner()
    const { token } = await storedVerification(owner.user.id)
    const response = await api({ cookie: other.cookie, env: localTestRun }).notifications.account.$get({ query: {} })
    const body = await response.json()
    expect(body.items.map((item) => item.email)).toEqual([other.email])
    expect(JSON.stringify(body)).not.toContain(token)
  })
})
