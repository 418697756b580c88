import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeCustomer, makeRv } from '../helpers/fleet'
import { api, signUpOwner } from '../helpers/worker-client'

describe('fleet calendar', () => {
  it("shows each of the owner's RVs day by day: booked nights, live holds, turnaround days, and free days", async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const [rv, idle, customer] = await Promise.all([
      makeRv(owner.cookie, { name: 'Alpha' }),
      makeRv(owner.cookie, { name: 'Beta' }),
      makeCustomer(owner.cookie),
    ])
    const otherRv = await makeRv(other.cookie, { name: 'Not yours' })
    const otherCustomer = await makeCustomer(other.cookie)
    const inAnHour = Date.now() + 3_600_000
    const book = (
      ownerId: string,
      customerId: string,
      rvId: string,
      start: string,
      end: string,
      status: string,
      heldUntil: number | null,
    ) =>
      env.DB.prepare(
        'insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, held_until, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 100, ?, ?, 0, 0)',
      ).bind(crypto.randomUUID(), ownerId, customerId, rvId, start, end, status, heldUntil)
    await env.DB.batch([
      book(owner.user.id, customer.id, rv.id, '2031-04-28', '2031-05-02', 'completed', null), // nights into May 1, turnaround May 2
      book(owner.user.id, customer.id, rv.id, '2031-05-10', '2031-05-13', 'confirmed', null), // 10, 11, 12; turnaround 13
      book(owner.user.id, customer.id, rv.id, '2031-05-20', '2031-05-22', 'pending', inAnHour), // a renter paying now
      book(owner.user.id, customer.id, rv.id, '2031-05-24', '2031-05-26', 'pending', 1), // a hold that expired: frees the dates
      book(owner.user.id, customer.id, rv.id, '2031-05-27', '2031-05-29', 'cancelled', null),
      book(owner.user.id, customer.id, rv.id, '2031-05-31', '2031-06-04', 'confirmed', null), // runs past the month
      book(other.user.id, otherCustomer.id, otherRv.id, '2031-05-01', '2031-05-30', 'confirmed', null),
    ])

    const response = await api(owner.cookie).bookings.calendar.$get({ query: { month: '2031-05' } })
    expect(response.status).toBe(200)
    const calendar = await response.json()
    expect(calendar.days).toHaveLength(31)
    expect(calendar.days[0]).toBe('2031-05-01')
    expect(calendar.rvs.map((row) => row.name)).toEqual(['Alpha', 'Beta'])
    const alpha = calendar.rvs.find((row) => row.id === rv.id)!
    const stateOn = (day: number) => alpha.days[day - 1]
    expect([1, 2, 3].map(stateOn)).toEqual(['booked', 'turnaround', 'free'])
    expect([9, 10, 12, 13, 14].map(stateOn)).toEqual(['free', 'booked', 'booked', 'turnaround', 'free'])
    expect([20, 21, 22, 23].map(stateOn)).toEqual(['held', 'held', 'turnaround', 'free'])
    expect([24, 25, 27, 28, 30, 31].map(stateOn)).toEqual(['free', 'free', 'free', 'free', 'free', 'booked'])
    expect(calendar.rvs.find((row) => row.id === idle.id)!.days.every((state) => state === 'free')).toBe(true)
  })

  it('needs a month like 2031-05', async () => {
    const owner = await signUpOwner()
    const response = await api(owner.cookie).bookings.calendar.$get({ query: { month: '2031-13' } })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('Month must look like 2026-07')
  })
})
