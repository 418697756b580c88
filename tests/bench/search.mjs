/**
 * The booking search under load: 1,000 RVs with 5,000 and then 50,000 bookings in a local D1,
 * served by the built Worker in workerd. Prints requests/second and p99 at 20 connections for
 * the search and for a trivial endpoint (the ceiling), their ratio, how search time grows with
 * 10x the bookings, and the availability query's plan. Figures, not pass/fail: it is a benchmark.
 */
import autocannon from 'autocannon'
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { startServer } from './local-server.mjs'

const STATE = '.wrangler/bench-state'
const env = {
  ...process.env,
  LOCAL_STATE_DIR: STATE,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}
const run = (command, args) => execFileSync(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] }).toString()
const loadData = (bookings) =>
  process.stdout.write(
    run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', '--rvs', '1000', '--bookings', String(bookings)]),
  )

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const searchPath = `/api/rvs/search?startDate=${day(30)}&endDate=${day(33)}&type=Class%20C&guests=3`
const trivialPath = '/api/auth/options'

/** Latency of one request at a time: the search's own cost, without queueing. */
async function sequentialMs(origin, path, count = 200) {
  const times = []
  for (let i = 0; i < count; i++) {
    const started = performance.now()
    const response = await fetch(origin + path)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${path} answered ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(count / 2)], p99: times[Math.floor(count * 0.99)] }
}

async function underLoad(origin, path) {
  const result = await autocannon({ url: origin + path, connections: 20, duration: 10 })
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  return { rps: result.requests.average, p99: result.latency.p99 }
}

const fmt = (ms) => `${ms.toFixed(1)} ms`
const goal = (met, text) => `${met ? 'meets' : 'misses'} goal ${text}`

console.log('\nbench: booking search (1,000 RVs, local D1, built Worker in workerd)')
rmSync(STATE, { recursive: true, force: true })
run('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE])
loadData(5_000)
let server = await startServer(STATE)
const small = await sequentialMs(server.origin, searchPath)
server.stop()

loadData(50_000)
server = await startServer(STATE)
try {
  const large = await sequentialMs(server.origin, searchPath)
  const found = (await (await fetch(server.origin + searchPath)).json()).items.length
  console.log(`  search (${found} free RVs found), one request at a time:`)
  console.log(`    5,000 bookings:  median ${fmt(small.median)}, p99 ${fmt(small.p99)}`)
  console.log(`    50,000 bookings: median ${fmt(large.median)}, p99 ${fmt(large.p99)}`)
  const growth = large.median / small.median
  console.log(`    growth with 10x the bookings: ${growth.toFixed(2)}x (${goal(growth <= 1.5, '<= 1.5x')})`)

  const search = await underLoad(server.origin, searchPath)
  const trivial = await underLoad(server.origin, trivialPath)
  const ratio = search.rps / trivial.rps
  console.log('  20 connections for 10 s each, 50,000 bookings:')
  console.log(
    `    search:            ${search.rps.toFixed(0)} req/s, p99 ${search.p99} ms (${goal(search.p99 <= 50, 'p99 <= 50 ms')})`,
  )
  console.log(`    ${trivialPath}: ${trivial.rps.toFixed(0)} req/s, p99 ${trivial.p99} ms (the ceiling)`)
  console.log(`    ratio search / ceiling: ${ratio.toFixed(2)} (${goal(ratio >= 0.5, '>= 0.5')})`)
} finally {
  server.stop()
}
console.log('  EXPLAIN QUERY PLAN of the availability search:')
process.stdout.write(run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', '--explain']))
