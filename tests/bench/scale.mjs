/**
 * `node tests/bench/scale.mjs`: the bench's data multiplied (docs/scaling.md reads its figures).
 * Each size is a local D1 of its own with N times the bench's 10 owners, 1,000 RVs and 50,000
 * bookings (each owner keeps 100 RVs and their bookings: the marketplace grows by owners). With a
 * server on every size at once, it times the renters' search, a renter's hold and an owner's new
 * booking one request at a time, taking turns across the sizes (so a machine that gets busier
 * meanwhile slows every size alike and the ratios hold), then owners' bookings under load on each
 * in turn. From D1 itself it reads each database's size, the rows one search reads, and the bytes a
 * booking written through the API adds (its quote, history and email rows included). It never fails
 * on a figure, and `npm test` never runs it: loading 5 million bookings takes minutes.
 *
 * BENCH_SCALE lists the sizes (1,10 unless told; 100 is 100,000 RVs and 5,000,000 bookings);
 * BENCH_BUILD=0 reuses the last build; BENCH_DURATION sets the seconds of each load test (10).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { signIn } from './api-client.mjs'
import { takingTurns } from './api-throughput.mjs'
import { BENCH_OWNER, databaseStats, freshState, loadData } from './bench-data.mjs'
import { startServer } from './local-server.mjs'
import { machineLine, markdownTable, ms, textTable } from './report.mjs'
import { sizeProbes, writesUnderLoad } from './scale-probes.mjs'

// Servers run in their own process groups, stopped by 'exit' handlers an interrupt would skip.
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(130))

/** Today's bench (run.mjs), which every size multiplies. */
const BASE = { owners: 10, rvs: 1_000, bookings: 50_000 }
/** What D1 allows one database to hold (Workers Paid). */
const D1_MAX_BYTES = 10 * 1024 ** 3
const ROUNDS = 40

const multiples = (process.env.BENCH_SCALE ?? '1,10').split(',').map(Number)
if (multiples.some((size) => !Number.isInteger(size) || size < 1))
  throw new Error(`BENCH_SCALE lists whole multiples of the bench's data, e.g. 1,10,100 (not ${multiples.join(',')})`)

const started = Date.now()
console.log(`bench scale: ${machineLine()}`)
if (process.env.BENCH_BUILD !== '0') {
  execFileSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  execFileSync('npm', ['run', 'local-test-modes'], { stdio: ['ignore', 'ignore', 'inherit'] })
}

const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} MB`
const thousands = (n) => n.toLocaleString('en-US')
const medianAndP99 = ({ median, p99 }) => `${ms(median)} / ${ms(p99)}`

const sizes = multiples.map((multiple) => ({
  multiple,
  state: `.wrangler/bench-scale-${multiple}x`,
  data: { owners: BASE.owners * multiple, rvs: BASE.rvs * multiple, bookings: BASE.bookings * multiple },
}))
for (const size of sizes) {
  console.log(`\nbench scale: loading ${size.multiple}x (${size.state})`)
  freshState(size.state)
  const loading = Date.now()
  loadData(size.state, size.data.bookings, size.data)
  size.loadSeconds = (Date.now() - loading) / 1000
  size.loaded = databaseStats(size.state)
}

try {
  for (const size of sizes) {
    size.server = await startServer(size.state)
    size.cookie = await signIn(size.server.origin, BENCH_OWNER)
    Object.assign(size, await sizeProbes({ origin: size.server.origin, cookie: size.cookie }))
  }
  console.log(`\nbench scale: one request at a time (${ROUNDS} each, taking turns across the sizes)`)
  const times = await takingTurns(
    sizes.flatMap((size) => size.probes),
    ROUNDS,
  )
  for (const [index, size] of sizes.entries()) [size.search, size.hold, size.create] = times.slice(3 * index)
  for (const size of sizes) {
    console.log(`bench scale: owners' bookings under load on ${size.multiple}x`)
    size.underLoad = await writesUnderLoad({ origin: size.server.origin, cookie: size.cookie, bodies: size.bodies })
  }
} finally {
  for (const size of sizes) size.server?.stop()
}
// Let workerd close the databases before they are read again.
await sleep(2000)
for (const size of sizes) {
  const after = databaseStats(size.state)
  const apiBookings = after.bookings - size.loaded.bookings
  size.bytesPerApiBooking = (after.bytes - size.loaded.bytes) / apiBookings
  size.emailsPerApiBooking = (after.emails - size.loaded.emails) / apiBookings
  size.emailBytes = after.emailBytes ?? 0
  rmSync(size.state, { recursive: true, force: true })
}

for (const size of sizes) {
  const { data, loaded, underLoad } = size
  console.log(`\nbench scale: ${size.multiple}x, ${thousands(data.rvs)} RVs and ${thousands(data.bookings)} bookings`)
  console.log(
    textTable(
      ['figure', 'value'],
      [
        ['loaded in', `${size.loadSeconds.toFixed(0)} s`],
        ['database', `${mb(loaded.bytes)} (${(loaded.bytes / loaded.benchBookings).toFixed(0)} bytes a bench booking)`],
        ['search, median / p99', medianAndP99(size.search)],
        ['search, D1 rows read / query time', `${thousands(loaded.search.rowsRead)} / ${ms(loaded.search.ms)}`],
        ['renter hold, median / p99', medianAndP99(size.hold)],
        ['owner booking, median / p99', medianAndP99(size.create)],
        [
          'owner bookings under load (20 connections)',
          `${underLoad.rps.toFixed(0)} req/s, p99 ${underLoad.p99} ms, ${underLoad.created} created, ${underLoad.refused} refused, ${underLoad.errors} errors`,
        ],
        ['bytes a booking written through the API adds', size.bytesPerApiBooking.toFixed(0)],
        [
          "emails it writes; an email row's HTML and text",
          `${size.emailsPerApiBooking.toFixed(2)}; ${size.emailBytes.toFixed(0)} bytes`,
        ],
        ['reminders the frequent job writes in one batch', thousands(loaded.remindersDue)],
      ],
    ),
  )
}

console.log(`\nbench scale: summary for docs/scaling.md (${Math.round((Date.now() - started) / 1000)} s in all)\n`)
console.log(`Measured on ${new Date().toISOString().slice(0, 10)}: ${machineLine()} (load average at the end)\n`)
console.log(
  markdownTable(
    ['size', 'RVs', 'bookings', 'database', 'search', 'search rows read', 'renter hold', 'owner booking'],
    sizes.map(({ multiple, data, loaded, search, hold, create }) => [
      `${multiple}x`,
      thousands(data.rvs),
      thousands(data.bookings),
      mb(loaded.bytes),
      medianAndP99(search),
      thousands(loaded.search.rowsRead),
      medianAndP99(hold),
      medianAndP99(create),
    ]),
  ) + '\n',
)
console.log(
  markdownTable(
    [
      'size',
      'owner bookings under load',
      'bytes a bench booking',
      'bytes an API booking',
      '10 GB holds (API bookings)',
      'reminders in one batch',
      'load time',
    ],
    sizes.map(({ multiple, underLoad, loaded, bytesPerApiBooking, loadSeconds }) => [
      `${multiple}x`,
      `${underLoad.rps.toFixed(0)} req/s, p99 ${underLoad.p99} ms`,
      (loaded.bytes / loaded.benchBookings).toFixed(0),
      bytesPerApiBooking.toFixed(0),
      thousands(Math.round(D1_MAX_BYTES / bytesPerApiBooking)),
      thousands(loaded.remindersDue),
      `${loadSeconds.toFixed(0)} s`,
    ]),
  ),
)
