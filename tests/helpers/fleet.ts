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

type PickupLocationInput = JsonOf<Api['business']['locations']['$post']>

/**
 * Where test RVs are picked up unless told: San Francisco's Mission district (94110, the zip most
 * tests search from), delivering by the default rule. Search from a place finds only RVs near it.
 */
const DEFAULT_TEST_PICKUP = {
  name: 'Test depot',
  street: '1 Valencia St',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94110',
  delivers: true,
} as const satisfies PickupLocationInput

/** One of the owner's pickup locations, through the real API: the default place unless told. */
export const makePickupLocation = (cookie: string, overrides: Partial<PickupLocationInput> = {}) =>
  created('pickup location', api(cookie).business.locations.$post({ json: { ...DEFAULT_TEST_PICKUP, ...overrides } }))

/** Each owner's default pickup location (by session cookie), made with their first RV. */
const defaultPickups = new Map<string, Promise<string>>()

function defaultPickupLocation(cookie: string) {
  let id = defaultPickups.get(cookie)
  if (!id) {
    id = makePickupLocation(cookie).then((location) => location.id)
    defaultPickups.set(cookie, id)
  }
  return id
}

/** One of the owner's RVs, picked up at their default location unless `pickupLocationId` says otherwise (null: none). */
export const makeRv = async (cookie: string, overrides: Partial<JsonOf<Api['rvs']['$post']>> = {}) =>
  created(
    'rv',
    api(cookie).rvs.$post({
      json: {
        name: 'Test RV',
        type: 'Class C',
        sleeps: 4,
        pricePerNight: '100.00',
        ...('pickupLocationId' in overrides ? {} : { pickupLocationId: await defaultPickupLocation(cookie) }),
        ...overrides,
      },
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
