/**
 * The API under load, on the built Worker in workerd with 1,000 RVs and 50,000 bookings in a local
 * D1: autocannon at 20 connections for BENCH_DURATION seconds (10 unless told) on a trivial
 * endpoint (the ceiling: no D1, no KV), the renters' search, and a busy owner's signed-in reads and
 * booking creation. Before that, each endpoint one request at a time: its own cost without
 * queueing, and the differences that show where a request's time goes (one D1 round trip, the
 * session lookup). Figures and goals met or missed, never pass/fail: it is a benchmark.
 */
import autocannon from 'autocannon'
import { call, day, jsonHeaders, ok } from './api-client.mjs'
import { mark, median, ms, textTable } from './report.mjs'

const CONNECTIONS = 20
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)

/** The ceiling: answered from the Worker's settings, without D1 or KV. */
const CEILING_PATH = '/api/auth/options'
export const SEARCH_PATH = `/api/rvs/search?startDate=${day(30)}&endDate=${day(33)}&type=Class%20C&guests=3`

/** Goals: throughput as a share of the ceiling's, and p99 at most this many times the ceiling's. */
const SEARCH_RATIO_GOAL = 0.7
const SIGNED_IN_RATIO_GOAL = 0.6
const P99_GOAL_FACTOR = 1.5
const GROWTH_GOAL = 1.5

/** Owner bookings go from this many days ahead (past the bench's own trips), one night each. */
const FIRST_BOOKING_DAY = 120
/** The latest pickup the API takes (bookings' MAX_DAYS_AHEAD). */
const LAST_BOOKING_DAY = 729

/** Latency one request at a time: the endpoint's own cost, without queueing. */
async function oneAtATime(origin, { path, cookie, expect = 200, count = 50 }) {
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(origin + path, { headers: cookie ? { cookie } : {} })
    await response.arrayBuffer()
    if (response.status !== expect) throw new Error(`${path} answered ${response.status}, not ${expect}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: median(times), p99: times[Math.floor(count * 0.99)] }
}

/** The search one request at a time, first on 5,000 bookings: the baseline its growth is judged by. */
export const searchAlone = (origin) => oneAtATime(origin, { path: SEARCH_PATH, count: 100 })

const count = (statuses, predicate) =>
  Object.entries(statuses)
    .filter(([code]) => predicate(Number(code)))
    .reduce((sum, [, n]) => sum + n, 0)

const figures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  statuses: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  errors: result.errors + result.timeouts,
})

/** autocannon's run, with the first request error kept to say what went wrong. */
async function load(options) {
  let firstError
  const instance = autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...options })
  instance.on('reqError', (error) => (firstError ??= error))
  return { ...figures(await instance), firstError }
}

/** A read under load; every answer should be a 2xx (a failure is reported, never hidden). */
async function underLoad(origin, { path, cookie }) {
  const found = await load({ url: origin + path, headers: cookie ? { cookie } : {} })
  return { ...found, failed: count(found.statuses, (code) => code < 200 || code > 299) + found.errors }
}

/**
 * The owner's bookings, each on its own night: request i books RV i mod n, two days after that
 * RV's booking before (a night plus the RV's one turnaround day), so none overlaps and none 409s
 * until the RVs' calendars are full.
 */
function bookingBodies({ rvIds, customerId }) {
  const slotsPerRv = Math.floor((LAST_BOOKING_DAY - FIRST_BOOKING_DAY) / 2)
  let next = 0
  return {
    capacity: slotsPerRv * rvIds.length,
    next() {
      const i = next++
      const start = FIRST_BOOKING_DAY + 2 * (Math.floor(i / rvIds.length) % slotsPerRv)
      return { customerId, rvId: rvIds[i % rvIds.length], startDate: day(start), endDate: day(start + 1) }
    },
    get used() {
      return next
    },
  }
}

/** The signed-in owner's rentable RVs and one of their customers, for the bookings they create. */
async function bookingTargets(origin, cookie) {
  const rvs = await ok(origin, '/api/rvs/mine?availability=available&limit=100', { cookie })
  const customers = await ok(origin, '/api/customers?limit=1', { cookie })
  if (rvs.items.length === 0 || customers.items.length === 0) throw new Error('The bench owner has no RVs or customers')
  return { rvIds: rvs.items.map((rv) => rv.id), customerId: customers.items[0].id }
}

async function createOneAtATime(origin, cookie, bodies, count = 20) {
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const { status, body } = await call(origin, '/api/bookings', { method: 'POST', cookie, body: bodies.next() })
    if (status !== 201) throw new Error(`POST /api/bookings answered ${status}: ${JSON.stringify(body)}`)
    times.push(performance.now() - started)
  }
  return { median: median(times), p99: Math.max(...times) }
}

const createUnderLoad = (origin, cookie, bodies) =>
  load({
    url: `${origin}/api/bookings`,
    method: 'POST',
    headers: jsonHeaders(origin, cookie),
    // Called for every request: each books its own night.
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies.next()) }) }],
  })

/**
 * Prints the section and answers its rows for the summary. `searchBaseline` is the search one at
 * a time on 5,000 bookings; `cookie` the busy owner's session.
 */
export async function apiThroughput({ origin, cookie, searchBaseline }) {
  const today = day(0)
  const endpoints = [
    { label: `GET ${CEILING_PATH} (the ceiling)`, short: 'ceiling', path: CEILING_PATH },
    { label: 'GET /api/rvs/search', short: 'search', path: SEARCH_PATH, ratioGoal: SEARCH_RATIO_GOAL },
    { label: 'GET /api/auth/user', short: 'auth/user', path: '/api/auth/user', cookie },
    { label: 'GET /api/dashboard', short: 'dashboard', path: `/api/dashboard?date=${today}`, cookie },
    { label: 'GET /api/bookings?limit=20', short: 'bookings list', path: '/api/bookings?limit=20', cookie },
  ].map((endpoint) => ({ ratioGoal: endpoint.cookie ? SIGNED_IN_RATIO_GOAL : undefined, ...endpoint }))
  const bodies = bookingBodies(await bookingTargets(origin, cookie))

  // One at a time (also the warm-up): each endpoint, and two probes that isolate a cost each.
  const probes = [
    { label: 'GET /api/rvs/<unknown id> (404: one D1 read by key)', path: '/api/rvs/bench-no-such-rv', expect: 404 },
    { label: `GET ${CEILING_PATH} + session cookie (the session lookup)`, path: CEILING_PATH, cookie },
  ]
  const alone = new Map()
  for (const endpoint of [...endpoints, ...probes]) alone.set(endpoint.label, await oneAtATime(origin, endpoint))
  const createLabel = 'POST /api/bookings (owner creates)'
  alone.set(createLabel, await createOneAtATime(origin, cookie, bodies))

  console.log(`\nbench: API, one request at a time (${today}; 50,000 bookings, the owner has 5,000)`)
  const aloneRows = [...alone].map(([label, { median: mid, p99 }]) => [label, ms(mid, 2), ms(p99, 2)])
  console.log(textTable(['request', 'median', 'p99'], aloneRows))
  const base = alone.get(endpoints[0].label).median
  const d1Read = alone.get(probes[0].label).median - base
  const session = alone.get(probes[1].label).median - base
  console.log(`  one D1 read through the Worker ≈ ${ms(d1Read, 2)} (404 probe − ceiling)`)
  console.log(
    `  session lookup on every signed-in request ≈ ${ms(session, 2)} (KV get + D1 user/revocation read, one after the other)`,
  )
  const growth = alone.get(endpoints[1].label).median / searchBaseline.median
  console.log(
    `  search with 10x the bookings: median ${ms(searchBaseline.median, 2)} → ${ms(alone.get(endpoints[1].label).median, 2)}, ${growth.toFixed(2)}x ${mark(growth <= GROWTH_GOAL)} (goal ≤ ${GROWTH_GOAL}x)`,
  )

  console.log(`\nbench: API under load (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`)
  const loaded = []
  for (const endpoint of endpoints) loaded.push({ ...endpoint, ...(await underLoad(origin, endpoint)) })
  const ceiling = loaded[0]
  const creation = { label: createLabel, short: 'create booking', ...(await createUnderLoad(origin, cookie, bodies)) }
  const created = count(creation.statuses, (code) => code >= 200 && code < 300)
  const conflicts = creation.statuses['409'] ?? 0
  const other = creation.total - created - conflicts

  const rows = [...loaded, creation].map((row) => [
    row.label,
    row.rps.toFixed(0),
    `${row.p50} ms`,
    `${row.p99} ms`,
    (row.rps / ceiling.rps).toFixed(2),
  ])
  console.log(textTable(['endpoint', 'req/s', 'p50', 'p99', 'ratio'], rows))
  for (const row of loaded.filter(({ failed }) => failed > 0))
    console.log(
      `  ✗ ${row.label}: ${row.failed} failed (answers ${JSON.stringify(row.statuses)}, ${row.errors} errors; first: ${row.firstError})`,
    )
  console.log(
    `  booking creation: ${created} created (2xx), ${conflicts} refused 409, ${other} other answers or errors (+${creation.errors} errors)` +
      (bodies.used > bodies.capacity ? `; ran past the ${bodies.capacity} free nights, so 409s are expected` : ''),
  )

  console.log('  goals:')
  const p99Limit = ceiling.p99 * P99_GOAL_FACTOR
  const goals = []
  for (const row of loaded.slice(1)) {
    const ratio = row.rps / ceiling.rps
    const ratioMet = ratio >= row.ratioGoal && row.failed === 0 && ceiling.failed === 0
    const p99Met = row.p99 <= p99Limit && row.failed === 0 && ceiling.failed === 0
    console.log(
      `    ${mark(ratioMet)} ${row.short}: ${ratio.toFixed(2)} of the ceiling's req/s (goal ≥ ${row.ratioGoal})`,
    )
    console.log(
      `    ${mark(p99Met)} ${row.short}: p99 ${row.p99} ms (goal ≤ ${P99_GOAL_FACTOR} × the ceiling's ${ceiling.p99} ms = ${p99Limit.toFixed(0)} ms)`,
    )
    goals.push({ row, ratio, ratioMet, p99Met })
  }
  console.log(
    `    ${mark(growth <= GROWTH_GOAL)} search: ${growth.toFixed(2)}x slower with 10x the bookings (goal ≤ ${GROWTH_GOAL}x)`,
  )

  // The summary's rows: endpoint, req/s, p50, p99, ratio, goals.
  const goalText = ({ ratioMet, p99Met, row }) =>
    `${mark(ratioMet)} ≥ ${row.ratioGoal}, ${mark(p99Met)} p99 ≤ ${p99Limit.toFixed(0)} ms`
  return [
    [ceiling.short, ceiling.rps.toFixed(0), `${ceiling.p50} ms`, `${ceiling.p99} ms`, '1.00', 'the ceiling'],
    ...goals.map((goal) => [
      goal.row.short,
      goal.row.rps.toFixed(0),
      `${goal.row.p50} ms`,
      `${goal.row.p99} ms`,
      goal.ratio.toFixed(2),
      goalText(goal),
    ]),
    [
      creation.short,
      creation.rps.toFixed(0),
      `${creation.p50} ms`,
      `${creation.p99} ms`,
      (creation.rps / ceiling.rps).toFixed(2),
      `${created} created, ${conflicts} × 409`,
    ],
  ]
}
