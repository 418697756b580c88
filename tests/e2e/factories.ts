/**
 * Test data factories: each test makes the records it needs through the API, uniquely named, and
 * never leans on the demo seed (architecture.md convention 12). Each takes an `APIRequestContext`
 * on the app's origin: a signed-in page's `page.request` (or the `ownerRequest` fixture) acts as
 * that owner, a signed-out one as a renter.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import type { SignUpInput } from '../../worker/modules/auth/schemas'
import type { BookingInput, PublicBookingInput } from '../../worker/modules/bookings/schemas'
import type { PickupLocation, PickupLocationInput } from '../../worker/modules/business/schemas'
import type { CustomerInput } from '../../worker/modules/customers/schemas'
import type { MaintenanceTaskInput } from '../../worker/modules/issues/maintenance/schemas'
import type { RvInput } from '../../worker/modules/rvs/schemas'
import type { VenueInput } from '../../worker/modules/venues/schemas'
import type { Booking, CurrentUser, Customer, HeldBooking, Rv, Venue } from './api-types'

/** A short random tag for names and emails, so no two runs (or tests) share a record. */
export const uniqueTag = () => crypto.randomUUID().slice(0, 8)

/** A calendar day (YYYY-MM-DD) `daysAhead` days from today, as the server counts days (UTC). */
export const daysFromNow = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10)

/** The JSON of a 201, or an error that says what the server refused and why. */
async function created<T>(response: APIResponse, what: string): Promise<T> {
  if (response.status() !== 201)
    throw new Error(`Creating ${what} failed with ${response.status()}: ${await response.text()}`)
  return (await response.json()) as T
}

/** A list answered whole or a page at a time ({ items, nextCursor }): the rows either way. */
export async function listed<T>(response: APIResponse): Promise<T[]> {
  if (!response.ok()) throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`)
  const body = (await response.json()) as T[] | { items: T[] }
  return Array.isArray(body) ? body : body.items
}

export interface Owner extends CurrentUser {
  password: string
}

/**
 * Signs a new business owner up: `request` then carries their session cookie. Their email is
 * confirmed from the link in the outbox unless `verified: false`, so the admin shows no banner,
 * and the account dated years back (see `establish`).
 * Sign-up allows 5 a minute per client: share an owner per worker where a test allows it.
 */
export async function createOwner(
  request: APIRequestContext,
  { verified = true, ...overrides }: Partial<SignUpInput> & { verified?: boolean } = {},
): Promise<Owner> {
  const tag = uniqueTag()
  const input = {
    email: `owner-${tag}@example.com`,
    password: `e2e password ${tag}`,
    firstName: 'Robin',
    lastName: `Vale ${tag}`,
    ...overrides,
  }
  const user = await created<CurrentUser>(await request.post('/api/auth/sign-up', { data: input }), 'an owner')
  if (verified) await Promise.all([confirmEmail(request), establish(user.id)])
  return { ...user, emailVerified: verified, password: input.password }
}

/**
 * Dates the account years back: renters see only as many of a new account's RVs as its standing
 * allows (the business module's ACCOUNT_LIMITS), and one owner serves every test of a worker.
 */
const establish = (userId: string) =>
  runSql(`update users set created_at = ${Date.now() - 10 * 365 * 86_400_000} where id = '${userId}'`)

/**
 * The link in the signed-in owner's confirmation email: a local test run's outbox shows the owner
 * their account emails, links and all (a deployment never does).
 */
export async function emailConfirmationLink(request: APIRequestContext) {
  return accountEmailLink(request, 'email_verification', /href="([^"]*verify-email[^"]*)"/)
}

async function accountEmailLink(request: APIRequestContext, type: string, link: RegExp) {
  const emails = await listed<{ type: string; content: string | null }>(await request.get('/api/notifications/account'))
  const email = emails.find((notification) => notification.type === type)
  const href = email && link.exec(email.content ?? '')?.[1]
  if (!href) throw new Error(`The owner has no ${type} email in the outbox`)
  const url = new URL(href.replaceAll('&amp;', '&'))
  return `${url.pathname}${url.search}`
}

/** The link of the signed-in owner's newest 'Forgot password?' email. */
export const passwordResetLink = (request: APIRequestContext) =>
  accountEmailLink(request, 'password_reset', /href="([^"]*reset-password[^"]*)"/)

async function confirmEmail(request: APIRequestContext) {
  const response = await request.get(await emailConfirmationLink(request), { maxRedirects: 0 })
  if (!response.headers().location?.includes('result=confirmed'))
    throw new Error(`Confirming the owner's email failed: ${response.status()} ${response.headers().location}`)
}

/** One of the signed-in owner's pickup locations: a San Francisco depot (on its zip code's centroid) unless told. */
export async function createPickupLocation(
  request: APIRequestContext,
  overrides: Partial<PickupLocationInput> = {},
): Promise<PickupLocation> {
  const input: PickupLocationInput = {
    name: `E2E Depot ${uniqueTag()}`,
    street: '1 Test St',
    city: 'San Francisco',
    state: 'CA',
    zipCode: '94110',
    ...overrides,
  }
  return created<PickupLocation>(
    await request.post('/api/business/locations', { data: input }),
    `the pickup location ${input.name}`,
  )
}

/**
 * Places test RVs are picked up at: renters search near a zip code and find only RVs within their
 * radius (100 miles unless they choose), so an RV waits near the zip its test searches from.
 */
const TEST_PLACES = {
  '94110': { city: 'San Francisco', state: 'CA' },
  '78701': { city: 'Austin', state: 'TX' },
  '59801': { city: 'Missoula', state: 'MT' },
} as const
type TestPlace = keyof typeof TEST_PLACES

/** Each owner's pickup location by zip, per request context, so RVs made side by side share one. */
const pickupLocations = new WeakMap<APIRequestContext, Map<TestPlace, Promise<string>>>()

/**
 * The signed-in owner's test pickup location at `zipCode` (on its centroid, delivering by the
 * default rule): found by name when an earlier test made it, else made. An owner has at most 50.
 */
function testPickupLocation(request: APIRequestContext, zipCode: TestPlace): Promise<string> {
  const byZip = pickupLocations.get(request) ?? new Map<TestPlace, Promise<string>>()
  pickupLocations.set(request, byZip)
  let id = byZip.get(zipCode)
  if (!id) {
    const name = `E2E pickup ${zipCode}`
    id = (async () => {
      const existing = (await listed<PickupLocation>(await request.get('/api/business/locations'))).find(
        (location) => location.name === name,
      )
      return (
        existing ?? (await createPickupLocation(request, { name, zipCode, delivers: true, ...TEST_PLACES[zipCode] }))
      ).id
    })()
    byZip.set(zipCode, id)
  }
  return id
}

/**
 * One of the signed-in owner's RVs: a $125-a-night travel trailer sleeping 4 unless told, picked up
 * near `near` (San Francisco's 94110 unless told) or at `pickupLocationId` when given (null: nowhere).
 */
export async function createRv(
  request: APIRequestContext,
  { near = '94110', ...overrides }: Partial<RvInput> & { near?: TestPlace } = {},
): Promise<Rv> {
  const input: RvInput = {
    name: `E2E Trailer ${uniqueTag()}`,
    type: 'Travel Trailer',
    sleeps: 4,
    length: 25,
    pricePerNight: '125.00',
    features: ['Solar', 'Awning'],
    year: 2022,
    make: 'Grand Design',
    model: 'Imagine',
    mileage: 3000,
    ...('pickupLocationId' in overrides ? {} : { pickupLocationId: await testPickupLocation(request, near) }),
    ...overrides,
  }
  return created<Rv>(await request.post('/api/rvs', { data: input }), `the RV ${input.name}`)
}

/** One of the signed-in owner's customers, with a unique last name and email. */
export async function createCustomer(
  request: APIRequestContext,
  overrides: Partial<CustomerInput> = {},
): Promise<Customer> {
  const tag = uniqueTag()
  const input: CustomerInput = {
    firstName: 'Emily',
    lastName: `Carter ${tag}`,
    email: `customer-${tag}@example.com`,
    phone: '555-010-3000',
    ...overrides,
  }
  return created<Customer>(await request.post('/api/customers', { data: input }), `the customer ${input.email}`)
}

/** One of the signed-in owner's venues: $58 a night unless told. */
export async function createVenue(request: APIRequestContext, overrides: Partial<VenueInput> = {}): Promise<Venue> {
  const input: VenueInput = {
    name: `E2E Campground ${uniqueTag()}`,
    location: 'Pismo Beach, CA',
    pricePerNight: '58.00',
    capacity: 40,
    amenities: ['Water', 'Power'],
    ...overrides,
  }
  return created<Venue>(await request.post('/api/venues', { data: input }), `the venue ${input.name}`)
}

/** The owner books their RV for their customer (the admin's 'Create New Booking'); pending, a week ahead, unless told. */
export async function createBooking(
  request: APIRequestContext,
  input: Pick<BookingInput, 'rvId' | 'customerId'> & Partial<BookingInput>,
): Promise<Booking> {
  const data: BookingInput = { startDate: daysFromNow(7), endDate: daysFromNow(10), ...input }
  return created<Booking>(await request.post('/api/bookings', { data }), 'a booking')
}

export type Hold = HeldBooking & { email: string }

/**
 * A renter holds an RV while they pay, as the wizard's 'Proceed to Payment' does (no session
 * needed). Open holds are limited (3 per email, 5 per client, and every local request is one
 * client), so tests that hold should pay, and each renter gets a unique email unless told.
 */
export async function holdRv(
  request: APIRequestContext,
  input: Pick<PublicBookingInput, 'rvId'> & Partial<PublicBookingInput>,
): Promise<Hold> {
  const data: PublicBookingInput = {
    startDate: daysFromNow(7),
    endDate: daysFromNow(10),
    zipCode: '10001',
    firstName: 'Rae',
    lastName: 'Field',
    email: `renter-${uniqueTag()}@example.com`,
    phone: '555-222-3333',
    ...input,
  }
  return {
    ...(await created<HeldBooking>(await request.post('/api/bookings/hold', { data }), 'a hold')),
    email: data.email,
  }
}

/**
 * Writes straight into the app's local D1: for content we do not control (hostile text), or times
 * no API sets. A wrangler process takes a few seconds: start it early and await it late. The
 * running app may hold the database's write lock at that moment (its queue writing emails): a
 * write refused as SQLITE_BUSY is tried again, up to 5 times.
 */
export async function runSql(statement: string, attempts = 5): Promise<void> {
  try {
    await promisify(execFile)(
      'node_modules/.bin/wrangler',
      ['d1', 'execute', 'DB', '--local', '--persist-to', '.wrangler/e2e-state', '--command', statement],
      {
        env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
      },
    )
  } catch (error) {
    if (attempts <= 1 || !String(error).includes('SQLITE_BUSY')) throw error
    await runSql(statement, attempts - 1)
  }
}

/** A maintenance task on an owner's RV (the RV details' 'Add Maintenance Task'). */
export async function createMaintenanceTask(request: APIRequestContext, input: MaintenanceTaskInput) {
  return created<{ id: string; title: string }>(
    await request.post('/api/issues/maintenance', { data: input }),
    'a maintenance task',
  )
}

/**
 * A renter's request to book a new RV of the owner's that is not instant book: held, then the card
 * authorised with the test card, so the request waits for the owner's answer (24 hours).
 */
export async function requestToBook(
  owner: APIRequestContext,
  renter: APIRequestContext,
  input: Partial<PublicBookingInput> = {},
): Promise<Hold & { rv: Rv }> {
  const rv = await createRv(owner, { instantBook: false })
  const held = await holdRv(renter, { rvId: rv.id, ...input })
  const intent = await renter.post('/api/create-payment-intent', {
    data: { amount: Number(held.amount), bookingId: held.bookingId },
  })
  if (!intent.ok()) throw new Error(`The request's payment failed with ${intent.status()}: ${await intent.text()}`)
  const { clientSecret } = (await intent.json()) as { clientSecret: string }
  const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' }
  const authorised = await renter.post('/api/payments/test-card', { data: card })
  if (!authorised.ok())
    throw new Error(`Authorising the card failed with ${authorised.status()}: ${await authorised.text()}`)
  return { ...held, rv }
}
