import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { call, signUpOwner } from '../helpers/worker-client'

const validCustomer = { firstName: 'Jo', lastName: 'March', email: 'Jo.March@Example.com', phone: '555-123-4567', address: '1 Orchard St', city: 'Concord', state: 'MA', zipCode: '01742' }

const create = (cookie: string, overrides: Record<string, unknown> = {}) => call('/api/customers', { cookie, json: { ...validCustomer, ...overrides } })

describe('customers', () => {
  it('creates, reads and lists an owner’s customers', async () => {
    const owner = await signUpOwner()
    const response = await create(owner.cookie)
    expect(response.status).toBe(201)
    const customer = await response.json<{ id: string; email: string }>()
    expect(customer).toMatchObject({ firstName: 'Jo', email: 'jo.march@example.com', zipCode: '01742' })
    expect(await (await call(`/api/customers/${customer.id}`, { cookie: owner.cookie })).json()).toEqual(customer)
    expect(await (await call('/api/customers', { cookie: owner.cookie })).json()).toEqual([customer])
  })

  it('refuses a duplicate email for the same owner with a 409 naming it, but allows it for another owner', async () => {
    const [owner, other] = await Promise.all([signUpOwner(), signUpOwner()])
    await create(owner.cookie)
    const duplicate = await create(owner.cookie, { email: 'JO.MARCH@example.com' })
    expect(duplicate.status).toBe(409)
    expect(await duplicate.json()).toEqual({ code: 'duplicate_email', message: 'A customer with the email jo.march@example.com already exists' })
    expect((await create(other.cookie)).status).toBe(201)
  })

  it('edits a customer, refusing an email another customer has', async () => {
    const owner = await signUpOwner()
    const first = await (await create(owner.cookie)).json<{ id: string }>()
    await create(owner.cookie, { email: 'amy@example.com' })
    const edited = await call(`/api/customers/${first.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...validCustomer, city: 'Boston' } })
    expect(await edited.json()).toMatchObject({ city: 'Boston' })
    const clash = await call(`/api/customers/${first.id}`, { method: 'PUT', cookie: owner.cookie, json: { ...validCustomer, email: 'amy@example.com' } })
    expect(clash.status).toBe(409)
  })

  it.each([
    ['email', 'jo@example.com', 'not-an-email', 'Enter a valid email address'],
    ['zipCode', '12345', '1234', 'Zip code must be 5 digits (or ZIP+4)'],
    ['phone', '+1 (555) 123-4567', 'call me', 'Phone must be a phone number, like 555-123-4567'],
    ['firstName', 'J', '', 'First name is required'],
  ])('%s accepts %s and refuses %s', async (field, inside, outside, message) => {
    const owner = await signUpOwner()
    expect((await create(owner.cookie, { [field]: inside })).status).toBe(201)
    const refused = await create(owner.cookie, { email: 'other@example.com', [field]: outside })
    expect(refused.status).toBe(400)
    expect((await refused.json<{ fields: Record<string, string[]> }>()).fields[field]).toEqual([message])
  })

  it('counts the stat tiles from real customers and bookings', async () => {
    const owner = await signUpOwner()
    const rv = await (await call('/api/rvs', { cookie: owner.cookie, json: { name: 'R', type: 'Class B', sleeps: 2, pricePerNight: '100' } })).json<{ id: string }>()
    const ids = await Promise.all(['a', 'b', 'c'].map(async (name) => (await (await create(owner.cookie, { email: `${name}@example.com` })).json<{ id: string }>()).id))
    const book = (customerId: string, start: string, end: string, status = 'confirmed') =>
      env.DB.prepare('insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, created_at, updated_at) values (?, ?, ?, ?, ?, ?, 100, ?, 0, 0)').bind(crypto.randomUUID(), owner.user.id, customerId, rv.id, start, end, status)
    await env.DB.batch([
      book(ids[0]!, '2026-06-28', '2026-07-02'), // overlaps July
      book(ids[0]!, '2026-03-01', '2026-03-04'), // a second booking: returning
      book(ids[1]!, '2026-07-10', '2026-07-12', 'cancelled'), // cancelled counts for nothing
      book(ids[2]!, '2026-08-01', '2026-08-03'),
    ])
    const month = new Date().toISOString().slice(0, 7)
    const july = await (await call('/api/customers/stats?month=2026-07', { cookie: owner.cookie })).json()
    expect(july).toEqual({ total: 3, activeThisMonth: 1, newThisMonth: month === '2026-07' ? 3 : 0, returning: 1 })
    const now = await (await call(`/api/customers/stats?month=${month}`, { cookie: owner.cookie })).json<{ newThisMonth: number }>()
    expect(now.newThisMonth).toBe(3)
    expect((await call('/api/customers/stats?month=2026-13', { cookie: owner.cookie })).status).toBe(400)
  })
})
