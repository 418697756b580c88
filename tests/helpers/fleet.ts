/** Small data builders for booking tests: an owner's RV, customer and venue through the real API. */
import { call } from './worker-client'

async function created<T = { id: string }>(path: string, cookie: string, json: unknown): Promise<T> {
  const response = await call(path, { cookie, json })
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`)
  return response.json<T>()
}

export const makeRv = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/rvs', cookie, { name: 'Test RV', type: 'Class C', sleeps: 4, pricePerNight: '100.00', ...overrides })

export const makeCustomer = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/customers', cookie, { firstName: 'Test', lastName: 'Renter', email: `${crypto.randomUUID()}@example.com`, ...overrides })

export const makeVenue = (cookie: string, overrides: Record<string, unknown> = {}) =>
  created('/api/venues', cookie, { name: 'Test Venue', location: 'Bend, OR', pricePerNight: '40.00', capacity: 10, ...overrides })

/** A calendar day `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
