/**
 * Where text messages go: Twilio's REST API when its three secrets are set; the local outbox (no
 * message leaves; the row in text_messages says where it would have gone) only when a local run
 * or a test asks for it with SMS_MODE=test. A deploy missing Twilio's secrets sends nothing and
 * says so, rather than pretending through the outbox.
 */
import type { Bindings } from '../../env'
import { AppError } from '../../lib/errors'

export interface OutgoingText {
  /** E.164, e.g. +19705550110. */
  to: string
  body: string
}

export interface SmsProvider {
  readonly name: 'twilio' | 'outbox'
  /** Resolves with the provider's message id; throws an AppError the renter can read. */
  send(text: OutgoingText): Promise<{ messageId: string }>
}

export const twilioMessagesUrl = (accountSid: string) =>
  `https://api.twilio.com/2010-04-01/Accounts/${accountSid}/Messages.json`

/** Twilio's error codes for a number that cannot get a text (invalid, landline, unreachable). */
const UNTEXTABLE_NUMBER_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614])

function twilio(accountSid: string, authToken: string, from: string): SmsProvider {
  return {
    name: 'twilio',
    async send({ to, body }) {
      const response = await fetch(twilioMessagesUrl(accountSid), {
        method: 'POST',
        headers: { authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}` },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
      }).catch(() => {
        throw new AppError(502, 'sms_failed', 'The text message could not be sent. Please try again.')
      })
      const answer = await response.json<{ sid?: string; code?: number; message?: string }>().catch(() => ({}))
      if (response.ok && 'sid' in answer && answer.sid) return { messageId: answer.sid }
      console.error(`Twilio ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`)
      if ('code' in answer && answer.code !== undefined && UNTEXTABLE_NUMBER_CODES.has(answer.code))
        throw new AppError(400, 'invalid_input', 'That number cannot receive text messages.', {
          phone: ['That number cannot receive text messages.'],
        })
      throw new AppError(502, 'sms_failed', 'The text message could not be sent. Please try again.')
    },
  }
}

const outbox: SmsProvider = {
  name: 'outbox',
  send: () => Promise.resolve({ messageId: `outbox-${crypto.randomUUID()}` }),
}

export function smsProvider(env: Bindings): SmsProvider {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM)
    return twilio(env.TWILIO_ACCOUNT_SID, env.TWILIO_AUTH_TOKEN, env.TWILIO_FROM)
  if (env.SMS_MODE === 'test') return outbox
  throw new AppError(
    503,
    'sms_unavailable',
    'Text messages are not set up on this site yet. Please use the download buttons.',
  )
}
