/**
 * Where links in emails point: the configured APP_URL, else the host the app was served from (a
 * local run on any port, or 127.0.0.1), so the outbox's links open and a campaign's tracking image
 * comes from the page's own origin, as the CSP's img-src 'self' allows.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { renderEmail } from '../../worker/modules/notifications/templates'

/** Signs up through the app as a browser on `origin` would, with these settings over the test ones. */
async function signUpOn(origin: string, settings: Partial<Env> & { APP_URL?: string }) {
  const email = `links-${crypto.randomUUID()}@example.com`
  const response = await app.fetch(
    new Request(`${origin}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'cf-connecting-ip': `192.0.2.${Math.random() * 250}` },
      body: JSON.stringify({ email, password: 'correct horse battery', firstName: 'Lee', lastName: 'Park' }),
    }),
    { ...env, ...settings },
  )
  expect(response.status).toBe(201)
  const row = await env.DB.prepare(
    "select content, text_content from notifications where email = ? and type = 'email_verification'",
  )
    .bind(email)
    .first<{ content: string; text_content: string }>()
  return row!
}

describe('links in emails', () => {
  it('point at the host the app is served from when no APP_URL is set', async () => {
    const email = await signUpOn('http://127.0.0.1:5173', { APP_URL: undefined })
    expect(email.content).toContain('href="http://127.0.0.1:5173/api/auth/verify-email?token=')
    expect(email.text_content).toContain('http://127.0.0.1:5173/api/auth/verify-email?token=')
    expect(email.content).not.toContain('localhost')
  })

  it('point at APP_URL when it is set', async () => {
    const email = await signUpOn('http://127.0.0.1:5173', { APP_URL: 'https://rvconnect.example' })
    expect(email.content).toContain('href="https://rvconnect.example/api/auth/verify-email?token=')
  })

  it('open in a new tab, as the outbox preview (a sandboxed frame) needs', () => {
    const parts = { businessName: 'RV Connect', appUrl: 'https://rv.example', customerName: 'Lee' }
    const { html } = renderEmail('password_reset', parts, { token: 'abc' })
    const anchors = html.match(/<a\b[^>]*>/g) ?? []
    expect(anchors.length).toBeGreaterThan(0)
    for (const anchor of anchors) {
      expect(anchor).toContain('target="_blank"')
      expect(anchor).toContain('rel="noopener"')
    }
  })
})
