/**
 * One occupancy rule, read by maintenance and the fleet calendar as by search and booking: a
 * maintenance task's out-of-service range is refused over anything the rule says takes the nights
 * (a booking, a renter's live hold, another task's range, an imported event), and the calendar
 * marks taken exactly the nights the rule takes.
 */
import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { nightsTaken, nightsTakenForBlock } from '../../worker/modules/bookings'
import { addDays } from '../../worker/lib/shared/dates'
import { dayFromToday, ownerWithFleet } from '../helpers/fleet'
import { api } from '../helpers/worker-client'

type Fleet = Awaited<ReturnType<typeof ownerWithFleet>>

/** A booking row as the lifecycle writes it: `heldUntil` set for a renter's unpaid hold. */
const insertBooking = (fleet: Fleet, start: string, end: string, status: string, heldUntil: number | null) =>
  env.DB.prepare(
    'insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, held_until, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 100, ?, ?, 0, 0)',
  ).bind(crypto.randomUUID(), fleet.owner.user.id, fleet.customer.id, fleet.rv.id, start, end, status, heldUntil)

/** An imported calendar's event on the RV. */
const insertEvent = (fleet: Fleet, start: string, end: string, label: string) =>
  env.DB.prepare(
    "insert into rv_blocks (id, owner_id, rv_id, start_date, end_date, source, label, created_at) values (?, ?, ?, ?, ?, 'calendar', ?, 0)",
  ).bind(crypto.randomUUID(), fleet.owner.user.id, fleet.rv.id, start, end, label)

const addTask = (fleet: Fleet, title: string, start: string, end: string) =>
  api(fleet.owner.cookie).issues.maintenance.$post({
    json: { rvId: fleet.rv.id, title, dueDate: start, outOfServiceStart: start, outOfServiceEnd: end },
  })

describe("a maintenance task's out-of-service range", () => {
  it('is refused over a live hold, another task and an imported event, naming each; what meets them is not', async () => {
    const fleet = await ownerWithFleet()
    const day = dayFromToday
    await env.DB.batch([
      insertBooking(fleet, day(20), day(23), 'pending', Date.now() + 3_600_000), // a renter paying now
      insertBooking(fleet, day(30), day(33), 'pending', 1), // a hold that ran out: frees its nights
      insertEvent(fleet, day(40), day(42), 'Airbnb guest'),
    ])
    expect((await addTask(fleet, 'Engine rebuild', day(50), day(53))).status).toBe(201)

    const overHold = await addTask(fleet, 'Tyres', day(22), day(24))
    expect(overHold.status).toBe(409)
    const held = `This RV is booked from ${day(20)} to ${day(23)}, during those dates. Move or cancel that booking first, or choose other dates.`
    expect(await overHold.json()).toEqual({ code: 'rv_booked', message: held, fields: { outOfServiceStart: [held] } })

    const overTask = await addTask(fleet, 'Tyres', day(52), day(55))
    expect(overTask.status).toBe(409)
    expect(await overTask.json()).toMatchObject({
      code: 'rv_unavailable',
      message: `This RV is already off the road from ${day(50)} to ${day(53)} for 'Engine rebuild', during those dates. Change that task first, or choose other dates.`,
    })

    const overEvent = await addTask(fleet, 'Tyres', day(39), day(41))
    expect(overEvent.status).toBe(409)
    expect(await overEvent.json()).toMatchObject({
      code: 'rv_unavailable',
      message: `This RV is taken from ${day(40)} to ${day(42)} on another calendar ('Airbnb guest'), during those dates. Choose other dates.`,
    })

    // A lapsed hold takes nothing; a range may meet a booking, an event or another range (no turnaround).
    for (const [start, end] of [
      [30, 33],
      [23, 24],
      [42, 43],
      [53, 54],
      [48, 50],
    ] as const)
      expect((await addTask(fleet, `From ${start}`, day(start), day(end))).status, `${start}-${end}`).toBe(201)
    const titles = await env.DB.prepare('select count(*) as n from maintenance_tasks where rv_id = ?')
      .bind(fleet.rv.id)
      .first('n')
    expect(titles).toBe(6)
  })

  it("moves over its own nights, but not onto another task's", async () => {
    const fleet = await ownerWithFleet()
    const day = dayFromToday
    const task = await (await addTask(fleet, 'Roof reseal', day(40), day(43))).json()
    expect((await addTask(fleet, 'Awning', day(45), day(47))).status).toBe(201)
    const move = (start: number, end: number) =>
      api(fleet.owner.cookie).issues.maintenance[':id'].$patch({
        param: { id: task.id },
        json: { outOfServiceStart: day(start), outOfServiceEnd: day(end) },
      })
    expect((await move(41, 45)).status).toBe(200)
    const onto = await move(44, 46)
    expect(onto.status).toBe(409)
    expect(await onto.json()).toMatchObject({ code: 'rv_unavailable', message: expect.stringContaining("'Awning'") })
    // The refused move changed nothing: its block still stands where the task was.
    const block = await env.DB.prepare('select start_date, end_date from rv_blocks where maintenance_task_id = ?')
      .bind(task.id)
      .first()
    expect(block).toEqual({ start_date: day(41), end_date: day(45) })
  })
})

describe('the fleet calendar and the occupancy rule', () => {
  it('marks taken exactly the nights the rule takes, and never shows a stay free where the rule refuses one', async () => {
    const fleet = await ownerWithFleet({ turnaroundDays: 2 })
    const month = dayFromToday(60).slice(0, 7)
    const first = `${month}-01`
    const on = (offset: number) => addDays(first, offset)
    await env.DB.batch([
      insertBooking(fleet, on(-2), on(1), 'completed', null), // runs in from last month
      insertBooking(fleet, on(4), on(7), 'confirmed', null),
      insertBooking(fleet, on(9), on(11), 'pending', Date.now() + 3_600_000),
      insertBooking(fleet, on(13), on(15), 'pending', 1), // lapsed
      insertBooking(fleet, on(16), on(18), 'cancelled', null),
      insertEvent(fleet, on(6), on(9), 'Overlaps the turnaround'),
      insertEvent(fleet, on(20), on(22), 'Airbnb guest'),
    ])
    expect((await addTask(fleet, 'Brakes', on(25), on(27))).status).toBe(201)

    const response = await api(fleet.owner.cookie).bookings.calendar.$get({ query: { month } })
    const calendar = await response.json()
    const states = calendar.rvs.find((rv) => rv.id === fleet.rv.id)!.days
    expect(states.slice(0, 12)).toEqual([
      'booked',
      'turnaround',
      'turnaround',
      'free',
      'booked',
      'booked',
      'booked', // a booking outranks a block on the same night
      'blocked', // a block outranks a turnaround day (and a hold)
      'blocked',
      'held',
      'held',
      'turnaround',
    ])

    const db = createDb(env.DB)
    const now = Date.now()
    const rule = await Promise.all(
      calendar.days.map((day) => {
        const night = { startDate: day, endDate: addDays(day, 1) }
        return db.get<{ block: number; stay: number }>(
          sql`select ${nightsTakenForBlock({ rvId: fleet.rv.id, range: night }, now)} as block,
                     ${nightsTaken(fleet.rv.id, night, now)} as stay`,
        )
      }),
    )
    calendar.days.forEach((day, index) => {
      const state = states[index]!
      expect(Boolean(rule[index]!.block), `${day} is ${state}`).toBe(['booked', 'held', 'blocked'].includes(state))
      if (state !== 'free') expect(Boolean(rule[index]!.stay), `a stay on ${day}, ${state}`).toBe(true)
    })
  })
})
