/** Small data builders for booking tests: an owner's RV, customer and venue through the real API. */
import { call, signUpEstablishedOwner } from './worker-client'

async function created<T = { id: string }>(path: string, cookie: string, json: unknown): Promise<T> {
  const response = await call(path, { cookie, json })
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json<T>()
}

export const makeRv = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/rvs', cookie, { name: 'Test RV', type: 'Class C', sleeps: 4, pricePerNight: '100.00', ...overrides })

export const makeCustomer = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/customers', cookie, {
    firstName: 'Test',
    lastName: 'Renter',
    email: `${crypto.randomUUID()}@example.com`,
    ...overrides,
  })

export const makeVenue = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/venues', cookie, {
    name: 'Test Venue',
    location: 'Bend, OR',
    pricePerNight: '40.00',
    capacity: 10,
    ...overrides,
  })

/** A calendar day `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A fresh owner renters see (email confirmed, of long standing) with one RV and one customer, and
 * `book` to create bookings of that RV for that customer.
 */
export async function ownerWithFleet(
  rvOverrides: Record<string, unknown> = {},
  customerOverrides: Record<string, unknown> = {},
) {
  const owner = await signUpEstablishedOwner()
  const [rv, customer] = await Promise.all([
    makeRv(owner.cookie, rvOverrides),
    makeCustomer(owner.cookie, customerOverrides),
  ])
  const book = (json: Record<string, unknown>) =>
    call('/api/bookings', { cookie: owner.cookie, json: { customerId: customer.id, rvId: rv.id, ...json } })
  return { owner, rv, customer, book }
}
