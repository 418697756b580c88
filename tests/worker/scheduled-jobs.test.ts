/**
 * The cron jobs and the email edges the audit found: a queue outage never fails a saved booking,
 * an email whose send could not be recorded is never sent twice, the sweep runs every 10 minutes,
 * and the daily clean-up deletes only what has stopped mattering.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  waitOnExecutionContext,
} from 'cloudflare:test'
import { queueResult } from '../helpers/queue-result'
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import entry from '../../worker/index'
import { EXPIRED_HOLD_RETENTION_MS } from '../../worker/modules/bookings/hold-expiry'
import { SENDGRID_URL } from '../../worker/modules/notifications/providers'
import { UNCONFIRMED_SEND_ERROR } from '../../worker/modules/notifications/sweep'
import { DAILY_CRON, FREQUENT_CRON, runFrequentJobs } from '../../worker/scheduled'
import { dayFromToday, makeCustomer, makeRv } from '../helpers/fleet'
import { useMockServer } from '../helpers/msw'
import { api, type Api, type JsonOf, signUpOwner } from '../helpers/worker-client'

const server = useMockServer()
const worker: ExportedHandler<Env> = entry
const MINUTE = 60_000
const DAY = 86_400_000

let client = 0
const renter = () => ({
  zipCode: '94110',
  firstName: 'Rae',
  lastName: 'Field',
  email: `rae${++client}-${crypto.randomUUID().slice(0, 6)}@example.com`,
  phone: '555-222-3333',
})
type HoldInput = JsonOf<Api['bookings']['hold']['$post']>
const hold = (
  json: Omit<HoldInput, keyof ReturnType<typeof renter>> & Partial<HoldInput>,
  { env: settings }: { env?: Partial<Env> } = {},
) => {
  // The renter first: each one is a new client.
  const body = { ...renter(), ...json }
  return api({ headers: { 'cf-connecting-ip': `203.0.113.${100 + client}` }, env: settings }).bookings.hold.$post({
    json: body,
  })
}

const first = <T>(query: string, ...values: unknown[]) =>
  env.DB.prepare(query)
    .bind(...values)
    .first<T>()

async function runCron(cron: string, scheduledTime: number) {
  const ctx = createExecutionContext()
  await worker.scheduled!(createScheduledController({ cron, scheduledTime }), env, ctx)
  await waitOnExecutionContext(ctx)
}

/** A queue that is down: every send fails. */
const brokenQueue = {
  send: () => Promise.reject(new Error('queue unavailable')),
  sendBatch: () => Promise.reject(new Error('queue unavailable')),
} as unknown as Queue

describe('a queue outage', () => {
  it('never turns a saved hold into an error; the sweep queues its email later', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie)
    const response = await hold(
      { rvId: rv.id, startDate: dayFromToday(20), endDate: dayFromToday(22) },
      { env: { EMAILS: brokenQueue } },
    )
    expect(response.status).toBe(201)
    const { bookingId } = await response.json()
    const email = await first<{ id: string; status: string }>(
      "select id, status from notifications where booking_id = ? and type = 'booking_confirmation'",
      bookingId,
    )
    expect(email?.status).toBe('pending')

    const sweep = await runFrequentJobs(env, Date.now() + 16 * MINUTE)
    expect(sweep.requeued).toBeGreaterThanOrEqual(1)
  })
})

describe('an email whose send could not be recorded', () => {
  it('is never sent twice: a retry skips it and the sweep marks it for a person to resend', async () => {
    const owner = await signUpOwner()
    const id = crypto.randomUUID()
    await env.DB.prepare(
      "insert into notifications (id, owner_id, type, email, subject, content, text_content, status, provider, created_at) values (?, ?, 'booking_confirmation', 'renter@example.com', 'Your booking', '<p>Hi</p>', 'Hi', 'pending', 'sendgrid', ?)",
    )
      .bind(id, owner.user.id, Date.now())
      .run()
    let sends = 0
    server.use(
      http.post(SENDGRID_URL, () => {
        sends += 1
        return new HttpResponse(null, { status: 202, headers: { 'x-message-id': 'sg-once' } })
      }),
    )
    // D1 refuses the write that records the send (it sets the status), as an outage right after sending would.
    const failingDb = new Proxy(env.DB, {
      get(target, property) {
        if (property === 'prepare') {
          return (query: string) => {
            if (query.includes('set "status" = ?')) throw new Error('D1 is unavailable')
            return target.prepare(query)
          }
        }
        const value = Reflect.get(target, property) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const deliver = async (settings: Env) => {
      const batch = createMessageBatch<{ notificationId: string }>('rv-connect-emails', [
        { id: 'm0', timestamp: new Date(), attempts: 1, body: { notificationId: id } },
      ])
      const ctx = createExecutionContext()
      await worker.queue!(batch, settings, ctx)
      return queueResult(batch, ctx)
    }
    const withSendGrid = { ...env, SENDGRID_API_KEY: 'SG.test-key' }
    await deliver({ ...withSendGrid, DB: failingDb })
    expect(sends).toBe(1)
    expect(await first('select status from notifications where id = ?', id)).toMatchObject({ status: 'pending' })

    // The same message again (a retry, or a duplicate delivery): no second send.
    const again = await deliver(withSendGrid)
    expect(sends).toBe(1)
    expect(again.explicitAcks).toEqual(['m0'])

    await runFrequentJobs(env, Date.now() + 16 * MINUTE)
    expect(await first('select status, error from notifications where id = ?', id)).toEqual({
      status: 'failed',
      error: UNCONFIRMED_SEND_ERROR,
    })
    expect(sends).toBe(1)
  })
})

describe('the cron schedule', () => {
  it('expires lapsed holds every 10 minutes and prunes revocations daily', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie)
    const { bookingId } = await (
      await hold({ rvId: rv.id, startDate: dayFromToday(30), endDate: dayFromToday(32) })
    ).json()
    await runCron(FREQUENT_CRON, Date.now() + 31 * MINUTE)
    expect(await first('select status from bookings where id = ?', bookingId)).toEqual({ status: 'expired' })

    const stale = crypto.randomUUID()
    const live = crypto.randomUUID()
    await env.DB.batch([
      env.DB.prepare('insert into session_revocations (session_id, expires_at) values (?, ?)').bind(
        stale,
        Date.now() - 1000,
      ),
      env.DB.prepare('insert into session_revocations (session_id, expires_at) values (?, ?)').bind(
        live,
        Date.now() + DAY,
      ),
    ])
    await runCron(DAILY_CRON, Date.now())
    expect(await first('select count(*) as n from session_revocations where session_id = ?', stale)).toEqual({ n: 0 })
    expect(await first('select count(*) as n from session_revocations where session_id = ?', live)).toEqual({ n: 1 })
  })
})

describe('the daily clean-up', () => {
  it('deletes month-old expired holds and the customers only they created, failed payment events and abandoned test intents; keeps the rest', async () => {
    const owner = await signUpOwner()
    const [rv, ownCustomer] = await Promise.all([makeRv(owner.cookie), makeCustomer(owner.cookie)])
    const oldHold = await (await hold({ rvId: rv.id, startDate: dayFromToday(40), endDate: dayFromToday(42) })).json()
    const recentHold = await (
      await hold({ rvId: rv.id, startDate: dayFromToday(50), endDate: dayFromToday(52) })
    ).json()
    const now = Date.now()
    await env.DB.batch([
      env.DB.prepare("update bookings set status = 'expired', held_until = ? where id = ?").bind(
        now - EXPIRED_HOLD_RETENTION_MS - DAY,
        oldHold.bookingId,
      ),
      env.DB.prepare("update bookings set status = 'expired', held_until = ? where id = ?").bind(
        now - DAY,
        recentHold.bookingId,
      ),
      env.DB.prepare(
        "insert into payment_events (id, type, booking_id, created_at) values ('evt_old_failure', 'payment_intent.payment_failed', null, ?)",
      ).bind(now - 31 * DAY),
      env.DB.prepare(
        "insert into payment_events (id, type, booking_id, created_at) values ('evt_new_failure', 'payment_intent.payment_failed', null, ?)",
      ).bind(now - DAY / 2),
      env.DB.prepare(
        "insert into payment_events (id, type, booking_id, created_at) values ('evt_old_success', 'payment_intent.succeeded', null, ?)",
      ).bind(now - 31 * DAY),
      env.DB.prepare(
        "insert into test_payment_intents (id, client_secret, amount_cents, currency, description, status, created_at, updated_at) values ('pi_test_abandoned', 's1', 100, 'usd', 'x', 'requires_payment_method', ?, ?)",
      ).bind(now - 2 * DAY, now - 2 * DAY),
      env.DB.prepare(
        "insert into test_payment_intents (id, client_secret, amount_cents, currency, description, status, created_at, updated_at) values ('pi_test_paid', 's2', 100, 'usd', 'x', 'succeeded', ?, ?)",
      ).bind(now - 2 * DAY, now - 2 * DAY),
    ])
    const oldCustomer = await first<{ customer_id: string }>(
      'select customer_id from bookings where id = ?',
      oldHold.bookingId,
    )

    await runCron(DAILY_CRON, now)

    const exists = async (table: string, column: string, value: string) =>
      ((await first<{ n: number }>(`select count(*) as n from ${table} where ${column} = ?`, value))?.n ?? 0) > 0
    expect(await exists('bookings', 'id', oldHold.bookingId)).toBe(false)
    expect(await exists('customers', 'id', oldCustomer!.customer_id)).toBe(false)
    expect(await exists('bookings', 'id', recentHold.bookingId)).toBe(true)
    expect(await exists('customers', 'id', ownCustomer.id)).toBe(true)
    expect(await exists('payment_events', 'id', 'evt_old_failure')).toBe(false)
    expect(await exists('payment_events', 'id', 'evt_new_failure')).toBe(true)
    expect(await exists('payment_events', 'id', 'evt_old_success')).toBe(true)
    expect(await exists('test_payment_intents', 'id', 'pi_test_abandoned')).toBe(false)
    expect(await exists('test_payment_intents', 'id', 'pi_test_paid')).toBe(true)
  })
})
