/**
 * Payments only where they are set up: test cards only when a local run asks for test mode, and a
 * payment without a booking only after a robot check (Turnstile, captured with MSW) and within a
 * tight per-client limit.
 */
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { TURNSTILE_VERIFY_URL } from '../../worker/middleware/bot-check'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import { useMockServer } from '../helpers/msw'
import { bookingRow, heldBooking } from '../helpers/payments'
import { attemptsUntilLimited } from '../helpers/rate-limit'
import { api, type Api, type ClientOptions, type JsonOf } from '../helpers/worker-client'

const server = useMockServer()
/** A deploy with no Stripe key and no test mode switched on. */
const unconfigured = { PAYMENTS_MODE: undefined }
const withTurnstile = { TURNSTILE_SITE_KEY: '0x4AAAAAAA-site', TURNSTILE_SECRET_KEY: '0x4AAAAAAA-secret' }

let client = 0
const from = () => ({ 'cf-connecting-ip': `192.0.2.${100 + ++client}` })
const createIntent = (
  json: JsonOf<Api['create-payment-intent']['$post']>,
  { env: settings, headers = from() }: Pick<ClientOptions, 'env' | 'headers'> = {},
) => api({ headers, env: settings })['create-payment-intent'].$post({ json })

describe('without Stripe keys or test mode', () => {
  it('says payments are not set up, takes no card and confirms nothing', async () => {
    const { bookingId, amount } = await heldBooking()
    expect(await (await api({ env: unconfigured }).payments.config.$get()).json()).toEqual({
      mode: 'unavailable',
      publishableKey: null,
      botCheck: null,
    })

    const intent = await createIntent({ amount, bookingId }, { env: unconfigured })
    expect(intent.status).toBe(503)
    expect(await intent.json()).toMatchObject({ code: 'payments_unavailable' })

    // The test-mode card form does not exist, and the renter's "I paid" confirms nothing.
    const card = await api({ env: unconfigured }).payments['test-card'].$post({
      json: { clientSecret: 'pi_test_x_secret_y', cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    })
    expect(card.status).toBe(404)
    const paid = await api({ env: unconfigured }).bookings[':id'].payment.$post({
      param: { id: bookingId },
      json: { status: 'succeeded' },
    })
    expect(paid.status).toBe(503)
    expect(await bookingRow(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'pending',
      payment_intent_id: null,
    })
  })
})

describe('a payment without a booking', () => {
  it('needs the robot check: none or a wrong answer is refused, the test-mode pass goes through', async () => {
    const none = await createIntent({ amount: 1 })
    expect(none.status).toBe(403)
    expect(await none.json()).toMatchObject({ code: 'bot_check_failed' })
    expect((await createIntent({ amount: 1, botCheckToken: 'guess' })).status).toBe(403)
    const passed = await createIntent({ amount: 1, botCheckToken: TEST_BOT_CHECK_TOKEN })
    expect(passed.status).toBe(200)
    expect(await passed.json()).toHaveProperty('clientSecret')
  })

  it('is limited to 3 a minute per client', async () => {
    const headers = from()
    const burst = await attemptsUntilLimited(3, () =>
      createIntent({ amount: 2, botCheckToken: TEST_BOT_CHECK_TOKEN }, { headers }),
    )
    expect(burst.allowed).toEqual([200, 200, 200])
    expect(burst.last).toBe(429)
    // A booking's own payment is not held to that limit.
    const { bookingId, amount } = await heldBooking()
    expect((await createIntent({ amount, bookingId }, { headers })).status).toBe(200)
  })

  it('asks Turnstile when it is configured, with the secret and the client, and believes only its answer', async () => {
    const asked: FormData[] = []
    let success = false
    server.use(
      http.post(TURNSTILE_VERIFY_URL, async ({ request }) => {
        asked.push(await request.formData())
        return HttpResponse.json({ success, 'error-codes': success ? [] : ['invalid-input-response'] })
      }),
    )
    const config = await (await api({ env: withTurnstile }).payments.config.$get()).json()
    expect(config).toMatchObject({ botCheck: { mode: 'turnstile', siteKey: '0x4AAAAAAA-site' } })

    const headers = { 'cf-connecting-ip': '192.0.2.250' }
    const refused = await createIntent({ amount: 3, botCheckToken: 'turnstile-token' }, { env: withTurnstile, headers })
    expect(refused.status).toBe(403)
    // With Turnstile configured the test-mode pass is just a wrong answer.
    success = false
    expect(
      (
        await createIntent(
          { amount: 3, botCheckToken: TEST_BOT_CHECK_TOKEN },
          { env: withTurnstile, headers: { 'cf-connecting-ip': '192.0.2.251' } },
        )
      ).status,
    ).toBe(403)
    success = true
    const accepted = await createIntent(
      { amount: 3, botCheckToken: 'turnstile-token' },
      { env: withTurnstile, headers: { 'cf-connecting-ip': '192.0.2.252' } },
    )
    expect(accepted.status).toBe(200)
    expect(asked[0]!.get('secret')).toBe('0x4AAAAAAA-secret')
    expect(asked[0]!.get('response')).toBe('turnstile-token')
    expect(asked[0]!.get('remoteip')).toBe('192.0.2.250')
  })

  it('is refused outright on a deploy with neither Turnstile nor test mode', async () => {
    const stripeOnly = { STRIPE_SECRET_KEY: 'sk_test_offline', PAYMENTS_MODE: undefined }
    const response = await createIntent({ amount: 1, botCheckToken: TEST_BOT_CHECK_TOKEN }, { env: stripeOnly })
    expect(response.status).toBe(503)
    expect(await response.json()).toMatchObject({
      message: 'Payments without a booking are not available on this site.',
    })
  })
})
