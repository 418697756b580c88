/**
 * The API under load, on the built Worker in workerd with 1,000 RVs and 50,000 bookings in a local
 * D1: autocannon at 20 connections for BENCH_DURATION seconds (10 unless told) on a trivial
 * endpoint (the ceiling: no D1, no KV), the renters' search, and a busy owner's signed-in reads and
 * booking creation. Before that, each endpoint one request at a time: its own cost without
 * queueing, and the differences that show where a request's time goes (one D1 round trip, the
 * session lookup). Figures and goals met or missed, never pass/fail: it is a benchmark.
 *
 * One-at-a-time figures are taken in turns (request 1 of every probe, then request 2 of every
 * probe, ...), so a machine that gets busier or quieter meanwhile moves them all alike and their
 * differences and ratios still hold.
 */
import autocannon from 'autocannon'
import { call, day, jsonHeaders, ok } from './api-client.mjs'
import { mark, median, ms, textTable } from './report.mjs'

const CONNECTIONS = 20
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10)
const ROUNDS = 50

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

/**
 * The time of one request, checked against the status it must answer. `headers` is called once a
 * request (e.g. a renter's own client address).
 */
export async function timeOne({ origin, path, cookie, expect = 200, method = 'GET', body, headers = () => ({}) }) {
  const started = performance.now()
  if (method === 'GET') {
    const response = await fetch(origin + path, { headers: cookie ? { cookie } : {} })
    await response.arrayBuffer()
    if (response.status !== expect) throw new Error(`${path} answered ${response.status}, not ${expect}`)
  } else {
    const answer = await call(origin, path, { method, cookie, body: body(), headers: headers() })
    if (answer.status !== expect)
      throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`)
  }
  return performance.now() - started
}

/** Each probe `rounds` times, taking turns; the median and p99 of each. */
export async function takingTurns(probes, rounds = ROUNDS) {
  const times = probes.map(() => [])
  for (let round = 0; round < rounds; round++)
    for (const [index, probe] of probes.entries()) times[index].push(await timeOne(probe))
  return times.map((list) => {
    const sorted = list.sort((a, b) => a - b)
    return { median: median(sorted), p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] }
  })
}

/**
 * The search one request at a time on 5,000 and on 50,000 bookings (two servers, taking turns):
 * how its time grows with 10x the bookings.
 */
export async function searchGrowth(smallOrigin, largeOrigin) {
  const [small, large] = await takingTurns(
    [
      { origin: smallOrigin, path: SEARCH_PATH },
      { origin: largeOrigin, path: SEARCH_PATH },
    ],
    100,
  )
  return { small, large, growth: large.median / small.median }
}

export const count = (statuses, predicate) =>
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
export async function underLoad({ origin, path, cookie }) {
  const found = await load({ url: origin + path, headers: cookie ? { cookie } : {} })
  return { ...found, failed: count(found.statuses, (code) => code < 200 || code > 299) + found.errors }
}

/**
 * The owner's bookings, each on its own night: request i books RV i mod n, two days after that
 * RV's booking before (a night plus the RV's one turnaround day), so none overlaps and none 409s
 * until the RVs' calendars are full.
 */
export function bookingBodies({ rvIds, customerId }) {
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
export async function bookingTargets(origin, cookie) {
  const rvs = await ok(origin, '/api/rvs/mine?availability=available&limit=100', { cookie })
  const customers = await ok(origin, '/api/customers?limit=1', { cookie })
  if (rvs.items.length === 0 || customers.items.length === 0) throw new Error('The bench owner has no RVs or customers')
  return { rvIds: rvs.items.map((rv) => rv.id), customerId: customers.items[0].id }
}

export const createUnderLoad = (origin, cookie, bodies) =>
  load({
    url: `${origin}/api/bookings`,
    method: 'POST',
    headers: jsonHeaders(origin, cookie),
    // Called for every request: each books its own night.
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(bodies.next()) }) }],
  })

/**
 * Prints the section and answers its rows for the summary. `growth` is `searchGrowth`'s answer
 * (or undefined); `cookie` the busy owner's session.
 */
export async function apiThroughput({ origin, cookie, growth }) {
  const today = day(0)
  const endpoints = [
    { label: `GET ${CEILING_PATH} (the ceiling)`, short: 'ceiling', path: CEILING_PATH },
    { label: 'GET /api/rvs/search', short: 'search', path: SEARCH_PATH, ratioGoal: SEARCH_RATIO_GOAL },
    // The wizard's default order: every match priced by its rate rules and taxes, then sorted.
    {
      label: 'GET /api/rvs/search&sort=total',
      short: 'search by total',
      path: `${SEARCH_PATH}&sort=total`,
      ratioGoal: SEARCH_RATIO_GOAL,
    },
    { label: 'GET /api/auth/user', short: 'auth/user', path: '/api/auth/user', cookie },
    { label: 'GET /api/dashboard', short: 'dashboard', path: `/api/dashboard?date=${today}`, cookie },
    { label: 'GET /api/bookings?limit=20', short: 'bookings list', path: '/api/bookings?limit=20', cookie },
  ].map((endpoint) => ({ origin, ratioGoal: endpoint.cookie ? SIGNED_IN_RATIO_GOAL : undefined, ...endpoint }))
  const bodies = bookingBodies(await bookingTargets(origin, cookie))

  // One at a time (also the warm-up): each endpoint, and probes that isolate one cost each.
  const create = {
    origin,
    label: 'POST /api/bookings (owner creates)',
    short: 'create booking',
    path: '/api/bookings',
    method: 'POST',
    cookie,
    expect: 201,
    body: () => bodies.next(),
  }
  const d1Probe = {
    origin,
    label: 'GET /api/rvs/<unknown id> (404 after one D1 read by key)',
    path: '/api/rvs/bench-no-such-rv',
    expect: 404,
  }
  const sessionProbe = { origin, label: `GET ${CEILING_PATH} with the session cookie`, path: CEILING_PATH, cookie }
  const probes = [...endpoints, create, d1Probe, sessionProbe]
  const alone = new Map((await takingTurns(probes)).map((stats, index) => [probes[index], stats]))

  console.log(`\nbench: API, one request at a time (${ROUNDS} each, taking turns; the owner has 5,000 bookings)`)
  console.log(
    textTable(
      ['request', 'median', 'p99'],
      probes.map((probe) => [probe.label, ms(alone.get(probe).median, 2), ms(alone.get(probe).p99, 2)]),
    ),
  )
  const base = alone.get(endpoints[0]).median
  console.log(`  one D1 read through the Worker ≈ ${ms(alone.get(d1Probe).median - base, 2)} (404 probe − ceiling)`)
  console.log(
    `  session lookup, on every signed-in request ≈ ${ms(alone.get(sessionProbe).median - base, 2)} (KV get, then the D1 user + revocation read)`,
  )
  if (growth)
    console.log(
      `  search, 5,000 → 50,000 bookings (two servers, taking turns): median ${ms(growth.small.median, 2)} → ${ms(growth.large.median, 2)}, ${growth.growth.toFixed(2)}x ${mark(growth.growth <= GROWTH_GOAL)} (goal ≤ ${GROWTH_GOAL}x)`,
    )

  console.log(`\nbench: API under load (autocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each)`)
  const loaded = []
  for (const endpoint of endpoints) loaded.push({ ...endpoint, ...(await underLoad(endpoint)) })
  const ceiling = loaded[0]
  const creation = { ...create, ...(await createUnderLoad(origin, cookie, bodies)) }
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
    `  booking creation: ${created} created (2xx), ${conflicts} refused 409, ${other} other answers, ${creation.errors} errors` +
      (bodies.used > bodies.capacity ? `; ran past the ${bodies.capacity} free nights, so 409s are expected` : ''),
  )

  console.log('  goals:')
  const p99Limit = ceiling.p99 * P99_GOAL_FACTOR
  const goals = []
  for (const row of loaded.slice(1)) {
    const ratio = row.rps / ceiling.rps
    const clean = row.failed === 0 && ceiling.failed === 0
    const ratioMet = clean && ratio >= row.ratioGoal
    const p99Met = clean && row.p99 <= p99Limit
    console.log(
      `    ${mark(ratioMet)} ${row.short}: ${ratio.toFixed(2)} of the ceiling's req/s (goal ≥ ${row.ratioGoal})`,
    )
    console.log(
      `    ${mark(p99Met)} ${row.short}: p99 ${row.p99} ms (goal ≤ ${P99_GOAL_FACTOR} × the ceiling's ${ceiling.p99} ms = ${p99Limit.toFixed(0)} ms)`,
    )
    goals.push({ row, ratio, ratioMet, p99Met })
  }
  if (growth)
    console.log(
      `    ${mark(growth.growth <= GROWTH_GOAL)} search: ${growth.growth.toFixed(2)}x the time with 10x the bookings (goal ≤ ${GROWTH_GOAL}x)`,
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
      `${created} created, ${conflicts} × 409 (no goal: a write)`,
    ],
    ...(growth
      ? [
          [
            'search, 10x the bookings',
            '',
            '',
            '',
            '',
            `${mark(growth.growth <= GROWTH_GOAL)} ${growth.growth.toFixed(2)}x the time (goal ≤ ${GROWTH_GOAL}x)`,
          ],
        ]
      : []),
  ]
}
