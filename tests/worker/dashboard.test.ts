import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeCustomer, makeRv } from '../helpers/fleet'
import { api, type Api, type JsonOf, signUpOwner } from '../helpers/worker-client'

const today = '2031-03-31'

describe('dashboard overview', () => {
  it('counts true figures: active bookings, 30-day revenue and utilization against the 30 before, issues, recent bookings', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const [rv1, rv2, customer] = await Promise.all([
      makeRv(owner.cookie, { name: 'One' }),
      makeRv(owner.cookie, { name: 'Two' }),
      makeCustomer(owner.cookie, { firstName: 'Ana', lastName: 'Lee' }),
    ])
    const otherRv = await makeRv(other.cookie)
    const otherCustomer = await makeCustomer(other.cookie)
    let created = 0
    const book = (
      ownerId: string,
      customerId: string,
      rvId: string,
      start: string,
      end: string,
      cents: number,
      status: string,
    ) =>
      env.DB.prepare(
        'insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0)',
      ).bind(crypto.randomUUID(), ownerId, customerId, rvId, start, end, cents, status, ++created)
    await env.DB.batch([
      book(owner.user.id, customer.id, rv1.id, '2031-03-10', '2031-03-20', 100_000, 'confirmed'), // 10 nights, in window
      book(owner.user.id, customer.id, rv2.id, '2031-03-29', '2031-04-05', 50_000, 'in_progress'), // 3 nights inside (29, 30, 31)
      book(owner.user.id, customer.id, rv1.id, '2031-03-22', '2031-03-25', 99_999, 'cancelled'), // counts for nothing
      book(owner.user.id, customer.id, rv2.id, '2031-02-10', '2031-02-16', 40_000, 'completed'), // previous window, 6 nights
      book(other.user.id, otherCustomer.id, otherRv.id, '2031-03-10', '2031-03-20', 777_700, 'confirmed'), // another owner's
    ])
    await env.DB.batch([
      env.DB.prepare(
        "insert into issues (id, owner_id, customer_id, title, description, category, priority, status, created_at) values (?, ?, ?, 't', 'x', 'mechanical', 'emergency', 'open', 0)",
      ).bind(crypto.randomUUID(), owner.user.id, customer.id),
      env.DB.prepare(
        "insert into issues (id, owner_id, customer_id, title, description, category, priority, status, created_at) values (?, ?, ?, 't', 'x', 'plumbing', 'high', 'in_progress', 0)",
      ).bind(crypto.randomUUID(), owner.user.id, customer.id),
      env.DB.prepare(
        "insert into issues (id, owner_id, customer_id, title, description, category, priority, status, created_at) values (?, ?, ?, 't', 'x', 'interior', 'low', 'open', 0)",
      ).bind(crypto.randomUUID(), owner.user.id, customer.id),
    ])

    const response = await api(owner.cookie).dashboard.$get({ query: { date: today } })
    expect(response.status).toBe(200)
    const overview = await response.json()
    expect(overview).toMatchObject({
      activeBookings: 2,
      revenue: { current: '1500.00', previous: '400.00', change: 2.75 },
      // 2 available RVs × 30 nights = 60: 13 booked now, 6 before
      utilization: { current: 13 / 60, previous: 6 / 60 },
      openIssues: 2,
      urgentIssues: 2,
    })
    // 12 weeks counted back from 2031-04-01: each booking's total lands in its pickup week.
    const weeks = overview.revenueByWeek
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toEqual({ weekStart: '2031-01-07', revenue: '0.00' })
    expect(weeks.filter((week) => week.revenue !== '0.00')).toEqual([
      { weekStart: '2031-02-04', revenue: '400.00' },
      { weekStart: '2031-03-04', revenue: '1000.00' },
      { weekStart: '2031-03-25', revenue: '500.00' },
    ])
    expect(overview.recentBookings).toHaveLength(4)
    expect(overview.recentBookings[0]).toMatchObject({ status: 'completed', rvName: 'Two', customerName: 'Ana Lee' })
  })

  it('lists the next maintenance due on the fleet: open tasks, soonest due first, with their RV', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const [alpha, beta] = await Promise.all([
      makeRv(owner.cookie, { name: 'Alpha' }),
      makeRv(owner.cookie, { name: 'Beta' }),
    ])
    const otherRv = await makeRv(other.cookie)
    const task = async (cookie: string, json: JsonOf<Api['issues']['maintenance']['$post']>) => {
      const response = await api(cookie).issues.maintenance.$post({ json })
      expect(response.status).toBe(201)
      return response.json()
    }
    await task(owner.cookie, { rvId: alpha.id, title: 'Oil change', dueDate: '2031-04-05', dueMileage: 27_000 })
    await task(owner.cookie, { rvId: beta.id, title: 'Annual inspection', dueDate: '2031-03-30' })
    await task(owner.cookie, { rvId: alpha.id, title: 'Tyres', dueMileage: 40_000 }) // no date: after every dated task
    await task(owner.cookie, { rvId: beta.id, title: 'Awning', dueDate: '2031-05-01' })
    const done = await task(owner.cookie, { rvId: alpha.id, title: 'Done already', dueDate: '2031-03-01' })
    await api(owner.cookie).issues.maintenance[':id'].complete.$post({ param: { id: done.id }, json: {} })
    await task(other.cookie, { rvId: otherRv.id, title: 'Not yours', dueDate: '2031-03-02' })
    const overview = await (await api(owner.cookie).dashboard.$get({ query: { date: today } })).json()
    expect(overview.maintenance.map(({ id: _id, ...shown }) => shown)).toEqual([
      { title: 'Annual inspection', rvName: 'Beta', dueDate: '2031-03-30', dueMileage: null },
      { title: 'Oil change', rvName: 'Alpha', dueDate: '2031-04-05', dueMileage: 27_000 },
      { title: 'Awning', rvName: 'Beta', dueDate: '2031-05-01', dueMileage: null },
    ])
  })

  it('needs a calendar day', async () => {
    const owner = await signUpOwner()
    expect((await api(owner.cookie).dashboard.$get({ query: { date: 'soon' } })).status).toBe(400)
  })
})
