/**
 * The promise every failed write makes ("Nothing was changed — please try again") holds beyond
 * the main flows: writes that answer with the record they changed read it in the same batch, so a
 * failure at any call leaves their rows as they were, and the request repeated applies once.
 * Fewer runs each than the main flows: the same property over more routes.
 */
import { env } from 'cloudflare:workers'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { checkFaults } from '../helpers/fault-runs'
import { openLimiter } from '../helpers/faulty-bindings'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { FAULT_RUNS } from '../helpers/test-depth'
import { api, type Api } from '../helpers/worker-client'
import { TEST_BOT_CHECK_TOKEN } from '../../worker/lib/shared/bot-check'

// Every injected failure is logged by the app; the assertions say what matters.
beforeAll(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterAll(() => vi.restoreAllMocks())

const fleet = ownerWithFleet()
// Made before any run counts rows.
beforeAll(() => fleet)

const RUNS = { numRuns: Math.ceil(FAULT_RUNS / 3) }
let run = 0

/** The API as the fleet's owner, with the faulty bindings. */
const asOwner = async (bindings: object) =>
  api({ cookie: (await fleet).owner.cookie, env: { ...bindings, TEST_EMAIL_LIMITER: openLimiter } })

/** Made without faults, for a run to change. */
async function made<T>(
  create: (owner: Api) => Promise<{ status: number; json(): Promise<T>; text(): Promise<string> }>,
) {
  const response = await create(await asOwner({}))
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`)
  return response.json()
}

const row = (table: string, id: string) => env.DB.prepare(`select * from ${table} where id = ?`).bind(id).first()

describe('writes that answer with what they changed, under faults', () => {
  it('moves a booking’s status once', async () => {
    const { written } = await checkFaults(
      {
        setup: async () => {
          run += 1
          const { customer, rv } = await fleet
          const booking = { customerId: customer.id, rvId: rv.id, startDate: dayFromToday(4 * run) }
          return made((owner) => owner.bookings.$post({ json: { ...booking, endDate: dayFromToday(4 * run + 2) } }))
        },
        send: async ({ id }, bindings) =>
          (await asOwner(bindings)).bookings[':id'].status.$patch({ param: { id }, json: { status: 'confirmed' } }),
        status: 200,
        unchanged: ({ id }) => row('bookings', id),
      },
      RUNS,
    )
    expect(written).toEqual({ booking_status_changes: 1, notifications: 1 })
  })

  it('changes an issue once', async () => {
    const { customer } = await fleet
    const newIssue = { title: 'Leaky tap', description: 'Drips', category: 'plumbing', priority: 'low' } as const
    const { written } = await checkFaults(
      {
        setup: () => made((owner) => owner.issues.$post({ json: { ...newIssue, customerId: customer.id } })),
        send: async ({ id }, bindings) =>
          (await asOwner(bindings)).issues[':id'].$patch({ param: { id }, json: { status: 'in_progress' } }),
        status: 200,
        unchanged: ({ id }) => row('issues', id),
      },
      RUNS,
    )
    expect(written).toMatchObject({ issue_changes: 1 })
  })

  it('adds a maintenance task once, and completes it once', async () => {
    const { rv } = await fleet
    const task = { rvId: rv.id, title: 'Oil change', dueDate: dayFromToday(30), repeatEveryDays: 90 }
    const added = await checkFaults(
      {
        setup: () => Promise.resolve(null),
        send: async (_, bindings) => (await asOwner(bindings)).issues.maintenance.$post({ json: task }),
        status: 201,
      },
      RUNS,
    )
    expect(added.written).toEqual({ maintenance_tasks: 1 })
    const completed = await checkFaults(
      {
        setup: () => made((owner) => owner.issues.maintenance.$post({ json: task })),
        send: async ({ id }, bindings) =>
          (await asOwner(bindings)).issues.maintenance[':id'].complete.$post({ param: { id }, json: {} }),
        status: 200,
        unchanged: ({ id }) => row('maintenance_tasks', id),
      },
      RUNS,
    )
    // The repeating task's next one, written with the completion.
    expect(completed.written).toEqual({ maintenance_tasks: 1 })
  })

  it('records a test email once, and a new campaign once', async () => {
    const testEmail = { type: 'booking_confirmation', email: 'sam@example.com', customerName: 'Sam' } as const
    const emailed = await checkFaults(
      {
        setup: () => Promise.resolve(null),
        send: async (_, bindings) => (await asOwner(bindings)).notifications.test.$post({ json: testEmail }),
        status: 201,
      },
      RUNS,
    )
    expect(emailed.written).toEqual({ notifications: 1 })
    const campaign = { name: 'Autumn', emailSubject: 'Autumn trips', emailContent: 'See you on the road.' }
    const created = await checkFaults(
      {
        setup: () => Promise.resolve(null),
        send: async (_, bindings) => (await asOwner(bindings)).campaigns.$post({ json: campaign }),
        status: 201,
      },
      RUNS,
    )
    expect(created.written).toEqual({ campaigns: 1 })
  })

  it('changes a lead and a promotion once', async () => {
    const { rv } = await fleet
    await checkFaults(
      {
        setup: async () => {
          const email = `lead-${++run}@example.com`
          // Earlier runs' leads are from yesterday: the RV's daily cap on new renters never refuses one.
          await env.DB.prepare('update leads set created_at = created_at - 86400001 where rv_id = ?').bind(rv.id).run()
          await api({ env: { LEAD_LIMITER: openLimiter } }).leads.generate.$post({
            json: {
              ...{ rvId: rv.id, firstName: 'Lee', lastName: 'Park', email },
              ...{ requestedStartDate: dayFromToday(30), requestedEndDate: dayFromToday(33) },
              botCheckToken: TEST_BOT_CHECK_TOKEN,
            },
          })
          return env.DB.prepare('select id from leads where customer_email = ?').bind(email).first<{ id: string }>()
        },
        send: async (lead, bindings) =>
          (await asOwner(bindings)).leads[':id'].$put({ param: { id: lead!.id }, json: { status: 'contacted' } }),
        status: 200,
        unchanged: (lead) => row('leads', lead!.id),
      },
      RUNS,
    )
    await checkFaults(
      {
        setup: () =>
          made((owner) =>
            owner.promotions.$post({
              json: {
                ...{ name: 'Spring', code: `S${++run}`, discountType: 'fixed', discountValue: '10.00' },
                validFrom: dayFromToday(0),
              },
            }),
          ),
        send: async ({ id }, bindings) =>
          (await asOwner(bindings)).promotions[':id'].$patch({ param: { id }, json: { active: false } }),
        status: 200,
        unchanged: ({ id }) => row('promotions', id),
      },
      RUNS,
    )
  })
})
