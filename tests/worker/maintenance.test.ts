/** Maintenance tasks: what a task may say, whose it is, how lists page, and how repeating tasks schedule the next. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { completeTask } from '../../worker/modules/issues/maintenance/service'
import { makeCustomer, makeRv } from '../helpers/fleet'
import { allPages } from '../helpers/paging'
import { api, type Api, errorOf, type JsonOf, signUpOwner, unchecked } from '../helpers/worker-client'

type TaskInput = JsonOf<Api['issues']['maintenance']['$post']>

const addTask = (cookie: string, json: TaskInput) => api(cookie).issues.maintenance.$post({ json })
const patchTask = (cookie: string, id: string, json: JsonOf<Api['issues']['maintenance'][':id']['$patch']>) =>
  api(cookie).issues.maintenance[':id'].$patch({ param: { id }, json })
const complete = (
  cookie: string,
  id: string,
  json: JsonOf<Api['issues']['maintenance'][':id']['complete']['$post']> = {},
) => api(cookie).issues.maintenance[':id'].complete.$post({ param: { id }, json })

async function ownerWithRv() {
  const owner = await signUpOwner()
  const rv = await makeRv(owner.cookie, { name: 'Wrench Wagon' })
  const add = async (json: Omit<TaskInput, 'rvId'>) => {
    const response = await addTask(owner.cookie, { rvId: rv.id, ...json })
    if (response.status !== 201) throw new Error(`task: ${response.status} ${await response.text()}`)
    return response.json()
  }
  return { owner, rv, add }
}

async function makeIssue(cookie: string) {
  const customer = await makeCustomer(cookie)
  const json = { customerId: customer.id, title: 'Leak', description: 'Drips', category: 'plumbing' } as const
  return (await api(cookie).issues.$post({ json })).json()
}

const openTasksTitled = async (rvId: string, title: string) =>
  (
    await env.DB.prepare(
      'select due_date, due_mileage from maintenance_tasks where rv_id = ? and title = ? and completed_at is null',
    )
      .bind(rvId, title)
      .all<{ due_date: string | null; due_mileage: number | null }>()
  ).results

describe('maintenance task payloads', () => {
  it('adds a task with every field and answers it with its RV name', async () => {
    const { rv, add } = await ownerWithRv()
    const fields = {
      notes: 'Bring the log',
      dueDate: '2031-03-30',
      dueMileage: 30_000,
      repeatEveryDays: 365,
      repeatEveryMiles: 10_000,
      outOfServiceStart: '2031-03-29',
      outOfServiceEnd: '2031-03-31',
    }
    expect(await add({ ...fields, title: '  Annual inspection ' })).toMatchObject({
      ...fields,
      title: 'Annual inspection',
      rvId: rv.id,
      rvName: 'Wrench Wagon',
      issueId: null,
      completedAt: null,
    })
  })

  it.each([
    [{ title: '' }, 'title', 'Title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'Title must be at most 120 characters'],
    [{ dueDate: null }, 'dueDate', 'Give a due date, a due mileage, or both'],
    [{ dueDate: '' }, 'dueDate', 'Give a due date, a due mileage, or both'],
    [{ dueDate: '2031-02-29' }, 'dueDate', 'Due date is not a real date'],
    [{ dueDate: '2031-03-30T00:00:00Z' }, 'dueDate', 'Due date must be a calendar day like 2026-07-04, without a time'],
    [{ dueDate: '2101-01-01' }, 'dueDate', 'Due date must be between 2000 and 2100'],
    [{ dueMileage: -1 }, 'dueMileage', 'Due mileage must be between 0 and 2000000'],
    [{ dueMileage: 12.5 }, 'dueMileage', 'Due mileage must be a whole number'],
    [{ repeatEveryDays: 0 }, 'repeatEveryDays', 'Repeat every (days) must be between 1 and 3650'],
    [
      { repeatEveryMiles: 100_001, dueMileage: 5 },
      'repeatEveryMiles',
      'Repeat every (miles) must be between 1 and 100000',
    ],
    [{ repeatEveryMiles: 5000 }, 'repeatEveryMiles', 'Repeating by miles needs a due mileage to count from'],
    [
      { dueDate: null, dueMileage: 100, repeatEveryDays: 30 },
      'repeatEveryDays',
      'Repeating by days needs a due date to count from',
    ],
    [
      { outOfServiceStart: '2031-04-01' },
      'outOfServiceEnd',
      'Give the day it is back on the road too, or clear both days',
    ],
    [
      { outOfServiceEnd: '2031-04-01' },
      'outOfServiceStart',
      'Give the day it goes off the road too, or clear both days',
    ],
    [
      { outOfServiceStart: '2031-04-01', outOfServiceEnd: '2031-04-01' },
      'outOfServiceEnd',
      'Back on the road must be after the day it goes off the road',
    ],
    [
      { outOfServiceStart: '2031-04-01', outOfServiceEnd: '2032-04-01' },
      'outOfServiceEnd',
      'An RV can be off the road for at most 365 nights at a time',
    ],
    [
      { outOfServiceStart: '2031-04-31', outOfServiceEnd: '2031-05-02' },
      'outOfServiceStart',
      'Off the road from is not a real date',
    ],
  ])('refuses %j on %s: %s', async (change, field, message) => {
    const { owner, rv } = await ownerWithRv()
    const response = await addTask(
      owner.cookie,
      unchecked({ rvId: rv.id, title: 'Oil change', dueDate: '2031-03-30', ...change }),
    )
    expect(response.status).toBe(400)
    const body = await errorOf(response)
    expect(body.code).toBe('invalid_input')
    expect(body.fields?.[field]?.[0]).toBe(message)
    expect(await openTasksTitled(rv.id, 'Oil change')).toEqual([])
  })

  it('accepts the bounds: 365 nights off the road, mileage 0, a mileage-only task', async () => {
    const { add } = await ownerWithRv()
    const bounds = { dueMileage: 0, outOfServiceStart: '2031-04-01', outOfServiceEnd: '2032-03-31' }
    expect(await add({ title: 'Tyres', ...bounds })).toMatchObject({ ...bounds, dueDate: null })
  })

  it('checks a patch against the task it would leave, and keeps the fields it does not name', async () => {
    const { owner, add } = await ownerWithRv()
    const task = await add({ title: 'Awning', dueDate: '2031-05-01', repeatEveryDays: 90 })
    const patch = (json: JsonOf<Api['issues']['maintenance'][':id']['$patch']>) =>
      patchTask(owner.cookie, task.id, json)
    const noDue = await patch({ dueDate: null })
    expect(noDue.status).toBe(400)
    expect((await errorOf(noDue)).fields!).toMatchObject({ dueDate: ['Give a due date, a due mileage, or both'] })
    const renamed = await patch({ title: 'Awning motor', dueMileage: 40_000 })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({
      title: 'Awning motor',
      dueDate: '2031-05-01',
      dueMileage: 40_000,
      repeatEveryDays: 90,
    })
  })
})

describe('maintenance tenancy', () => {
  it("answers 404 for another owner's RV, issue and task, and changes nothing", async () => {
    const [{ owner, rv, add }, stranger] = await Promise.all([ownerWithRv(), ownerWithRv()])
    const theirIssue = await makeIssue(stranger.owner.cookie)
    const theirTask = await stranger.add({ title: 'Theirs', dueDate: '2031-05-01' })

    const theirRv = await addTask(owner.cookie, { rvId: stranger.rv.id, title: 'Mine', dueDate: '2031-05-01' })
    expect(theirRv.status).toBe(404)
    expect(await theirRv.json()).toEqual({ code: 'not_found', message: 'That RV was not found' })
    const issue = await addTask(owner.cookie, {
      rvId: rv.id,
      issueId: theirIssue.id,
      title: 'Mine',
      dueDate: '2031-05-01',
    })
    expect(issue.status).toBe(404)
    expect(await issue.json()).toEqual({ code: 'not_found', message: 'That issue was not found' })
    const list = await api(owner.cookie).issues.maintenance.$get({ query: { rvId: stranger.rv.id } })
    expect(list.status).toBe(404)

    const attempts = [
      patchTask(owner.cookie, theirTask.id, { title: 'Mine now' }),
      api(owner.cookie).issues.maintenance[':id'].$delete({ param: { id: theirTask.id } }),
      complete(owner.cookie, theirTask.id),
    ]
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404)
      expect(await response.json()).toEqual({ code: 'not_found', message: 'That maintenance task was not found' })
    }
    expect(await openTasksTitled(stranger.rv.id, 'Theirs')).toHaveLength(1)
    expect(await openTasksTitled(rv.id, 'Mine')).toEqual([])
    const theirList = await allPages((cursor) =>
      api(stranger.owner.cookie).issues.maintenance.$get({ query: { cursor } }),
    )
    expect(theirList.items.map((task) => task.title)).toEqual(['Theirs'])
    // The owner's own issue is accepted: the 404 was about whose issue it is.
    const ownIssue = await makeIssue(owner.cookie)
    expect(await add({ issueId: ownIssue.id, title: 'Mine', dueDate: '2031-05-01' })).toMatchObject({
      issueId: ownIssue.id,
    })
  })
})

describe('maintenance lists', () => {
  it('pages upcoming tasks soonest due first (mileage-only last) and completed ones latest first, per RV or all', async () => {
    const { owner, rv, add } = await ownerWithRv()
    const other = await makeRv(owner.cookie, { name: 'Other RV' })
    const late = await add({ title: 'Late', dueDate: '2031-06-01' })
    await add({ title: 'Miles only', dueMileage: 50_000 })
    await add({ title: 'Soon', dueDate: '2031-04-01' })
    const elsewhere = await (
      await addTask(owner.cookie, { rvId: other.id, title: 'Elsewhere', dueDate: '2031-05-01' })
    ).json()
    const upcoming = await allPages((cursor) =>
      api(owner.cookie).issues.maintenance.$get({ query: { limit: '1', cursor } }),
    )
    expect(upcoming.pages.length).toBe(4)
    expect(upcoming.items.map((task) => [task.title, task.rvName])).toEqual([
      ['Soon', 'Wrench Wagon'],
      ['Elsewhere', 'Other RV'],
      ['Late', 'Wrench Wagon'],
      ['Miles only', 'Wrench Wagon'],
    ])
    const ofRv = await allPages((cursor) =>
      api(owner.cookie).issues.maintenance.$get({ query: { rvId: rv.id, limit: '2', cursor } }),
    )
    expect(ofRv.items.map((task) => task.title)).toEqual(['Soon', 'Late', 'Miles only'])

    expect((await complete(owner.cookie, late.id)).status).toBe(200)
    expect((await complete(owner.cookie, elsewhere.id)).status).toBe(200)
    // Completed a second apart, so the order does not rest on two requests' clocks.
    const completedAt = env.DB.prepare('update maintenance_tasks set completed_at = ? where id = ?')
    await env.DB.batch([completedAt.bind(1_000, late.id), completedAt.bind(2_000, elsewhere.id)])
    const done = await allPages((cursor) =>
      api(owner.cookie).issues.maintenance.$get({ query: { state: 'completed', limit: '1', cursor } }),
    )
    expect(done.items.map((task) => task.title)).toEqual(['Elsewhere', 'Late'])
    expect(done.items.every((task) => task.completedAt !== null)).toBe(true)
    const stillOpen = await allPages((cursor) => api(owner.cookie).issues.maintenance.$get({ query: { cursor } }))
    expect(stillOpen.items.map((task) => task.title)).toEqual(['Soon', 'Miles only'])
  })

  it.each([
    ['upcoming', JSON.stringify([1, 'id'])],
    ['upcoming', JSON.stringify(['x', 'y'])],
    ['completed', JSON.stringify(['2031-01-01', 'id'])],
    ['completed', JSON.stringify([1.5, 'id'])],
  ] as const)('refuses a %s page link it did not hand out: %s', async (state, key) => {
    const { owner } = await ownerWithRv()
    const forged = await api(owner.cookie).issues.maintenance.$get({ query: { state, cursor: btoa(key) } })
    expect(forged.status).toBe(400)
    expect(await forged.json()).toMatchObject({ message: 'That page link is not valid' })
  })
})

describe('completing a task', () => {
  it('schedules a task repeating by days for its due date plus the interval, without the out-of-service range', async () => {
    const { owner, rv, add } = await ownerWithRv()
    const task = await add({
      title: 'Inspection',
      dueDate: '2031-03-30',
      repeatEveryDays: 365,
      outOfServiceStart: '2031-03-29',
      outOfServiceEnd: '2031-03-31',
    })
    const { completed, next } = await (await complete(owner.cookie, task.id)).json()
    expect(completed.completedAt).not.toBeNull()
    expect(next).toMatchObject({
      title: 'Inspection',
      rvId: rv.id,
      dueDate: '2032-03-29',
      repeatEveryDays: 365,
      outOfServiceStart: null,
      outOfServiceEnd: null,
      completedAt: null,
    })
  })

  it('schedules a task repeating by miles from the mileage it was done at, or from its due mileage', async () => {
    const { owner, rv, add } = await ownerWithRv()
    const atMileage = await add({ title: 'Oil change', dueMileage: 20_000, repeatEveryMiles: 5_000 })
    const first = await (await complete(owner.cookie, atMileage.id, { mileage: 21_250 })).json()
    expect(first.next).toMatchObject({ dueMileage: 26_250, dueDate: null, repeatEveryMiles: 5_000 })
    const second = await (await complete(owner.cookie, first.next!.id)).json()
    expect(second.next).toMatchObject({ dueMileage: 31_250 })
    expect(await openTasksTitled(rv.id, 'Oil change')).toEqual([{ due_date: null, due_mileage: 31_250 }])
  })

  it('schedules nothing after a one-off task', async () => {
    const { owner, add } = await ownerWithRv()
    const task = await add({ title: 'Fix step', dueDate: '2031-03-30' })
    expect(await (await complete(owner.cookie, task.id)).json()).toMatchObject({ next: null })
  })

  it('refuses a second completion and, racing, schedules the next task exactly once', async () => {
    const { owner, rv, add } = await ownerWithRv()
    const task = await add({ title: 'Flush tanks', dueDate: '2031-03-30', repeatEveryDays: 30 })
    // Called side by side, all three read the task while it is still open before any writes.
    const ctx = { db: createDb(env.DB), ownerId: owner.user.id, now: Date.now() }
    const racing = await Promise.allSettled(
      [1, 2, 3].map(() => completeTask({ ctx, input: { id: task.id, mileage: null } })),
    )
    expect(racing.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected', 'rejected'])
    const again = await complete(owner.cookie, task.id)
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({ message: 'This maintenance task is already completed' })
    expect(await openTasksTitled(rv.id, 'Flush tanks')).toEqual([{ due_date: '2031-04-29', due_mileage: null }])
    expect((await patchTask(owner.cookie, task.id, { title: 'Too late' })).status).toBe(409)
  })
})
