/**
 * What tests/bench/scale.mjs times on each size's server: the renters' search, a renter's hold and
 * an owner's new booking, one request at a time, and owners' bookings under load, the writes one
 * D1 database runs one at a time.
 */
import { call, day } from './api-client.mjs'
import { SEARCH_PATH, bookingBodies, bookingTargets, count, createUnderLoad } from './api-throughput.mjs'

/**
 * Renters hold from this day on: past the bench's own trips (which end about 60 days ahead) and
 * the owner's bookings (from day 120, two days a slot), so no hold meets another booking.
 */
const FIRST_HOLD_DAY = 400
/** Holds on one RV step this many days: one night, then the RV's one turnaround day, then a gap. */
const HOLD_STEP_DAYS = 3

/** The renters' holds: each on its own RV and nights, from its own client address and email. */
async function holdRequests(origin) {
  const { status, body } = await call(
    origin,
    `/api/rvs/search?startDate=${day(FIRST_HOLD_DAY)}&endDate=${day(FIRST_HOLD_DAY + 1)}&limit=24`,
  )
  if (status !== 200 || body.items.length === 0) throw new Error(`No free RV to hold: ${status}`)
  const rvIds = body.items.map((rv) => rv.id)
  const tag = crypto.randomUUID().slice(0, 8)
  let next = 0
  let client = 0
  return {
    body() {
      const i = next++
      const start = FIRST_HOLD_DAY + HOLD_STEP_DAYS * Math.floor(i / rvIds.length)
      return {
        rvId: rvIds[i % rvIds.length],
        startDate: day(start),
        endDate: day(start + 1),
        firstName: 'Scale',
        lastName: `Renter ${i}`,
        email: `scale-${tag}-${i}@bench.test`,
        phone: '555-123-4567',
        zipCode: '90210',
      }
    },
    // Holds are limited per client (worker/middleware/rate-limit.ts reads CF-Connecting-IP, which
    // the local runtime keeps as sent): each renter comes from an address of its own.
    headers() {
      const n = client++
      return { 'cf-connecting-ip': `10.9.${Math.floor(n / 256)}.${n % 256}` }
    },
  }
}

/**
 * One size's probes for `takingTurns` (search, renter hold, owner booking), and the owner's next
 * bookings for the load test after them.
 */
export async function sizeProbes({ origin, cookie }) {
  const bodies = bookingBodies(await bookingTargets(origin, cookie))
  const holds = await holdRequests(origin)
  const probes = [
    { origin, path: SEARCH_PATH },
    {
      origin,
      path: '/api/bookings/hold',
      method: 'POST',
      expect: 201,
      body: () => holds.body(),
      headers: () => holds.headers(),
    },
    { origin, path: '/api/bookings', method: 'POST', cookie, expect: 201, body: () => bodies.next() },
  ]
  return { probes, bodies }
}

/** Owners' new bookings at 20 connections: how many writes a second one database takes. */
export async function writesUnderLoad({ origin, cookie, bodies }) {
  const loaded = await createUnderLoad(origin, cookie, bodies)
  const created = count(loaded.statuses, (code) => code >= 200 && code < 300)
  return {
    rps: loaded.rps,
    p50: loaded.p50,
    p99: loaded.p99,
    created,
    refused: loaded.total - created,
    errors: loaded.errors,
  }
}
