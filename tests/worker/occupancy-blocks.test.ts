/**
 * Blocked nights through the one occupancy rule: a maintenance task's out-of-service range (and an
 * imported calendar's block) hides the RV from search, refuses bookings with the reason, shows on
 * the fleet calendar, and frees the nights when the task is completed, moved or deleted.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { api, type Api, type JsonOf } from '../helpers/worker-client'

const MAINTENANCE = 'This RV is out of service for maintenance on those dates'
const ALREADY_BOOKED = 'This RV is already booked for those dates'

/** Off the road for the nights of days 40, 41 and 42 from today; back on the road on day 43. */
const OFF = { outOfServiceStart: dayFromToday(40), outOfServiceEnd: dayFromToday(43) }

async function fleetWithTask(task: Partial<JsonOf<Api['issues']['maintenance']['$post']>> = OFF) {
  const fleet = await ownerWithFleet({ name: 'Blocked Bus' })
  const response = await api(fleet.owner.cookie).issues.maintenance.$post({
    json: { rvId: fleet.rv.id, title: 'Engine rebuild', dueDate: dayFromToday(40), ...task },
  })
  expect(response.status).toBe(201)
  const { id } = await response.json()
  return { ...fleet, taskId: id }
}

const found = async (rvId: string, from: number, until: number) =>
  (
    await (
      await api().rvs.search.$get({
        query: { startDate: dayFromToday(from), endDate: dayFromToday(until), limit: '100' },
      })
    ).json()
  ).items.some((rv) => rv.id === rvId)

type Book = Awaited<ReturnType<typeof ownerWithFleet>>['book']

const bookDays = (book: Book, from: number, until: number) =>
  book({ startDate: dayFromToday(from), endDate: dayFromToday(until) })

describe('an out-of-service range', () => {
  it('hides the RV from search for overlapping dates and shows it for the dates either side', async () => {
    const { rv } = await fleetWithTask()
    expect(await found(rv.id, 38, 41)).toBe(false)
    expect(await found(rv.id, 42, 45)).toBe(false)
    expect(await found(rv.id, 41, 42)).toBe(false)
    expect(await found(rv.id, 37, 40)).toBe(true) // returned the morning it goes off the road
    expect(await found(rv.id, 43, 46)).toBe(true) // picked up the day it is back
  })

  it('refuses a booking over it with the reason, for owners and renters alike', async () => {
    const { rv, book } = await fleetWithTask()
    const refused = await bookDays(book, 39, 41)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ code: 'rv_unavailable', message: MAINTENANCE })
    const hold = await api().bookings.hold.$post(
      {
        json: {
          rvId: rv.id,
          startDate: dayFromToday(42),
          endDate: dayFromToday(44),
          zipCode: '94110',
          firstName: 'Rae',
          lastName: 'Field',
          email: 'rae@example.com',
          phone: '555-222-3333',
        },
      },
      { headers: { 'cf-connecting-ip': '198.51.100.77' } },
    )
    expect(hold.status).toBe(409)
    expect(await hold.json()).toMatchObject({ message: MAINTENANCE })
    expect((await bookDays(book, 43, 45)).status).toBe(201)
  })

  it('names a block from another calendar, and a booking when only a booking holds the nights', async () => {
    const { owner, rv, book } = await ownerWithFleet()
    await env.DB.prepare(
      "insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, label, created_at) values (?, ?, ?, ?, ?, 'calendar', 'Airbnb guest', 0)",
    )
      .bind(crypto.randomUUID(), owner.user.id, rv.id, dayFromToday(50), dayFromToday(52))
      .run()
    const calendarBlocked = await bookDays(book, 51, 53)
    expect(await calendarBlocked.json()).toMatchObject({
      message: 'This RV is blocked on those dates by another calendar',
    })
    expect((await bookDays(book, 60, 62)).status).toBe(201)
    expect(await (await bookDays(book, 61, 63)).json()).toMatchObject({ message: ALREADY_BOOKED })
  })

  it('frees the nights when the task is completed', async () => {
    const { owner, rv, book, taskId } = await fleetWithTask()
    const done = await api(owner.cookie).issues.maintenance[':id'].complete.$post({ param: { id: taskId }, json: {} })
    expect(done.status).toBe(200)
    expect(await found(rv.id, 39, 42)).toBe(true)
    expect((await bookDays(book, 39, 42)).status).toBe(201)
  })

  it('frees the nights when the task is deleted', async () => {
    const { owner, rv, book, taskId } = await fleetWithTask()
    const deleted = await api(owner.cookie).issues.maintenance[':id'].$delete({ param: { id: taskId } })
    expect(deleted.status).toBe(204)
    expect(await env.DB.prepare('select count(*) as n from rv_blocks where rv_id = ?').bind(rv.id).first('n')).toBe(0)
    expect((await bookDays(book, 40, 43)).status).toBe(201)
  })

  it('moves with the task: an edit frees the old nights and blocks the new ones', async () => {
    const { owner, rv, book, taskId } = await fleetWithTask()
    const moved = await api(owner.cookie).issues.maintenance[':id'].$patch({
      param: { id: taskId },
      json: { outOfServiceStart: dayFromToday(70), outOfServiceEnd: dayFromToday(72) },
    })
    expect(moved.status).toBe(200)
    expect(await found(rv.id, 40, 43)).toBe(true)
    expect(await found(rv.id, 71, 73)).toBe(false)
    expect(await (await bookDays(book, 69, 71)).json()).toMatchObject({ message: MAINTENANCE })
    const cleared = await api(owner.cookie).issues.maintenance[':id'].$patch({
      param: { id: taskId },
      json: { outOfServiceStart: null, outOfServiceEnd: null },
    })
    expect(cleared.status).toBe(200)
    expect((await bookDays(book, 69, 71)).status).toBe(201)
  })

  it('is refused over a booking, naming its dates; a cancelled or adjacent booking does not stand in the way', async () => {
    const { owner, rv, book } = await ownerWithFleet()
    expect((await bookDays(book, 30, 33)).status).toBe(201)
    const cancelledOne = await (await bookDays(book, 40, 42)).json()
    const cancel = await api(owner.cookie).bookings[':id'].status.$patch({
      param: { id: cancelledOne.id },
      json: { status: 'cancelled' },
    })
    expect(cancel.status).toBe(200)
    const addTask = (from: number, until: number) =>
      api(owner.cookie).issues.maintenance.$post({
        json: {
          rvId: rv.id,
          title: 'Roof reseal',
          dueDate: dayFromToday(from),
          outOfServiceStart: dayFromToday(from),
          outOfServiceEnd: dayFromToday(until),
        },
      })
    const refused = await addTask(32, 35)
    expect(refused.status).toBe(409)
    const message = `This RV is booked from ${dayFromToday(30)} to ${dayFromToday(33)}, during those dates. Move or cancel that booking first, or choose other dates.`
    expect(await refused.json()).toEqual({ code: 'rv_booked', message, fields: { outOfServiceStart: [message] } })
    expect(
      await env.DB.prepare('select count(*) as n from maintenance_tasks where rv_id = ?').bind(rv.id).first('n'),
    ).toBe(0)
    expect((await addTask(33, 35)).status).toBe(201)
    expect((await addTask(40, 42)).status).toBe(201)
  })
})

describe('blocked nights on the fleet calendar', () => {
  it("shows an open task's nights as blocked, with its title, and nothing once it is completed", async () => {
    const { owner, rv, taskId } = await fleetWithTask({
      outOfServiceStart: '2031-05-30',
      outOfServiceEnd: '2031-06-03',
      dueDate: '2031-05-30',
    })
    const idle = await makeRv(owner.cookie, { name: 'Idle' })
    const june = async () =>
      (await (await api(owner.cookie).bookings.calendar.$get({ query: { month: '2031-06' } })).json()).rvs
    const before = await june()
    const blocked = before.find((row) => row.id === rv.id)!
    expect(blocked.days.slice(0, 3)).toEqual(['blocked', 'blocked', 'free'])
    expect(blocked.blocks).toEqual([
      { startDate: '2031-05-30', endDate: '2031-06-03', source: 'maintenance', label: 'Engine rebuild' },
    ])
    expect(before.find((row) => row.id === idle.id)!.days.every((state) => state === 'free')).toBe(true)
    await api(owner.cookie).issues.maintenance[':id'].complete.$post({ param: { id: taskId }, json: {} })
    const after = (await june()).find((row) => row.id === rv.id)!
    expect(after.days.every((state) => state === 'free')).toBe(true)
    expect(after.blocks).toEqual([])
  })
})
