/** Checkout with the offline test-mode provider (no Stripe key): intents, test cards, the booking's state. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'
import { bookingRow, countPaymentEmails, heldBooking } from '../helpers/payments'
import { api, type Api, errorOf, type JsonOf, unchecked } from '../helpers/worker-client'

let client = 0
/** Each call pays from its own address, so the per-client payment limit never interferes. */
const from = () => ({ 'cf-connecting-ip': `203.0.113.${++client}` })

const createIntent = (json: JsonOf<Api['create-payment-intent']['$post']>) =>
  api()['create-payment-intent'].$post({ json }, { headers: from() })
const payWithCard = (clientSecret: string, cardNumber: string, extra: Record<string, string> = {}) =>
  api().payments['test-card'].$post(
    { json: { clientSecret, cardNumber, expiry: '12/40', cvc: '123', ...extra } },
    { headers: from() },
  )

async function intentFor(bookingId: string, amount: number) {
  const response = await createIntent({ amount, bookingId, description: 'Trip' })
  expect(response.status).toBe(200)
  return (await response.json()).clientSecret
}

describe('test-mode checkout', () => {
  it('says which card form to show: test mode without a Stripe key', async () => {
    expect(await (await api().payments.config.$get()).json()).toEqual({
      mode: 'test',
      publishableKey: null,
      botCheck: { mode: 'test' },
    })
  })

  it("charges the booking's own total, refuses any other amount, and gives a reloaded page the same payment", async () => {
    const { bookingId, amount } = await heldBooking({ pricePerNight: '200.00' })
    expect(amount).toBe(400) // 2 nights × 200, no delivery chosen

    const forged = await createIntent({ amount: 1, bookingId })
    expect(forged.status).toBe(409)
    // The refusal does not tell a stranger holding the id what the booking costs.
    const refusal = await errorOf(forged)
    expect(refusal.message).toBe('The amount does not match this booking. Go back to your booking and try again.')
    expect(refusal.message).not.toContain('400')

    const first = await intentFor(bookingId, amount)
    expect(await intentFor(bookingId, amount)).toBe(first)
    const intent = await env.DB.prepare(
      'select id, amount_cents, booking_id from test_payment_intents where client_secret = ?',
    )
      .bind(first)
      .first<{ id: string; amount_cents: number; booking_id: string }>()
    expect(intent).toMatchObject({ amount_cents: 40_000, booking_id: bookingId })
    expect((await bookingRow(bookingId))?.payment_intent_id).toBe(intent!.id)
  })

  it('refuses amounts that are not positive numbers, unknown bookings, and large payments without a booking', async () => {
    for (const amount of [0, -5, '12', null]) {
      const response = await createIntent({ amount: unchecked(amount) })
      expect(response.status, `amount ${amount}`).toBe(400)
    }
    expect((await createIntent({ amount: 10, bookingId: 'nope' })).status).toBe(404)
    const tooLarge = await createIntent({ amount: 500.01, botCheckToken: TEST_BOT_CHECK_TOKEN })
    expect(tooLarge.status).toBe(400)
    expect(await tooLarge.json()).toMatchObject({ message: 'A payment without a booking can be at most $500.00' })
    expect(
      (await createIntent({ amount: 25.5, description: 'Gift card', botCheckToken: TEST_BOT_CHECK_TOKEN })).status,
    ).toBe(200)
  })

  it('declines 4000 0000 0000 0002 with Stripe’s message, then takes 4242 4242 4242 4242 and confirms the booking once', async () => {
    const { bookingId, amount } = await heldBooking()
    const clientSecret = await intentFor(bookingId, amount)

    const declined = await payWithCard(clientSecret, '4000 0000 0000 0002')
    expect(declined.status).toBe(402)
    expect(await declined.json()).toMatchObject({ message: 'Your card was declined.' })
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending', payment_status: 'failed' })

    const paid = await payWithCard(clientSecret, '4242 4242 4242 4242')
    expect(paid.status).toBe(200)
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'confirmed', payment_status: 'succeeded' })
    // Paying again (a double click) changes nothing.
    expect((await payWithCard(clientSecret, '4242424242424242')).status).toBe(200)
    expect(await countPaymentEmails(bookingId)).toBe(1)
    const history = await env.DB.prepare(
      'select from_status, to_status from booking_status_changes where booking_id = ? order by created_at',
    )
      .bind(bookingId)
      .all()
    expect(history.results).toEqual([
      { from_status: null, to_status: 'pending' },
      { from_status: 'pending', to_status: 'confirmed' },
    ])
    const notification = await env.DB.prepare(
      "select type, email, status from notifications where booking_id = ? and type = 'payment_confirmation'",
    )
      .bind(bookingId)
      .first()
    expect(notification).toMatchObject({
      type: 'payment_confirmation',
      email: expect.stringMatching(/^rae\d+@example.com$/),
      status: 'pending',
    })
  })

  it('judges expiry, CVC, number and insufficient funds the way Stripe’s test mode does', async () => {
    const { bookingId, amount } = await heldBooking()
    const clientSecret = await intentFor(bookingId, amount)
    const cases: [string, Record<string, string>, string][] = [
      ['4000 0000 0000 9995', {}, 'Your card has insufficient funds.'],
      ['4242 4242 4242 4241', {}, 'Your card number is incorrect.'],
      ['4242 4242 4242 4242', { expiry: '01/20' }, "Your card's expiration date is in the past."],
      ['4242 4242 4242 4242', { expiry: '13/40' }, "Your card's expiration month is invalid."],
      ['4242 4242 4242 4242', { cvc: '12' }, "Your card's security code is incomplete."],
    ]
    for (const [number, extra, message] of cases) {
      const response = await payWithCard(clientSecret, number, extra)
      expect(response.status, message).toBe(402)
      expect(await response.json()).toMatchObject({ message })
    }
    expect((await bookingRow(bookingId))?.payment_status).toBe('failed')
  })

  it('refuses to pay an expired hold or an already paid booking', async () => {
    const { bookingId, amount } = await heldBooking()
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(bookingId).run()
    const expired = await createIntent({ amount, bookingId })
    expect(expired.status).toBe(409)
    expect(await expired.json()).toMatchObject({
      message: 'The 30 minutes we held this RV for you have passed. Please book it again.',
    })

    // The hold lapsing after the payment form opened: the card is not charged.
    const lapsed = await heldBooking()
    const lapsedSecret = await intentFor(lapsed.bookingId, lapsed.amount)
    await env.DB.prepare('update bookings set held_until = 1 where id = ?').bind(lapsed.bookingId).run()
    const late = await payWithCard(lapsedSecret, '4242424242424242')
    expect(late.status).toBe(409)
    expect(await bookingRow(lapsed.bookingId)).toMatchObject({ payment_status: 'pending' })

    const paid = await heldBooking()
    await payWithCard(await intentFor(paid.bookingId, paid.amount), '4242424242424242')
    const again = await createIntent({ amount: paid.amount, bookingId: paid.bookingId })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This booking is already paid' })

    // Part paid to the owner (cash), after the renter opened the card form: no card charge for the whole total.
    const partly = await heldBooking()
    const partlySecret = await intentFor(partly.bookingId, partly.amount)
    const cash = await api(partly.owner.cookie).payments.bookings[':id'].$post({
      param: { id: partly.bookingId },
      json: { method: 'cash', amount: '50.00', paidOn: new Date().toISOString().slice(0, 10) },
    })
    expect(cash.status).toBe(201)
    const toOwner = {
      message: 'The owner has recorded a payment for this booking. Pay the rest to them as you agreed.',
    }
    expect(await (await createIntent({ amount: partly.amount, bookingId: partly.bookingId })).json()).toMatchObject(
      toOwner,
    )
    const card = await payWithCard(partlySecret, '4242424242424242')
    expect(card.status).toBe(409)
    expect(await bookingRow(partly.bookingId)).toMatchObject({ payment_status: 'pending' })
  })

  it('never marks a booking paid on the renter’s word: the booking payment call asks the provider', async () => {
    const { bookingId, amount } = await heldBooking()
    const claim = () => api().bookings[':id'].payment.$post({ param: { id: bookingId }, json: { status: 'succeeded' } })

    expect((await claim()).status).toBe(409) // no payment started
    const clientSecret = await intentFor(bookingId, amount)
    const unpaid = await claim()
    expect(unpaid.status).toBe(409)
    expect(await unpaid.json()).toMatchObject({ message: 'The payment provider has not confirmed this payment' })
    expect(await bookingRow(bookingId)).toMatchObject({ status: 'pending', payment_status: 'pending' })

    await payWithCard(clientSecret, '4242424242424242')
    const confirmed = await claim()
    expect(confirmed.status).toBe(200)
    expect(await confirmed.json()).toEqual({
      id: bookingId,
      status: 'confirmed',
      paymentStatus: 'succeeded',
      requestStatus: null,
    })
    expect(await countPaymentEmails(bookingId)).toBe(1)
    expect(
      (await api().bookings[':id'].payment.$post({ param: { id: bookingId }, json: { status: unchecked('failed') } }))
        .status,
    ).toBe(400)
  })

  it('lets the renter find their booking by its id and their email, and nobody else', async () => {
    const { bookingId, amount } = await heldBooking()
    await payWithCard(await intentFor(bookingId, amount), '4242424242424242')
    const email = (await env.DB.prepare(
      'select c.email from bookings b join customers c on c.id = b.customer_id where b.id = ?',
    )
      .bind(bookingId)
      .first<{ email: string }>())!.email
    const lookup = (id: string, address: string) =>
      api().bookings.lookup.$get({ query: { bookingId: id, email: address } }, { headers: from() })

    const found = await lookup(bookingId, email.toUpperCase())
    expect(found.status).toBe(200)
    expect(await found.json()).toMatchObject({
      id: bookingId,
      status: 'confirmed',
      paymentStatus: 'succeeded',
      totalPrice: '400.00',
      rvName: 'Test RV',
    })
    for (const response of [await lookup(bookingId, 'someone@example.com'), await lookup(crypto.randomUUID(), email)]) {
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message: 'No booking matches that booking ID and email' })
    }
    expect((await lookup(bookingId, 'not-an-email')).status).toBe(400)

    // Ten lookups a minute per client, counted apart from holds and quotes: a renter who has just
    // held and priced can still find their booking, and a stranger cannot pair emails with an id.
    const client = from()
    const quote = () =>
      api().bookings.quote.$post(
        { json: { rvId: crypto.randomUUID(), startDate: '2030-01-01', endDate: '2030-01-03', zipCode: '10001' } },
        { headers: client },
      )
    for (let attempt = 0; attempt < 10; attempt++) expect((await quote()).status).not.toBe(429)
    const own = () => api().bookings.lookup.$get({ query: { bookingId, email } }, { headers: client })
    for (let attempt = 0; attempt < 10; attempt++) expect((await own()).status).toBe(200)
    expect((await own()).status).toBe(429)
  })
})
