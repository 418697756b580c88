/**
 * Where emails go: SendGrid's HTTP API when SENDGRID_API_KEY is set (the spec's provider), else
 * the local outbox, which sends nothing: the notification row keeps the whole message, readable
 * on the notifications page.
 */
import type { Bindings } from '../../env'

export interface OutgoingEmail {
  to: string
  subject: string
  html: string
  text: string
}

export interface EmailProvider {
  readonly name: 'sendgrid' | 'outbox'
  /** Resolves with the provider's message id; rejects with the provider's error text. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>
}

export const SENDGRID_URL = 'https://api.sendgrid.com/v3/mail/send'

function sendGrid(apiKey: string, from: { email: string; name: string }): EmailProvider {
  return {
    name: 'sendgrid',
    async send({ to, subject, html, text }) {
      const response = await fetch(SENDGRID_URL, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          personalizations: [{ to: [{ email: to }] }],
          from,
          subject,
          content: [
            { type: 'text/plain', value: text },
            { type: 'text/html', value: html },
          ],
        }),
      })
      if (!response.ok) throw new Error(`SendGrid ${response.status}: ${(await response.text()).slice(0, 500)}`)
      return { messageId: response.headers.get('x-message-id') ?? crypto.randomUUID() }
    },
  }
}

const outbox: EmailProvider = {
  name: 'outbox',
  send: () => Promise.resolve({ messageId: `outbox-${crypto.randomUUID()}` }),
}

export const emailProvider = (env: Bindings): EmailProvider =>
  env.SENDGRID_API_KEY ? sendGrid(env.SENDGRID_API_KEY, { email: env.EMAIL_FROM, name: env.APP_NAME }) : outbox

/**
 * A local test run (EMAIL_MODE=test, set only by npm start, npm run dev and the tests that ask for
 * it) with no email provider: nothing is delivered, so the outbox may show the owner their own
 * account emails, links and all. A deployment never is: there, those links reach only the inbox.
 */
export const isLocalEmailTestMode = (env: Bindings) => emailProvider(env).name === 'outbox' && env.EMAIL_MODE === 'test'
