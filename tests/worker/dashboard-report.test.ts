import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeCustomer, makeRv } from '../helpers/fleet'
import { api, signUpOwner } from '../helpers/worker-client'

describe('the monthly report', () => {
  it('counts one month: revenue, nights and utilization per RV, bookings by status, payments, issues and lead fees', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    const [alpha, beta, customer] = await Promise.all([
      makeRv(owner.cookie, { name: 'Alpha' }),
      makeRv(owner.cookie, { name: 'Beta' }),
      makeCustomer(owner.cookie),
    ])
    const [otherRv, otherCustomer] = await Promise.all([makeRv(other.cookie), makeCustomer(other.cookie)])
    const booking = (
      ownerId: string,
      customerId: string,
      rvId: string,
      start: string,
      end: string,
      cents: number,
      status: string,
    ) => {
      const id = crypto.randomUUID()
      return {
        id,
        insert: env.DB.prepare(
          'insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, 0)',
        ).bind(id, ownerId, customerId, rvId, start, end, cents, status),
      }
    }
    const me = (rvId: string, start: string, end: string, cents: number, status: string) =>
      booking(owner.user.id, customer.id, rvId, start, end, cents, status)
    const paid = me(alpha.id, '2031-04-10', '2031-04-15', 50_000, 'completed') // 5 nights, in April
    const rows = [
      paid,
      me(alpha.id, '2031-03-29', '2031-04-02', 40_000, 'completed'), // 1 night into April; revenue in March
      me(beta.id, '2031-04-28', '2031-05-03', 30_000, 'confirmed'), // 3 nights in April (28, 29, 30)
      me(beta.id, '2031-04-05', '2031-04-08', 99_900, 'cancelled'), // counts only as a cancelled booking
      booking(other.user.id, otherCustomer.id, otherRv.id, '2031-04-10', '2031-04-20', 777_700, 'confirmed'),
    ]
    const april = Date.UTC(2031, 3, 12)
    const issue = (
      ownerId: string,
      customerId: string,
      priority: string,
      createdAt: number,
      resolvedAt: number | null,
    ) =>
      env.DB.prepare(
        "insert into issues (id, owner_id, customer_id, title, description, category, priority, status, created_at, resolved_at) values (?, ?, ?, 't', 'x', 'plumbing', ?, 'open', ?, ?)",
      ).bind(crypto.randomUUID(), ownerId, customerId, priority, createdAt, resolvedAt)
    const lead = (ownerId: string, rvId: string, paymentStatus: string, createdAt: number) =>
      env.DB.prepare(
        "insert into leads (id, owner_id, customer_id, rv_id, customer_email, lead_cost_cents, payment_status, created_at, updated_at) values (?, ?, ?, ?, 'l@example.com', 500, ?, ?, 0)",
      ).bind(crypto.randomUUID(), ownerId, customer.id, rvId, paymentStatus, createdAt)
    await env.DB.batch([
      ...rows.map((row) => row.insert),
      env.DB.prepare(
        "insert into booking_payments (id, owner_id, booking_id, method, amount_cents, paid_on, created_at) values (?, ?, ?, 'cash', 20000, '2031-04-09', 0), (?, ?, ?, 'cheque', 30000, '2031-05-01', 0)",
      ).bind(crypto.randomUUID(), owner.user.id, paid.id, crypto.randomUUID(), owner.user.id, paid.id),
      issue(owner.user.id, customer.id, 'emergency', april, april + 1000),
      issue(owner.user.id, customer.id, 'low', april, null),
      issue(owner.user.id, customer.id, 'high', Date.UTC(2031, 2, 31), null), // March
      lead(owner.user.id, alpha.id, 'succeeded', april),
      lead(owner.user.id, alpha.id, 'pending', april),
      lead(owner.user.id, alpha.id, 'pending', Date.UTC(2031, 4, 1)), // May
    ])

    const response = await api(owner.cookie).dashboard.report.$get({ query: { month: '2031-04' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      month: '2031-04',
      days: 30,
      revenue: '800.00',
      nightsBooked: 9,
      utilization: 9 / 60,
      rvs: [
        { id: alpha.id, name: 'Alpha', revenue: '500.00', nightsBooked: 6, utilization: 6 / 30 },
        { id: beta.id, name: 'Beta', revenue: '300.00', nightsBooked: 3, utilization: 3 / 30 },
      ],
      bookingsByStatus: { pending: 0, confirmed: 1, in_progress: 0, completed: 1, cancelled: 1, expired: 0 },
      paymentsRecorded: { cash: '200.00', cheque: '0.00', bank_transfer: '0.00' },
      issues: { reported: 2, urgent: 1, resolved: 1 },
      leadFees: { leads: 2, fees: '10.00', paid: '5.00' },
    })
    expect((await api(owner.cookie).dashboard.report.$get({ query: { month: '2031-13' } })).status).toBe(400)
    expect((await api().dashboard.report.$get({ query: { month: '2031-04' } })).status).toBe(401)
  })
})
