/**
 * Generated query strings for the read routes: the parameter names the API knows (paging, dates,
 * filters, search) and random ones, with hostile values, repeated names and broken escapes, some
 * starting from a route's valid query so the reads behind the checks run too.
 */
import fc from 'fast-check'
import { hostileText } from './fuzz-values'
import { inDays } from './matrix-objects'

/** Every query parameter some route reads. */
const KNOWN_NAMES = [
  'limit',
  'cursor',
  'from',
  'to',
  'status',
  'platform',
  'startDate',
  'endDate',
  'location',
  'guests',
  'type',
  'q',
  'month',
  'date',
  'priority',
  'availability',
  'rvId',
  'state',
  'token',
  'redirect',
  'code',
  'url',
  'link',
  'rvIds',
  'bookingId',
  'email',
  'zipCode',
  'key',
  'deliveryZip',
  'radius',
  'days',
]

/** Values a route takes, so a generated query often gets past its first check. */
const PLAUSIBLE_VALUES = [
  '1',
  '24',
  '100',
  'all',
  'available',
  'pending',
  'confirmed',
  'open',
  'upcoming',
  'google',
  'email',
  'Class B',
  'Moab, UT',
  '2026-07',
  inDays(10),
  inDays(12),
  'https://rv.example/',
]

/**
 * The valid query of the routes that need one, so one changed parameter reaches what lies behind
 * the schema (the search, the calendar, the dashboard's day).
 */
export const VALID_QUERIES: Record<string, Record<string, string>> = {
  'GET /api/rvs/search': { startDate: inDays(30), endDate: inDays(33), guests: '2', type: 'Class B', limit: '5' },
  'GET /api/rvs/nearest-zip': { latitude: '37.7485', longitude: '-122.4184' },
  'GET /api/bookings/lookup': { bookingId: crypto.randomUUID(), email: 'renter@example.com' },
  'GET /api/bookings/delivery-options': { rvId: crypto.randomUUID(), zipCode: '94110', deliveryZip: '94566' },
  'GET /api/payments/cancellation': { bookingId: crypto.randomUUID(), email: 'renter@example.com' },
  'GET /api/payments/receipt': { paymentIntent: 'pi_test_0', clientSecret: 'pi_test_0_secret_0' },
  'GET /api/bookings/calendar': { month: inDays(0).slice(0, 7) },
  'GET /api/rvs/mine/today': { date: inDays(0) },
  'GET /api/dashboard': { date: inDays(0) },
  'GET /api/customers/stats': { month: inDays(0).slice(0, 7) },
  'GET /api/auth/verify-email': { token: 'a'.repeat(43) },
  'GET /api/login': { redirect: '/admin/bookings' },
  'GET /api/login/:provider/callback': { code: 'code', state: 'state' },
  'GET /api/marketing/click/:token': { link: '0' },
  'GET /api/messages/renter/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}': { key: 'a'.repeat(32) },
  'GET /api/marketing/banners': { rvIds: `${crypto.randomUUID()},${crypto.randomUUID()}` },
  'GET /api/partners/venues/:id/calendar': { from: inDays(0), days: '14' },
  'GET /api/venues/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/sites': {
    rvId: crypto.randomUUID(),
    startDate: inDays(10),
    endDate: inDays(12),
  },
}

/** At most 16 KB in a value: Cloudflare refuses longer URLs before they reach the Worker. */
const value = fc.oneof(
  { weight: 3, arbitrary: hostileText.map((text) => text.slice(0, 16_000)) },
  { weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE_VALUES) },
  { weight: 1, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String) },
)
const name = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...KNOWN_NAMES) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
)

const encoded = (pairs: [string, string][]) => {
  const query = new URLSearchParams()
  for (const [key, text] of pairs) query.append(key, text)
  return query.toString()
}

/** Escapes a decoder chokes on, names without values, separators in odd places. */
const brokenQuery = fc.constantFrom(
  'limit=%',
  'limit=%zz',
  'q=%ff%fe',
  'q=%E0%A4%A',
  '%=1',
  'limit',
  '&&&',
  '=',
  'limit=1&limit=2',
  'cursor[]=1',
  'q=a+b%2Bc',
  'status=open%00',
)

/** A query string (without '?') for a route, starting from its valid query when it has one. */
export function queriesFor(valid: Record<string, string> = {}) {
  const validPairs = Object.entries(valid)
  const changed = fc
    .tuple(fc.subarray(validPairs), fc.array(fc.tuple(name, value), { maxLength: 3 }))
    .map(([kept, changes]) => encoded([...kept.filter(([key]) => !changes.some(([k]) => k === key)), ...changes]))
  const random = fc.array(fc.tuple(name, value), { maxLength: 6 }).map(encoded)
  return fc.oneof(
    { weight: 5, arbitrary: changed },
    { weight: 4, arbitrary: random },
    { weight: 1, arbitrary: fc.tuple(brokenQuery, changed).map(([broken, rest]) => `${broken}&${rest}`) },
  )
}
