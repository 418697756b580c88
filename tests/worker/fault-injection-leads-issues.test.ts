/**
 * 'Express Interest', an owner's new issue and a renter's report under a failing database or
 * queue: each writes in one batch, so any one failed call leaves nothing behind and answers 503,
 * and the same request repeated writes exactly one lead (or issue).
 */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkFaults } from '../helpers/fault-runs'
import { openLimiter } from '../helpers/faulty-bindings'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { api } from '../helpers/worker-client'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'

// Every injected failure is logged by the app; the assertions say what matters.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

const renterEmail = `robin-${crypto.randomUUID().slice(0, 8)}@example.com`
const fleet = ownerWithFleet({ name: 'Sunset Cruiser' }, { email: renterEmail, firstName: 'Robin', lastName: 'Vale' })
/** The customer's booking that renters report problems on. */
const booking = fleet.then(async ({ book }) =>
  (await book({ startDate: dayFromToday(2), endDate: dayFromToday(5) })).json(),
)
// Made before any run counts rows.
beforeAll(() => booking)

let run = 0

describe('‘Express Interest’ under faults', () => {
  it('answers 503 and writes nothing when any call fails, and records one lead when repeated', async () => {
    const { rv } = await fleet
    const { written } = await checkFaults({
      // Each run is a new renter: the same email and RV within a day is one lead by design. Earlier
      // runs' leads are from yesterday, so the RV's daily cap on new renters never refuses a run.
      setup: async () => {
        await env.DB.prepare('update leads set created_at = created_at - 86400001 where rv_id = ?').bind(rv.id).run()
        return { email: `lead-${++run}@example.com` }
      },
      send: ({ email }, bindings) =>
        api({ env: { ...bindings, LEAD_LIMITER: openLimiter } }).leads.generate.$post({
          json: {
            rvId: rv.id,
            firstName: 'Lee',
            lastName: 'Park',
            email,
            requestedStartDate: dayFromToday(30),
            requestedEndDate: dayFromToday(33),
            botCheckToken: TEST_BOT_CHECK_TOKEN,
          },
        }),
      status: 201,
      afterSuccess: async ({ email }) => {
        const leads = await env.DB.prepare('select count(*) as n from leads where customer_email = ?')
          .bind(email)
          .first('n')
        expect(leads).toBe(1)
      },
    })
    expect(written).toEqual({ customers: 1, leads: 1, business_payments: 1, notifications: 2 })
  })
})

const problem = { description: 'Since this morning', category: 'electrical', priority: 'high' } as const

describe('an owner’s new issue under faults', () => {
  it('answers 503 and writes nothing when any call fails, and files one issue when repeated', async () => {
    const { owner, rv, customer } = await fleet
    const { written } = await checkFaults({
      setup: () => Promise.resolve({ title: `Awning stuck ${++run}` }),
      send: ({ title }, bindings) =>
        api({ cookie: owner.cookie, env: bindings }).issues.$post({
          json: { ...problem, title, customerId: customer.id, rvId: rv.id },
        }),
      status: 201,
      afterSuccess: async ({ title }, response) => {
        // The answer is the issue as written, with its first history entry, read in the same batch.
        expect(await response.json()).toMatchObject({
          title,
          customerName: 'Robin Vale',
          history: [{ field: 'status', toValue: 'open' }],
        })
      },
    })
    expect(written).toEqual({ issues: 1, issue_changes: 1 })
  })
})

describe('a renter’s report under faults', () => {
  it('answers 503 and writes nothing when any call fails, and files one report when repeated', async () => {
    const { id: bookingId } = await booking
    const { written } = await checkFaults({
      setup: () => Promise.resolve({ title: `Fridge is warm ${++run}` }),
      send: ({ title }, bindings) =>
        api({ env: { ...bindings, RENTER_REPORT_LIMITER: openLimiter } }).issues.report.$post({
          json: { ...problem, title, bookingId, email: renterEmail, photoUrls: [] },
        }),
      status: 201,
      afterSuccess: async ({ title }) => {
        const issues = await env.DB.prepare('select count(*) as n from issues where title = ?').bind(title).first('n')
        expect(issues).toBe(1)
      },
    })
    expect(written).toEqual({ issues: 1, issue_changes: 1, notifications: 1 })
  })
})
