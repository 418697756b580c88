/** Small data builders for booking tests: an owner's RV, customer and venue through the real API. */
import { api, type Api, type JsonOf, signUpEstablishedOwner } from './worker-client'

/** What a create call answered, or an error naming its status and body. */
async function created<T>(
  what: string,
  request: Promise<{ status: number; json(): Promise<T>; text(): Promise<string> }>,
) {
  const response = await request
  if (response.status !== 201) throw new Error(`${what}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** The owner's booking form. */
type BookingInput = JsonOf<Api['bookings']['$post']>

export const makeRv = (cookie: string, overrides: Partial<JsonOf<Api['rvs']['$post']>> = {}) =>
  created(
    'rv',
    api(cookie).rvs.$post({
      json: { name: 'Test RV', type: 'Class C', sleeps: 4, pricePerNight: '100.00', ...overrides },
    }),
  )

export const makeCustomer = (cookie: string, overrides: Partial<JsonOf<Api['customers']['$post']>> = {}) =>
  created(
    'customer',
    api(cookie).customers.$post({
      json: { firstName: 'Test', lastName: 'Renter', email: `${crypto.randomUUID()}@example.com`, ...overrides },
    }),
  )

export const makeVenue = (cookie: string, overrides: Partial<JsonOf<Api['venues']['$post']>> = {}) =>
  created(
    'venue',
    api(cookie).venues.$post({
      json: { name: 'Test Venue', location: 'Bend, OR', pricePerNight: '40.00', capacity: 10, ...overrides },
    }),
  )

/** A calendar day `days` from today (UTC). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A fresh owner renters see (email confirmed, of long standing) with one RV and one customer, and
 * `book` to create bookings of that RV for that customer.
 */
export async function ownerWithFleet(
  rvOverrides: Partial<JsonOf<Api['rvs']['$post']>> = {},
  customerOverrides: Partial<JsonOf<Api['customers']['$post']>> = {},
) {
  const owner = await signUpEstablishedOwner()
  const [rv, customer] = await Promise.all([
    makeRv(owner.cookie, rvOverrides),
    makeCustomer(owner.cookie, customerOverrides),
  ])
  const book = (json: Omit<BookingInput, 'customerId' | 'rvId'> & Partial<BookingInput>) =>
    api(owner.cookie).bookings.$post({ json: { customerId: customer.id, rvId: rv.id, ...json } })
  return { owner, rv, customer, book }
}
