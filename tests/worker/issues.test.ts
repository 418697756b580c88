import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createDb } from '../../worker/db/client'
import { issues } from '../../worker/db/schema'
import { runBatch } from '../../worker/db/batch'
import { changeStatements } from '../../worker/modules/issues/tickets/history'
import { mailer } from '../../worker/modules/notifications'
import { allPages } from '../helpers/paging'
import { dayFromToday, makeCustomer, makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, type Api, type ArgsOf, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

type IssueInput = JsonOf<Api['issues']['$post']>

const report = {
  title: 'Awning will not retract',
  description: 'Stuck half open.\nMotor hums.',
  category: 'mechanical',
} satisfies Partial<IssueInput>

async function fleetWithIssue(overrides: Partial<IssueInput> = {}) {
  const fleet = await ownerWithFleet()
  const response = await api(fleet.owner.cookie).issues.$post({
    json: { ...report, customerId: fleet.customer.id, rvId: fleet.rv.id, ...overrides },
  })
  expect(response.status).toBe(201)
  return { ...fleet, issue: await response.json() }
}

const patch = (cookie: string, id: string, json: JsonOf<Api['issues'][':id']['$patch']>) =>
  api(cookie).issues[':id'].$patch({ param: { id }, json })

describe('reporting an issue', () => {
  it('defaults to open, medium priority and no photos, and records the opening status in the history', async () => {
    const { issue } = await fleetWithIssue()
    expect(issue).toMatchObject({
      status: 'open',
      priority: 'medium',
      photoUrls: [],
      resolvedAt: null,
      rvName: 'Test RV',
      customerName: 'Test Renter',
      description: 'Stuck half open.\nMotor hums.',
    })
    expect(issue.history).toEqual([expect.objectContaining({ field: 'status', fromValue: null, toValue: 'open' })])
  })

  it('takes no specific RV, and refuses values outside the enumerations and missing fields with messages', async () => {
    const { owner, customer } = await ownerWithFleet()
    const noRv = await api(owner.cookie).issues.$post({ json: { ...report, customerId: customer.id, rvId: null } })
    expect(noRv.status).toBe(201)
    expect(await noRv.json()).toMatchObject({ rvId: null, rvName: null })
    for (const [change, field, message] of [
      [{ category: 'cosmetic' }, 'category', 'Choose a category'],
      [{ priority: 'urgent' }, 'priority', 'Priority must be emergency, high, medium or low'],
      [{ status: 'reopened' }, 'status', 'Status must be open, in progress, resolved or closed'],
      [{ title: '  ' }, 'title', 'Title is required'],
      [{ description: undefined }, 'description', 'Description is required'],
      [{ customerId: undefined }, 'customerId', 'Customer id is required'],
    ] as const) {
      const response = await api(owner.cookie).issues.$post({
        json: unchecked({ ...report, customerId: customer.id, ...change }),
      })
      expect(response.status).toBe(400)
      expect((await errorOf(response)).fields![field]).toEqual([message])
    }
  })

  it('refuses another owner’s customer, RV or booking with a 404, and a booking of another customer', async () => {
    const mine = await ownerWithFleet()
    const theirs = await ownerWithFleet()
    const theirBooking = await (await theirs.book({ startDate: dayFromToday(10), endDate: dayFromToday(13) })).json()
    const refusals = [
      [{ customerId: theirs.customer.id }, 'That customer was not found'],
      [{ rvId: theirs.rv.id }, 'That RV was not found'],
      [{ bookingId: theirBooking.id }, 'That booking was not found'],
    ] as const
    for (const [change, message] of refusals) {
      const response = await api(mine.owner.cookie).issues.$post({
        json: { ...report, customerId: mine.customer.id, ...change },
      })
      expect(response.status).toBe(404)
      expect(await response.json()).toMatchObject({ message })
    }
    const otherCustomer = await makeCustomer(mine.owner.cookie)
    const booking = await (await mine.book({ startDate: dayFromToday(10), endDate: dayFromToday(13) })).json()
    const wrongPair = await api(mine.owner.cookie).issues.$post({
      json: { ...report, customerId: otherCustomer.id, bookingId: booking.id },
    })
    expect(wrongPair.status).toBe(400)
    expect(
      await env.DB.prepare('select count(*) n from issues where owner_id = ?').bind(mine.owner.user.id).first('n'),
    ).toBe(0)
  })

  it('accepts only photos the owner uploaded: not a web address, not another owner’s image, at most 6', async () => {
    const { owner, customer } = await ownerWithFleet()
    const other = await signUpOwner()
    const upload = async (cookie: string) => {
      const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], 'p.png')
      return (await (await api(cookie).uploads.$post({ form: { file } })).json()).url
    }
    const [mine, theirs] = await Promise.all([upload(owner.cookie), upload(other.cookie)])
    const send = (photoUrls: string[]) =>
      api(owner.cookie).issues.$post({ json: { ...report, customerId: customer.id, photoUrls } })
    expect((await send(['https://example.com/a.jpg'])).status).toBe(400)
    expect((await send([theirs])).status).toBe(400)
    expect((await send(Array.from({ length: 7 }, () => mine))).status).toBe(400)
    const accepted = await send([mine])
    expect(accepted.status).toBe(201)
    expect(await accepted.json()).toMatchObject({ photoUrls: [mine] })
  })
})

describe('changing an issue', () => {
  it('moves through its statuses, setting resolvedAt when resolved and clearing it when reopened, with history', async () => {
    const { owner, issue } = await fleetWithIssue()
    const started = await patch(owner.cookie, issue.id, { status: 'in_progress', assignedTechnician: 'Sam Ortiz' })
    expect(await started.json()).toMatchObject({
      status: 'in_progress',
      assignedTechnician: 'Sam Ortiz',
      resolvedAt: null,
    })
    const resolved = await (await patch(owner.cookie, issue.id, { status: 'resolved', resolution: 'New motor' })).json()
    expect(resolved.resolvedAt).not.toBeNull()
    expect(resolved.resolution).toBe('New motor')
    const closed = await (await patch(owner.cookie, issue.id, { status: 'closed' })).json()
    expect(closed.resolvedAt).toBe(resolved.resolvedAt)
    const reopened = await (await patch(owner.cookie, issue.id, { status: 'open', priority: 'high' })).json()
    expect(reopened).toMatchObject({ status: 'open', priority: 'high', resolvedAt: null })
    expect(reopened.history.map((change) => [change.field, change.fromValue, change.toValue])).toEqual([
      ['status', null, 'open'],
      ['status', 'open', 'in_progress'],
      ['technician', null, 'Sam Ortiz'],
      ['status', 'in_progress', 'resolved'],
      ['resolution', null, 'New motor'],
      ['status', 'resolved', 'closed'],
      ['status', 'closed', 'open'],
      ['priority', 'medium', 'high'],
    ])
  })

  it('emails the customer on each status change, and not when only the technician changes', async () => {
    const { owner, issue, customer } = await fleetWithIssue()
    await patch(owner.cookie, issue.id, { assignedTechnician: 'Sam' })
    await patch(owner.cookie, issue.id, { status: 'resolved' })
    const emails = await env.DB.prepare('select type, email, subject from notifications where issue_id = ?')
      .bind(issue.id)
      .all()
    expect(emails.results).toEqual([
      {
        type: 'issue_update',
        email: customer.email,
        subject: 'Update on your issue: Awning will not retract',
      },
    ])
  })

  it('refuses an empty change, an unknown status and another owner’s issue', async () => {
    const { owner, issue } = await fleetWithIssue()
    const stranger = await signUpOwner()
    expect((await patch(owner.cookie, issue.id, {})).status).toBe(400)
    expect((await patch(owner.cookie, issue.id, unchecked({ status: 'done' }))).status).toBe(400)
    expect((await patch(stranger.cookie, issue.id, { status: 'closed' })).status).toBe(404)
    expect((await api(stranger.cookie).issues[':id'].$get({ param: { id: issue.id } })).status).toBe(404)
    expect((await api(owner.cookie).issues[':id'].$get({ param: { id: issue.id } })).status).toBe(200)
  })

  it('writes nothing when the issue changed after it was read: the change is refused, not half-applied', async () => {
    const { owner, issue } = await fleetWithIssue()
    const db = createDb(env.DB)
    const [staleView] = await db.select().from(issues).where(eq(issues.id, issue.id))
    expect((await patch(owner.cookie, issue.id, { status: 'in_progress' })).status).toBe(200)
    const stale = { ...staleView!, rvName: null, customerEmail: 'x@example.com', customerFirstName: null }
    const plan = changeStatements(mailer(env), stale, { status: 'resolved', resolution: 'Fixed' }, Date.now())
    const results = await runBatch(db, plan.statements)
    expect(results.at(-1)?.meta.changes).toBe(0)
    const after = await (await api(owner.cookie).issues[':id'].$get({ param: { id: issue.id } })).json()
    expect(after).toMatchObject({ status: 'in_progress', resolution: null, resolvedAt: null })
    expect(after.history).toHaveLength(2)
    expect(
      await env.DB.prepare('select count(*) n from notifications where issue_id = ?').bind(issue.id).first('n'),
    ).toBe(1)
  })

  it('escalates to emergency and emails the owner', async () => {
    const { owner, issue } = await fleetWithIssue({ priority: 'high' })
    const escalated = await api(owner.cookie).issues[':id'].escalate.$post({ param: { id: issue.id } })
    expect(await escalated.json()).toMatchObject({ priority: 'emergency' })
    const email = await env.DB.prepare(
      "select email, subject from notifications where issue_id = ? and type = 'issue_escalated'",
    )
      .bind(issue.id)
      .first()
    expect(email).toEqual({ email: owner.email, subject: 'Escalated to emergency: Awning will not retract' })
  })
})

describe('the issue list and figures', () => {
  it('pages newest first and filters by search, priority and status', async () => {
    const { owner, customer } = await ownerWithFleet()
    const create = (json: Partial<IssueInput>) =>
      api(owner.cookie).issues.$post({ json: { ...report, customerId: customer.id, ...json } })
    for (const [title, priority] of [
      ['Leaking tap', 'low'],
      ['Dead battery', 'emergency'],
      ['Torn screen', 'high'],
    ] as const)
      expect((await create({ title, priority })).status).toBe(201)
    const titles = async (query: ArgsOf<Api['issues']['$get']>['query']) =>
      (
        await allPages((cursor) => api(owner.cookie).issues.$get({ query: { limit: '1', ...query, cursor } }))
      ).items.map((issue) => issue.title)
    expect(await titles({})).toEqual(['Torn screen', 'Dead battery', 'Leaking tap'])
    expect(await titles({ q: 'BATTERY' })).toEqual(['Dead battery'])
    expect(await titles({ priority: 'high' })).toEqual(['Torn screen'])
    expect(await titles({ status: 'resolved' })).toEqual([])
    expect((await api(owner.cookie).issues.$get({ query: unchecked({ priority: 'urgent' }) })).status).toBe(400)
  })

  it('counts active issues by priority, open issues, and those resolved today in the owner’s time zone', async () => {
    const { owner, customer } = await ownerWithFleet()
    const rv = await makeRv(owner.cookie)
    const ids: string[] = []
    for (const priority of ['emergency', 'high', 'high', 'low'] as const) {
      const response = await api(owner.cookie).issues.$post({
        json: { ...report, customerId: customer.id, rvId: rv.id, priority },
      })
      ids.push((await response.json()).id)
    }
    await patch(owner.cookie, ids[1]!, { status: 'in_progress' })
    await patch(owner.cookie, ids[3]!, { status: 'resolved' })
    const stats = async () => (await api(owner.cookie).issues.stats.$get()).json()
    expect(await stats()).toMatchObject({
      emergency: 1,
      high: 2,
      medium: 0,
      low: 0,
      open: 2,
      inProgress: 1,
      resolvedToday: 1,
      timeZone: 'UTC',
    })
    // Resolved 'yesterday' in the owner's zone: 23:30 on the previous day there.
    await api(owner.cookie).auth.settings.$put({ json: { timeZone: 'Pacific/Kiritimati', helpPhone: null } })
    const kiritimatiToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati' }).format(Date.now())
    const lastNightThere = Date.parse(`${kiritimatiToday}T00:00:00+14:00`) - 30 * 60_000
    await env.DB.prepare('update issues set resolved_at = ? where id = ?').bind(lastNightThere, ids[3]).run()
    expect(await stats()).toMatchObject({ resolvedToday: 0, today: kiritimatiToday, timeZone: 'Pacific/Kiritimati' })
  })
})

describe('owner settings', () => {
  it('stores the help line and time zone on the current user, refusing unknown zones and bad numbers', async () => {
    const owner = await signUpOwner()
    const put = (json: JsonOf<Api['auth']['settings']['$put']>) => api(owner.cookie).auth.settings.$put({ json })
    expect((await put({ timeZone: 'Mars/Olympus', helpPhone: null })).status).toBe(400)
    expect((await put({ timeZone: 'America/Denver', helpPhone: 'call me' })).status).toBe(400)
    expect((await put({ timeZone: 'America/Denver', helpPhone: '1-800-555-0199' })).status).toBe(200)
    expect(await (await api(owner.cookie).auth.user.$get()).json()).toMatchObject({
      timeZone: 'America/Denver',
      helpPhone: '1-800-555-0199',
    })
  })
})
