/**
 * Sending a campaign under a failing database or queue. A send is written a chunk (100 customers)
 * at a time, each chunk one batch, so it is resumable rather than all-or-nothing: a failure leaves
 * whole chunks (every copy with its email), says how far it got, and 'Send' again reaches exactly
 * the customers left, so everyone ends with one copy.
 */
import { env } from 'cloudflare:workers'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEND_CHUNK_SIZE } from '../../worker/modules/marketing/campaigns/sending'
import { expectUnavailable, rowCounts, rowDelta } from '../helpers/fault-runs'
import { D1_FAILURES, faultyBindings } from '../helpers/faulty-bindings'
import { FAULT_RUNS } from '../helpers/test-depth'
import { api, establishOwner, signUpOwner } from '../helpers/worker-client'

// Every injected failure is logged by the app; the assertions say what matters.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

/** Two chunks: a full one and a short one. */
const AUDIENCE = SEND_CHUNK_SIZE + 10

const owner = signUpOwner().then(async (signedUp) => {
  // A century old: the property sends a hundred campaigns, far past any daily limit a real account has.
  await establishOwner(signedUp.user.id, 36_500)
  const now = Date.now()
  await env.DB.batch(
    Array.from({ length: AUDIENCE }, (_, i) =>
      env.DB.prepare(
        'insert into customers (id, owner_id, first_name, email, marketing_consent_at, created_at) values (?, ?, ?, ?, ?, ?)',
      ).bind(
        crypto.randomUUID(),
        signedUp.user.id,
        `Renter ${i}`,
        `bulk-${i}-${crypto.randomUUID().slice(0, 6)}@example.com`,
        now,
        now,
      ),
    ),
  )
  return signedUp
})
beforeAll(() => owner)

/** A new draft email campaign for each run (made without faults). */
async function newCampaign() {
  const response = await api((await owner).cookie).campaigns.$post({
    json: { name: 'Spring getaway', emailSubject: 'Your spring trip', emailContent: 'Book now and see you soon.' },
  })
  return (await response.json()).id
}

const send = async (id: string, bindings: object) =>
  api({ cookie: (await owner).cookie, env: bindings }).campaigns[':id'].send.$post({ param: { id } })

/** The campaign's copies, each checked to have its email, and whether it is marked sent. */
async function sendState(id: string) {
  const copies = await env.DB.prepare(
    `select count(*) as copies, count(distinct r.customer_id) as customers, count(n.id) as emails
     from campaign_recipients r left join notifications n on n.id = r.notification_id where r.campaign_id = ?`,
  )
    .bind(id)
    .first<{ copies: number; customers: number; emails: number }>()
  const campaign = await env.DB.prepare('select sent_at as sentAt, status from campaigns where id = ?')
    .bind(id)
    .first<{ sentAt: number | null; status: string }>()
  return { ...copies!, sent: campaign!.sentAt !== null && campaign!.status === 'active' }
}

describe('sending a campaign under faults', () => {
  it('keeps whole chunks, says how far it got, and finishes without duplicates when sent again', async () => {
    const clean = await newCampaign()
    const before = await rowCounts()
    const counted = faultyBindings()
    const response = await send(clean, counted.env)
    expect(await response.json()).toEqual({ queued: AUDIENCE, recipients: AUDIENCE, waiting: 0 })
    const written = rowDelta(before, await rowCounts())
    expect(written).toEqual({ campaign_recipients: AUDIENCE, notifications: AUDIENCE })
    const calls = counted.calls.length

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: calls }), fc.constantFrom(...D1_FAILURES), async (k, d1Failure) => {
        const id = await newCampaign()
        const start = await rowCounts()
        const faulty = faultyBindings({ failAt: k, d1Failure })
        const failed = await send(id, faulty.env)
        expect(faulty.injected, `call ${k} of ${faulty.calls.join(', ')}`).not.toBeNull()
        const state = await sendState(id)
        // Whole chunks only: every copy has its email, for a distinct customer.
        expect(state.copies % SEND_CHUNK_SIZE === 0 || state.copies === AUDIENCE).toBe(true)
        expect(state).toMatchObject({ customers: state.copies, emails: state.copies, sent: state.copies > 0 })
        expect(rowDelta(start, await rowCounts())).toEqual(
          state.copies > 0 ? { campaign_recipients: state.copies, notifications: state.copies } : {},
        )

        if (faulty.injected!.binding === 'EMAILS') {
          // The copies are saved; the emails the queue refused wait for the sweep.
          expect(await failed.json()).toEqual({ queued: AUDIENCE, recipients: AUDIENCE, waiting: 0 })
          return
        }
        if (state.copies === 0) await expectUnavailable(failed)
        else {
          expect(failed.status).toBe(503)
          expect(failed.headers.get('retry-after')).toBe('5')
          expect(await failed.json()).toEqual({
            message: `Sending stopped after ${state.copies} emails were queued. Send again to reach the rest: nobody gets it twice.`,
            code: 'unavailable',
          })
        }
        const again = await send(id, faultyBindings().env)
        expect(await again.json()).toEqual({ queued: AUDIENCE - state.copies, recipients: AUDIENCE, waiting: 0 })
        expect(await sendState(id)).toEqual({ copies: AUDIENCE, customers: AUDIENCE, emails: AUDIENCE, sent: true })
        expect(rowDelta(start, await rowCounts())).toEqual(written)
      }),
      {
        numRuns: FAULT_RUNS,
        // Whatever the draw: the first call, the second chunk's batch (after the first was written) and the last call.
        examples: [
          [1, D1_FAILURES[0]],
          [counted.calls.lastIndexOf('DB.batch') + 1, D1_FAILURES[2]],
          [calls, D1_FAILURES[1]],
        ],
      },
    )
  })
})
