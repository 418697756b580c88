/**
 * What the API answers when D1 or the EMAILS queue fails, apart from any one flow: a read asks to
 * be tried again, a statement the database refused is still our bug (500), and an email whose
 * queue message was lost is sent by the sweep. The flows themselves are proven in the other
 * fault-injection files.
 */
import { env } from 'cloudflare:workers'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDb } from '../../worker/db/client'
import { isPlatformFailure } from '../../worker/lib/unavailable'
import { mailer, sweepEmails } from '../../worker/modules/notifications'
import { faultyBindings, openLimiter } from '../helpers/faulty-bindings'
import { dayFromToday, makeRv } from '../helpers/fleet'
import { api, signUpOwner } from '../helpers/worker-client'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'

// Every injected failure is logged by the app; the assertions say what matters.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

describe('telling a platform failure from a bug', () => {
  it('counts D1’s and the queue’s outages, however drizzle wraps them, and nothing else', () => {
    const outages = [
      new Error('D1_ERROR: Network connection lost.'),
      new Error('D1_ERROR: D1 DB is overloaded. Requests queued for too long.'),
      new Error('Network connection lost.'),
      new Error('Queue sendBatch failed: Service Unavailable'),
      new DrizzleQueryError('select 1', [], new Error('D1_ERROR: D1 DB reset because its code was updated.')),
    ]
    const bugs = [
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      new Error('D1_ERROR: UNIQUE constraint failed: customers.email: SQLITE_CONSTRAINT'),
      new Error('D1_ERROR: no such column: nmae: SQLITE_ERROR'),
      new Error('D1_TYPE_ERROR: Type undefined is not supported for value undefined'),
      new DrizzleQueryError(
        'select ?',
        ['Network connection lost.'],
        new Error('D1_ERROR: near "selec": syntax error'),
      ),
    ]
    expect(outages.map(isPlatformFailure)).toEqual(outages.map(() => true))
    expect(bugs.map(isPlatformFailure)).toEqual(bugs.map(() => false))
  })
})

describe('what a failing database answers', () => {
  it('a read: 503, try again in a moment; a refused statement: 500, as any bug', async () => {
    const { cookie } = await signUpOwner()
    const unreachable = await api({ cookie, env: faultyBindings({ failAt: 1 }).env }).customers.$get({ query: {} })
    expect(unreachable.status).toBe(503)
    expect(unreachable.headers.get('retry-after')).toBe('5')
    expect(await unreachable.json()).toEqual({
      message: expect.stringMatching(
        /^We could not load that just now\. Please try again in a moment \(reference [\w-]+\)\.$/,
      ),
      code: 'unavailable',
    })

    const refusal = 'D1_ERROR: UNIQUE constraint failed: customers.owner_id, customers.email: SQLITE_CONSTRAINT'
    const refused = await api({ cookie, env: faultyBindings({ failAt: 1, d1Failure: refusal }).env }).customers.$get({
      query: {},
    })
    expect(refused.status).toBe(500)
    expect(refused.headers.get('retry-after')).toBeNull()
    expect(await refused.json()).toMatchObject({ code: 'internal' })
  })
})

describe('an email whose queue message was lost', () => {
  it('is saved with its event, answered as sent, and queued again by the sweep', async () => {
    const owner = await signUpOwner()
    const rv = await makeRv(owner.cookie)
    const interest = (email: string, bindings: object) =>
      api({ env: { ...bindings, LEAD_LIMITER: openLimiter } }).leads.generate.$post({
        json: {
          ...{ rvId: rv.id, firstName: 'Lee', lastName: 'Park', email },
          ...{ requestedStartDate: dayFromToday(30), requestedEndDate: dayFromToday(33) },
          botCheckToken: TEST_BOT_CHECK_TOKEN,
        },
      })
    const learning = faultyBindings()
    expect((await interest('first@example.com', learning.env)).status).toBe(201)
    const failing = faultyBindings({ failAt: learning.calls.indexOf('EMAILS.sendBatch') + 1 })

    const answered = await interest('second@example.com', failing.env)
    expect(failing.injected).toMatchObject({ binding: 'EMAILS', method: 'sendBatch' })
    expect(answered.status).toBe(201)
    // The newest lead's email to the owner: this test file's database holds no others after it.
    const email = await env.DB.prepare(
      "select id, status, send_started_at as claimedAt from notifications where type = 'lead_received' order by rowid desc limit 1",
    ).first<{ id: string; status: string; claimedAt: number | null }>()
    expect(email).toMatchObject({ status: 'pending', claimedAt: null })

    const sweeping = faultyBindings()
    await sweepEmails({
      ctx: { db: createDb(env.DB), mailer: mailer({ ...env, ...sweeping.env }), now: Date.now() + 16 * 60_000 },
    })
    expect(sweeping.queued).toContain(email!.id)
  })
})
