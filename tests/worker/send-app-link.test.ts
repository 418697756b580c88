/**
 * The mobile app page's 'Send Link' texts only a real mobile number: through Twilio's REST API when
 * it is configured (captured with MSW), to the local outbox in test mode, and never pretends in a
 * deploy without Twilio. Limited per client, per number and per number per day.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { PHONE_INVALID, PHONE_REQUIRED } from '../../worker/modules/mobile-app/schemas'
import { LINKS_PER_NUMBER_PER_DAY } from '../../worker/modules/mobile-app/service'
import { twilioMessagesUrl } from '../../worker/modules/mobile-app/sms'
import { useMockServer } from '../helpers/msw'
import { openLimiter } from '../helpers/faulty-bindings'
import { api, type ClientOptions } from '../helpers/worker-client'

const server = useMockServer()

let client = 0
const from = () => ({ 'cf-connecting-ip': `198.23.0.${++client}` })

const sendLink = (
  phone: string | undefined,
  { env: settings, headers = from() }: Pick<ClientOptions, 'env' | 'headers'> = {},
) => api({ headers, env: settings })['mobile-app']['send-link'].$post({ json: { phone } })

const textsTo = (e164: string) =>
  env.DB.prepare('select provider, body, provider_message_id as messageId from text_messages where to_phone = ?')
    .bind(e164)
    .all<{ provider: string; body: string; messageId: string }>()
    .then(({ results }) => results)

const twilio = { TWILIO_ACCOUNT_SID: 'AC0123456789', TWILIO_AUTH_TOKEN: 'twilio-token', TWILIO_FROM: '+15017122661' }

describe('Send Link', () => {
  it('refuses an empty number and one that is not a phone number, sending nothing', async () => {
    const cases: [string | undefined, string][] = [
      ['', PHONE_REQUIRED],
      [undefined, PHONE_REQUIRED],
      ['abc', PHONE_INVALID],
      ['12', PHONE_INVALID],
      // Shaped like a number, but no US area code 555 exists.
      ['555-123-4567', PHONE_INVALID],
    ]
    for (const [phone, message] of cases) {
      const response = await sendLink(phone)
      expect(response.status, String(phone)).toBe(400)
      expect(await response.json()).toMatchObject({ fields: { phone: [message] } })
    }
    const { n } = (await env.DB.prepare('select count(*) as n from text_messages').first<{ n: number }>())!
    expect(n).toBe(0)
  })

  it('in test mode puts the text in the local outbox and says where it went', async () => {
    const response = await sendLink('(970) 555-0110')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ mode: 'test', to: '+1 970 555 0110' })
    expect(await textsTo('+19705550110')).toEqual([
      expect.objectContaining({ provider: 'outbox', body: `RV Connect: get the app at ${env.APP_URL}/mobile-app` }),
    ])
  })

  it('sends through Twilio when configured, and tells a number Twilio cannot text', async () => {
    const sent: { to: string | null; from: string | null; body: string | null; authorization: string | null }[] = []
    server.use(
      http.post(twilioMessagesUrl(twilio.TWILIO_ACCOUNT_SID), async ({ request }) => {
        const form = new URLSearchParams(await request.text())
        sent.push({
          to: form.get('To'),
          from: form.get('From'),
          body: form.get('Body'),
          authorization: request.headers.get('authorization'),
        })
        if (form.get('To') === '+12025550143')
          return HttpResponse.json({ code: 21614, message: 'not a mobile number' }, { status: 400 })
        return HttpResponse.json({ sid: 'SM0001', status: 'queued' }, { status: 201 })
      }),
    )
    const response = await sendLink('+1 (541) 555-0199', { env: twilio })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ mode: 'twilio', to: '+1 541 555 0199' })
    expect(sent[0]).toEqual({
      to: '+15415550199',
      from: twilio.TWILIO_FROM,
      body: expect.stringContaining('/mobile-app'),
      authorization: `Basic ${btoa(`${twilio.TWILIO_ACCOUNT_SID}:${twilio.TWILIO_AUTH_TOKEN}`)}`,
    })
    expect(await textsTo('+15415550199')).toEqual([
      expect.objectContaining({ provider: 'twilio', messageId: 'SM0001' }),
    ])

    const landline = await sendLink('202-555-0143', { env: twilio })
    expect(landline.status).toBe(400)
    expect(await landline.json()).toMatchObject({ fields: { phone: ['That number cannot receive text messages.'] } })
    expect(await textsTo('+12025550143')).toEqual([])
  })

  it('refuses in a deploy without Twilio instead of pretending through the outbox', async () => {
    const response = await sendLink('(970) 555-0111', { env: { SMS_MODE: undefined } })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({ code: 'sms_unavailable' })
    expect(await textsTo('+19705550111')).toEqual([])
  })

  it('limits each client, each number per minute, and each number per day', async () => {
    const headers = from()
    const byClient = []
    for (let n = 0; n < 4; n++) byClient.push((await sendLink(`(970) 555-01${20 + n}`, { headers })).status)
    expect(byClient).toEqual([200, 200, 200, 429])

    // One number from many clients, written three ways.
    const byNumber = []
    for (const phone of ['(970) 555-0140', '+1 970 555 0140', '970.555.0140'])
      byNumber.push((await sendLink(phone)).status)
    expect(byNumber).toEqual([200, 200, 429])

    // Over a day, a number gets at most a few texts even when each minute's limit allows more.
    const daily = []
    for (let n = 0; n <= LINKS_PER_NUMBER_PER_DAY; n++)
      daily.push((await sendLink('(970) 555-0150', { env: { SMS_NUMBER_LIMITER: openLimiter } })).status)
    expect(daily).toEqual([...Array<number>(LINKS_PER_NUMBER_PER_DAY).fill(200), 429])
    expect(await textsTo('+19705550150')).toHaveLength(LINKS_PER_NUMBER_PER_DAY)
  })
})
