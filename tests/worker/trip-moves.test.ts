import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addDays, dayInTimeZone } from '../../worker/lib/shared/dates'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { type AnyResponse, api, type Api, errorOf, type JsonOf, unchecked } from '../helpers/worker-client'

// The zones furthest ahead of and behind UTC: their days differ by one or two at any moment.
const AHEAD = 'Pacific/Kiritimati'
const BEHIND = 'Pacific/Pago_Pago'

type PaymentInput = JsonOf<Api['payments']['bookings'][':id']['$post']>

/** An owner (in `timeZone`, UTC if none) with a confirmed $100-a-night booking of `nights` from `startDate`. */
async function confirmedBooking(
  startDate: string,
  { timeZone, nights = 2 }: { timeZone?: string; nights?: number } = {},
) {
  const fleet = await ownerWithFleet()
  const { cookie } = fleet.owner
  if (timeZone) await api(cookie).auth.settings.$put({ json: { timeZone } })
  const response = await fleet.book({ startDate, endDate: addDays(startDate, nights), status: 'confirmed' })
  expect(response.status).toBe(201)
  const booking = await response.json()
  const move = (status: JsonOf<Api['bookings'][':id']['status']['$patch']>['status']) =>
    api(cookie).bookings[':id'].status.$patch({ param: { id: booking.id }, json: { status } })
  const pay = (json: Pick<PaymentInput, 'amount'> & Partial<PaymentInput>) =>
    api(cookie).payments.bookings[':id'].$post({
      param: { id: booking.id },
      json: { method: 'cash', paidOn: dayInTimeZone(Date.now(), timeZone ?? null), ...json },
    })
  return { ...fleet, booking, move, pay }
}

const refusal = async (response: AnyResponse) => ({ status: response.status, body: await response.json() })

describe('starting and completing a trip', () => {
  it('refuses to start or complete an unpaid trip two days ahead (the audit: it ended Completed and Unpaid)', async () => {
    const { booking, move } = await confirmedBooking(dayFromToday(2))
    expect(await refusal(await move('in_progress'))).toEqual({
      status: 409,
      body: {
        code: 'move_not_allowed',
        message: `The trip can start on its pickup day, ${dayFromToday(2)}, not before`,
      },
    })
    expect((await move('completed')).status).toBe(409)
    const row = await env.DB.prepare('select status, payment_status from bookings where id = ?')
      .bind(booking.id)
      .first()
    expect(row).toEqual({ status: 'confirmed', payment_status: 'pending' })
  })

  it('starts an unpaid trip on its pickup day only once its offline payments cover the total', async () => {
    const { booking, move, pay } = await confirmedBooking(dayFromToday(0))
    expect(await refusal(await move('in_progress'))).toEqual({
      status: 409,
      body: { code: 'move_not_allowed', message: 'This booking is unpaid: record its payment before the trip starts' },
    })
    expect((await pay({ amount: '150.00', note: 'Deposit' })).status).toBe(201)
    expect((await move('in_progress')).status).toBe(409)
    const rest = await pay({ method: 'bank_transfer', amount: '50.00' })
    expect(rest.status).toBe(201)
    expect(await rest.json()).toMatchObject({
      paymentStatus: 'succeeded',
      total: '200.00',
      paid: '200.00',
      owed: '0.00',
    })
    expect(await (await move('in_progress')).json()).toMatchObject({
      status: 'in_progress',
      paymentStatus: 'succeeded',
    })
    expect(await (await move('completed')).json()).toMatchObject({ status: 'completed' })
    const history = await env.DB.prepare(
      'select from_status, to_status from booking_status_changes where booking_id = ? order by created_at, rowid',
    )
      .bind(booking.id)
      .all()
    expect(history.results.map((change) => `${change.from_status}→${change.to_status}`)).toEqual([
      'null→confirmed',
      'confirmed→in_progress',
      'in_progress→completed',
    ])
  })

  it("judges the pickup day by the owner's time zone", async () => {
    // The day that has begun furthest east: today there, tomorrow (or later) for an owner furthest west.
    const eastToday = dayInTimeZone(Date.now(), AHEAD)
    const east = await confirmedBooking(eastToday, { timeZone: AHEAD })
    expect((await east.pay({ amount: '200.00' })).status).toBe(201)
    expect((await east.move('in_progress')).status).toBe(200)

    const west = await confirmedBooking(eastToday, { timeZone: BEHIND })
    // A payment dated the eastern today is a day still to come in the west.
    expect(await refusal(await west.pay({ amount: '200.00', paidOn: eastToday }))).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { paidOn: ['Payment date cannot be in the future'] } }),
    })
    expect((await west.pay({ amount: '200.00' })).status).toBe(201)
    expect(await refusal(await west.move('in_progress'))).toEqual({
      status: 409,
      body: { code: 'move_not_allowed', message: `The trip can start on its pickup day, ${eastToday}, not before` },
    })
  })

  it('refuses to complete a trip started before its pickup day until that day', async () => {
    const { booking, move } = await confirmedBooking(dayFromToday(3))
    // A trip put in progress early, before the rule existed.
    await env.DB.prepare("update bookings set status = 'in_progress' where id = ?").bind(booking.id).run()
    expect(await refusal(await move('completed'))).toEqual({
      status: 409,
      body: {
        code: 'move_not_allowed',
        message: `The trip can complete only after it started, on or after ${dayFromToday(3)}`,
      },
    })
  })
})

describe('recording an offline payment', () => {
  it('refuses more than is owed, then marks the booking paid once the payments cover its total', async () => {
    const { owner, booking, pay } = await confirmedBooking(dayFromToday(5))
    expect((await pay({ amount: '120.00', method: 'cheque', note: 'Cheque #1021' })).status).toBe(201)
    expect(await refusal(await pay({ amount: '80.01' }))).toEqual({
      status: 400,
      body: expect.objectContaining({ fields: { amount: ['At most $80.00 is owed on this booking'] } }),
    })
    expect((await pay({ amount: '80.00' })).status).toBe(201)
    const summary = await (await api(owner.cookie).payments.bookings[':id'].$get({ param: { id: booking.id } })).json()
    expect(summary).toMatchObject({
      paymentStatus: 'succeeded',
      paid: '200.00',
      owed: '0.00',
      items: [
        { method: 'cheque', amount: '120.00', note: 'Cheque #1021' },
        { method: 'cash', amount: '80.00', note: null },
      ],
    })
    expect(await refusal(await pay({ amount: '1.00' }))).toEqual({
      status: 409,
      body: { code: 'already_paid', message: 'This booking is already paid' },
    })
    const listed = await (await api(owner.cookie).bookings.$get({ query: {} })).json()
    expect(listed.items).toEqual([expect.objectContaining({ id: booking.id, paymentStatus: 'succeeded' })])
  })

  it('lets only one of two payments of the whole total recorded at once apply', async () => {
    const { booking, pay } = await confirmedBooking(dayFromToday(6))
    const statuses = (await Promise.all([pay({ amount: '200.00' }), pay({ amount: '200.00' })])).map((r) => r.status)
    expect(statuses.sort()).toEqual([201, 409])
    const recorded = await env.DB.prepare(
      'select sum(amount_cents) as cents from booking_payments where booking_id = ?',
    )
      .bind(booking.id)
      .first()
    expect(recorded).toEqual({ cents: 20_000 })
  })

  it("refuses a cancelled booking, another owner's booking and bad input", async () => {
    const { booking, move, pay } = await confirmedBooking(dayFromToday(7))
    const other = await confirmedBooking(dayFromToday(7))
    expect((await other.pay({ amount: '1.00' })).status).toBe(201)
    const theirs = await api((await confirmedBooking(dayFromToday(8))).owner.cookie).payments.bookings[':id'].$post({
      param: { id: other.booking.id },
      json: { method: 'cash', amount: '1.00', paidOn: dayFromToday(0) },
    })
    expect(theirs.status).toBe(404)
    const fields = async (json: Parameters<typeof pay>[0]) => (await errorOf(await pay(json))).fields
    expect(await fields({ amount: '0' })).toEqual({ amount: ['Amount must be more than 0.00'] })
    expect(await fields({ amount: '1.00', method: unchecked('card') })).toEqual({ method: ['Choose how it was paid'] })
    expect(await fields({ amount: '1.00', paidOn: 'yesterday' })).toMatchObject({ paidOn: expect.any(Array) })
    expect((await move('cancelled')).status).toBe(200)
    expect(await refusal(await pay({ amount: '1.00' }))).toEqual({
      status: 409,
      body: { code: 'booking_closed', message: 'This booking is cancelled: it takes no payment' },
    })
    const recorded = await env.DB.prepare('select count(*) as n from booking_payments where booking_id = ?')
      .bind(booking.id)
      .first()
    expect(recorded).toEqual({ n: 0 })
  })
})
