/**
 * `npm run bench`: the figures our speed targets are judged by, measured on a fresh build and one
 * local server with 1,000 RVs and 50,000 bookings (and one with 10,000 RVs for the search near a
 * place). It prints figures and whether each goal holds; it never fails. Sections can be left out
 * for a quick run: BENCH_LIGHTHOUSE=0, BENCH_API=0 (the throughput), BENCH_RADIUS=0 (the search near
 * a place), BENCH_CONCURRENCY=0, BENCH_LISTING=0 (the listing page's Lighthouse and time to first byte),
 * BENCH_MAP=0 (the venues page with its map, signed in, in the Lighthouse section); BENCH_DURATION
 * sets the seconds per load test (10). The map chunk's weight is printed with the page weights.
 */
import { execFileSync } from 'node:child_process'
import { apiThroughput, searchGrowth } from './api-throughput.mjs'
import {
  BENCH_OWNER,
  LARGE_FLEET_STATE,
  SMALL_STATE,
  STATE,
  copyState,
  freshState,
  loadData,
  searchQueryPlan,
} from './bench-data.mjs'
import { signIn } from './api-client.mjs'
import { concurrency } from './concurrency.mjs'
import { lighthouseSection } from './lighthouse.mjs'
import { benchListings, listingTtfb, prepareListing } from './listing.mjs'
import { startServer } from './local-server.mjs'
import { radiusSearch } from './radius-search.mjs'
import { prepareVenuesMap } from './venues-map.mjs'
import { machineLine, markdownTable } from './report.mjs'

// Servers and Chromium run in their own process groups and are stopped by 'exit' handlers, which
// an interrupt would skip: exit properly instead.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

const wanted = (name) => process.env[name] !== '0'
const want = {
  api: wanted('BENCH_API'),
  concurrency: wanted('BENCH_CONCURRENCY'),
  lighthouse: wanted('BENCH_LIGHTHOUSE'),
  listing: wanted('BENCH_LISTING'),
  map: wanted('BENCH_MAP'),
  radius: wanted('BENCH_RADIUS'),
}
const started = Date.now()
const machine = machineLine()
console.log(`bench machine: ${machine}`)

execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
// The offline payment provider, as `npm start` switches it on: checkout is measured with its card
// form, as renters meet it, not the 'Payments are not set up' page.
execFileSync('npm', ['run', 'local-test-modes'], { stdio: ['ignore', 'ignore', 'inherit'] })
execFileSync('node_modules/.bin/tsx', ['tests/bench/bundle-sizes.ts'], { stdio: 'inherit' })

console.log('\nbench: local data (fresh local D1s; the built Worker in workerd, served by vite preview)')
freshState(STATE)
if (want.api || want.concurrency || want.radius || want.listing || (want.lighthouse && want.map)) {
  // A tenth of the bookings first, kept aside, so the search can be timed on both.
  loadData(STATE, 5_000)
  if (want.api) copyState(STATE, SMALL_STATE)
  loadData(STATE, 50_000)
}
if (want.radius) {
  freshState(LARGE_FLEET_STATE)
  loadData(LARGE_FLEET_STATE, 50_000, { rvs: 10_000, owners: 100 })
}

const summary = {}
const server = await startServer(STATE)
try {
  let growth
  if (want.api) {
    const small = await startServer(SMALL_STATE)
    try {
      growth = await searchGrowth(small.origin, server.origin)
    } finally {
      small.stop()
    }
  }
  // A listing with photos (the bench owner's first listed RV), measured with the other pages.
  const listing = want.listing ? await prepareListing(server.origin) : null
  // Pages before the load tests, whose queued emails keep the Worker busy for a while after.
  // The venues page with its map (signed in), unless BENCH_MAP=0.
  const venuesMap = want.lighthouse && want.map ? await prepareVenuesMap(server.origin) : null
  if (want.lighthouse)
    summary.lighthouse = await lighthouseSection(server.origin, [
      ...(listing ? [listing] : []),
      ...(venuesMap ? [venuesMap] : []),
    ])
  if (listing)
    summary.listing = await listingTtfb(
      server.origin,
      await benchListings(server.origin, await signIn(server.origin, BENCH_OWNER)),
    )
  // Reads only, before the load tests that write (and queue emails).
  if (want.radius) {
    const large = await startServer(LARGE_FLEET_STATE)
    try {
      summary.radius = await radiusSearch([
        { rvs: 1_000, origin: server.origin },
        { rvs: 10_000, origin: large.origin },
      ])
    } finally {
      large.stop()
    }
  }
  const cookie = want.api || want.concurrency ? await signIn(server.origin, BENCH_OWNER) : undefined
  if (want.api) summary.api = await apiThroughput({ origin: server.origin, cookie, growth })
  if (want.concurrency) summary.concurrency = await concurrency({ origin: server.origin, cookie })
} finally {
  server.stop()
}

if (want.api || want.radius) {
  console.log('\nbench: EXPLAIN QUERY PLAN of the availability search, anywhere and near 94110')
  process.stdout.write(searchQueryPlan())
}

console.log(`\nbench: summary for README.md (${Math.round((Date.now() - started) / 1000)} s in all)\n`)
console.log(`Measured on: ${machineLine()} (load average at the end)\n`)
if (summary.api)
  console.log(
    markdownTable(['endpoint (20 connections)', 'req/s', 'p50', 'p99', 'ratio to ceiling', 'goals'], summary.api) +
      '\n',
  )
if (summary.radius)
  console.log(
    markdownTable(
      ['RVs', 'search near 94110 (20 connections)', 'req/s', 'p50', 'p99', 'ratio to ceiling', 'goals'],
      summary.radius,
    ) + '\n',
  )
if (summary.concurrency) console.log(markdownTable(summary.concurrency.header, summary.concurrency.rows) + '\n')
if (summary.lighthouse) console.log(markdownTable(summary.lighthouse.header, summary.lighthouse.rows))
if (summary.listing) console.log('\n' + markdownTable(summary.listing.header, summary.listing.rows))
