/**
 * `npm run bench`: the figures our speed targets are judged by, measured on a fresh build and one
 * local server with 1,000 RVs and 50,000 bookings. It prints figures and whether each goal holds;
 * it never fails. Sections can be left out for a quick run: BENCH_LIGHTHOUSE=0, BENCH_API=0 (the
 * throughput), BENCH_CONCURRENCY=0; BENCH_DURATION sets the seconds per load test (10).
 */
import { execFileSync } from 'node:child_process'
import { apiThroughput, searchAlone } from './api-throughput.mjs'
import { BENCH_OWNER, STATE, freshState, loadData, searchQueryPlan } from './bench-data.mjs'
import { signIn } from './api-client.mjs'
import { concurrency } from './concurrency.mjs'
import { lighthouseSection } from './lighthouse.mjs'
import { startServer } from './local-server.mjs'
import { machineLine, markdownTable } from './report.mjs'

const wanted = (name) => process.env[name] !== '0'
const want = {
  api: wanted('BENCH_API'),
  concurrency: wanted('BENCH_CONCURRENCY'),
  lighthouse: wanted('BENCH_LIGHTHOUSE'),
}
const started = Date.now()
const machine = machineLine()
console.log(`bench machine: ${machine}`)

execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
await import('./bundle-sizes.mjs')

console.log('\nbench: local data (a fresh local D1, built Worker in workerd via vite preview)')
freshState()
let searchBaseline
if (want.api) {
  // The search alone on a tenth of the bookings first: how its time grows with 10x the bookings.
  loadData(5_000)
  const small = await startServer(STATE)
  try {
    searchBaseline = await searchAlone(small.origin)
  } finally {
    small.stop()
  }
}
if (want.api || want.concurrency) loadData(50_000)

const summary = {}
const server = await startServer(STATE)
try {
  // Pages first, while nothing else (such as the emails queued by the load tests) uses the CPU.
  if (want.lighthouse) summary.lighthouse = await lighthouseSection(server.origin)
  const cookie = want.api || want.concurrency ? await signIn(server.origin, BENCH_OWNER) : undefined
  if (want.api) summary.api = await apiThroughput({ origin: server.origin, cookie, searchBaseline })
  if (want.concurrency) summary.concurrency = await concurrency({ origin: server.origin, cookie })
} finally {
  server.stop()
}

if (want.api) {
  console.log('\nbench: EXPLAIN QUERY PLAN of the availability search')
  process.stdout.write(searchQueryPlan())
}

console.log(`\nbench: summary for README.md (${Math.round((Date.now() - started) / 1000)} s in all)\n`)
console.log(`Measured on: ${machine}\n`)
if (summary.api)
  console.log(
    markdownTable(['endpoint (20 connections)', 'req/s', 'p50', 'p99', 'ratio to ceiling', 'goals'], summary.api) +
      '\n',
  )
if (summary.concurrency)
  console.log(markdownTable(['race', 'answers', 'database after', 'goal'], summary.concurrency) + '\n')
if (summary.lighthouse) console.log(markdownTable(summary.lighthouse.header, summary.lighthouse.rows))
