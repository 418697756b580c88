/**
 * An owner pays every outstanding lead fee at once; only the payment provider's word marks them
 * paid: the test-mode card form offline, Stripe's signed webhook (captured with MSW) otherwise.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { useMockServer } from '../helpers/msw'
import { ownerOwingFees, payWithTestCard, receivedPayment, signedDelivery } from '../helpers/payments'

const server = useMockServer()
const stripeEnv = { STRIPE_SECRET_KEY: 'sk_test_offline', STRIPE_PUBLISHABLE_KEY: 'pk_test_offline' }

const leadPayments = (ownerId: string) =>
  env.DB.prepare('select payment_status from leads where owner_id = ? order by created_at')
    .bind(ownerId)
    .all<{ payment_status: string }>()
    .then(({ results }) => results.map((row) => row.payment_status))

describe('paying lead fees in test mode', () => {
  it('charges the outstanding total once and marks exactly those fees and their leads paid', async () => {
    const { owner, fees, pay } = await ownerOwingFees(2)
    expect(await fees()).toMatchObject({ outstanding: '10.00', outstandingCount: 2, paid: '0.00' })
    const started = await pay()
    expect(started.status).toBe(200)
    const intent = await started.json()
    expect(intent).toMatchObject({ amount: '10.00', count: 2 })
    // A second click is the same payment, not a second charge.
    expect(await (await pay()).json()).toMatchObject({ clientSecret: intent.clientSecret })

    expect((await payWithTestCard(intent.clientSecret, '4000 0000 0000 0002')).status).toBe(402)
    expect(await fees()).toMatchObject({ outstanding: '10.00', outstandingCount: 2 })
    expect(await leadPayments(owner.user.id)).toEqual(['failed', 'failed'])

    expect((await payWithTestCard(intent.clientSecret, '4242 4242 4242 4242')).status).toBe(200)
    expect(await fees()).toMatchObject({ outstanding: '0.00', outstandingCount: 0, paid: '10.00' })
    expect(await leadPayments(owner.user.id)).toEqual(['succeeded', 'succeeded'])
    const nothing = await pay()
    expect(nothing.status).toBe(409)
    expect(await nothing.json()).toMatchObject({ message: 'No lead fees are outstanding' })
  })

  it('leaves a fee that came after the payment started for the next payment', async () => {
    const { lead, fees, pay } = await ownerOwingFees(1)
    const { clientSecret } = await (await pay()).json()
    expect((await lead()).status).toBe(201)
    expect((await payWithTestCard(clientSecret, '4242424242424242')).status).toBe(200)
    expect(await fees()).toMatchObject({ outstanding: '5.00', outstandingCount: 1, paid: '5.00' })
    const next = await (await pay()).json()
    expect(next.amount).toBe('5.00')
    expect(next.clientSecret).not.toBe(clientSecret)
  })
})

describe('paying lead fees with Stripe', () => {
  /** Stripe's PaymentIntents API: answers each create with an intent for its amount. */
  function stripeAnswers() {
    let created = 0
    server.use(
      http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
        const form = new URLSearchParams(await request.text())
        created += 1
        return HttpResponse.json({
          object: 'payment_intent',
          id: `pi_fees_${crypto.randomUUID()}`,
          client_secret: 'secret',
          amount: Number(form.get('amount')),
          currency: 'usd',
          status: 'requires_payment_method',
          metadata: {},
        })
      }),
    )
    return () => created
  }

  const intentEvent = (id: string, type: string, intentId: string, amount: number) => ({
    id,
    object: 'event',
    type,
    data: {
      object: {
        object: 'payment_intent',
        id: intentId,
        amount,
        amount_received: type === 'payment_intent.succeeded' ? amount : 0,
        metadata: {},
      },
    },
  })

  it('marks the fees paid from the signed webhook once, whatever the order or repetition of events', async () => {
    const created = stripeAnswers()
    const { owner, fees, pay } = await ownerOwingFees(2)
    expect((await pay({ env: stripeEnv })).status).toBe(200)
    expect(created()).toBe(1)
    const { intentId } = (await env.DB.prepare(
      'select payment_intent_id as intentId from business_payments where owner_id = ? limit 1',
    )
      .bind(owner.user.id)
      .first<{ intentId: string }>())!

    // Too little received pays nothing.
    await signedDelivery(intentEvent(`evt_short_${intentId}`, 'payment_intent.succeeded', intentId, 999))
    expect(await fees()).toMatchObject({ outstandingCount: 2 })

    const events = [
      intentEvent(`evt_fail_${intentId}`, 'payment_intent.payment_failed', intentId, 1000),
      intentEvent(`evt_ok_${intentId}`, 'payment_intent.succeeded', intentId, 1000),
    ]
    const deliveries = events.flatMap((event) => Array<typeof event>(4).fill(event)).sort(() => Math.random() - 0.5)
    const statuses = await Promise.all(deliveries.map((event) => signedDelivery(event).then((answer) => answer.status)))
    expect(statuses.every((status) => status === 200)).toBe(true)
    expect(await fees()).toMatchObject({ outstanding: '0.00', paid: '10.00' })
    expect(await leadPayments(owner.user.id)).toEqual(['succeeded', 'succeeded'])
    const recorded = await env.DB.prepare('select count(*) as n from payment_events where id like ?')
      .bind(`evt_%_${intentId}`)
      .first<{ n: number }>()
    expect(recorded!.n).toBe(3)
  })

  it('records a success for an intent that pays no fees and no booking, for a refund', async () => {
    const response = await signedDelivery(intentEvent('evt_stranger', 'payment_intent.succeeded', 'pi_not_ours', 500))
    expect(await response.json()).toEqual({ received: true, result: 'applied' })
    expect(await receivedPayment('pi_not_ours')).toMatchObject({
      amount_cents: 500,
      status: 'succeeded',
      refund_reason: expect.stringContaining('refund this payment'),
    })
  })
})
