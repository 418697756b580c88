/**
 * Fills a local D1 (in LOCAL_STATE_DIR) with a large fleet for the search benchmark:
 * `tsx tests/bench/load-data.ts --rvs 1000 --bookings 5000` creates owners (`--owners`, 10),
 * their customers, pickup locations (one for every 5 RVs, each at a random real ZIP code's centre
 * in the continental US, so the places follow where ZIP codes are) and RVs once, and adds bookings
 * until the table holds that many; `--explain` prints the query plans of the search, anywhere and
 * within 100 miles of 94110, instead, and `--stats` one JSON line of what the
 * database holds (tests/bench/scale.mjs); `--owner-password <text>` lets the first owner
 * (owner0@bench.test: 100 RVs and 100 customers with the defaults, 1/owners of the bookings) sign
 * in, so the bench can time an owner's pages on a busy account. Values are generated here (no user
 * input), so they are written as SQL literals in multi-row INSERTs: 500 rows a statement is far
 * faster than bound rows.
 */
import { parseArgs } from 'node:util'
import { fileURLToPath } from 'node:url'
import { getPlatformProxy } from 'wrangler'
import { createDb } from '../../worker/db/client'
import { fleetSearchQuery } from '../../worker/modules/rvs/search'
import { addDays } from '../../worker/lib/shared/dates'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { hashPassword } from '../../worker/modules/auth/password'

const { values: args } = parseArgs({
  options: {
    rvs: { type: 'string', default: '1000' },
    bookings: { type: 'string', default: '0' },
    owners: { type: 'string', default: '10' },
    explain: { type: 'boolean', default: false },
    stats: { type: 'boolean', default: false },
    'owner-password': { type: 'string' },
  },
})
const root = fileURLToPath(new URL('../../', import.meta.url))
const stateDir = process.env.LOCAL_STATE_DIR ?? '.wrangler/bench-state'
const proxy = await getPlatformProxy<{ DB: D1Database }>({
  configPath: `${root}wrangler.toml`,
  persist: { path: `${root}${stateDir}/v3` },
})
const d1 = proxy.env.DB

const OWNERS = Number(args.owners)
const CUSTOMERS_PER_OWNER = 100
const ROWS_PER_STATEMENT = 500
/** Bookings are written this many at a time (50 statements, one batch), so 5 million never sit in memory at once. */
const BOOKINGS_PER_FLUSH = 25_000
const TYPES = ['Class A', 'Class B', 'Class C', 'Travel Trailer']
const today = new Date().toISOString().slice(0, 10)
const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/** A tiny seeded generator, so every run builds the same data set. */
let seed = 42
const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!
/** The places draw from their own sequence, so the RVs and bookings stay what they were before RVs had places. */
let placeSeed = 7
const placeRandom = () => (placeSeed = (placeSeed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const id = (group: string, n: number) => `bench-${group}-${String(n).padStart(6, '0')}`
const text = (value: string) => `'${value.replaceAll("'", "''")}'`

async function insertRows(table: string, columns: string[], rows: (string | number | null)[][]) {
  const statements: D1PreparedStatement[] = []
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const values = rows
      .slice(start, start + ROWS_PER_STATEMENT)
      .map(
        (row) =>
          `(${row.map((cell) => (cell === null ? 'null' : typeof cell === 'number' ? cell : text(cell))).join(', ')})`,
      )
    statements.push(d1.prepare(`insert into ${table} (${columns.join(', ')}) values ${values.join(',\n')}`))
  }
  for (let start = 0; start < statements.length; start += 50) await d1.batch(statements.slice(start, start + 50))
}

/** RVs each pickup location holds. */
const RVS_PER_LOCATION = 5

/** A real ZIP code's centre in the continental US (not Alaska, Hawaii or the territories), drawn at random. */
function randomPlace() {
  for (;;) {
    const zipCode = String(1000 + Math.floor(placeRandom() * 99_000)).padStart(5, '0')
    const centre = zipCentroid(zipCode)
    if (centre && centre.latitude > 24 && centre.latitude < 50 && centre.longitude > -125 && centre.longitude < -66)
      return { zipCode, ...centre }
  }
}

/** Owner n % owners's locations: a whole number for each owner, so RV n (owner n % owners) sits at location n % count. */
const locationCount = (rvCount: number) => OWNERS * Math.max(1, Math.round(rvCount / OWNERS / RVS_PER_LOCATION))

async function ensureFleet(rvCount: number) {
  const existing = await d1.prepare("select count(*) as n from rvs where id like 'bench-rv-%'").first<number>('n')
  if (existing && existing >= rvCount) return
  const now = Date.now()
  // Confirmed businesses of long standing: renters see every RV of theirs (the business module's ACCOUNT_LIMITS).
  const since = now - 10 * 365 * 86_400_000
  await insertRows(
    'users',
    ['id', 'email', 'first_name', 'email_verified_at', 'created_at', 'updated_at'],
    Array.from({ length: OWNERS }, (_, n) => [id('owner', n), `owner${n}@bench.test`, `Owner ${n}`, since, since, now]),
  )
  await insertRows(
    'customers',
    ['id', 'owner_id', 'first_name', 'last_name', 'email', 'created_at'],
    Array.from({ length: OWNERS * CUSTOMERS_PER_OWNER }, (_, n) => [
      id('customer', n),
      id('owner', n % OWNERS),
      'Renter',
      `${n}`,
      `renter${n}@bench.test`,
      now - n * MINUTE_MS,
    ]),
  )
  const locations = locationCount(rvCount)
  await insertRows(
    'pickup_locations',
    [
      'id',
      'owner_id',
      'name',
      'street',
      'city',
      'state',
      'zip_code',
      'latitude',
      'longitude',
      'delivers',
      'delivery_base_fee_cents',
      'delivery_free_miles',
      'delivery_per_mile_cents',
      'delivery_max_miles',
      'created_at',
    ],
    Array.from({ length: locations }, (_, n) => {
      const { zipCode, latitude, longitude } = randomPlace()
      return [
        id('place', n),
        id('owner', n % OWNERS),
        `Bench yard ${n}`,
        '1 Bench St',
        'Benchville',
        'CA',
        zipCode,
        latitude,
        longitude,
        n % 2,
        30_00,
        10,
        1_50,
        90,
        now,
      ]
    }),
  )
  await insertRows(
    'rvs',
    [
      'id',
      'owner_id',
      'pickup_location_id',
      'name',
      'slug',
      'type',
      'sleeps',
      'price_per_night_cents',
      'available',
      'features',
      'turnaround_days',
      'created_at',
    ],
    Array.from({ length: rvCount }, (_, n) => [
      id('rv', n),
      id('owner', n % OWNERS),
      id('place', n % locations),
      `Bench RV ${n}`,
      `bench-rv-${n}`,
      pick(TYPES),
      2 + Math.floor(random() * 7),
      9_000 + Math.floor(random() * 30_000),
      random() < 0.95 ? 1 : 0,
      '[]',
      1,
      now - n * MINUTE_MS,
    ]),
  )
}

const BOOKING_COLUMNS = [
  'id',
  'owner_id',
  'customer_id',
  'rv_id',
  'start_date',
  'end_date',
  'total_price_cents',
  'status',
  'payment_status',
  'created_at',
  'updated_at',
]

/** Bookings spread over every RV from a year ago to a year ahead, each RV's never overlapping. */
async function addBookings(total: number, rvCount: number) {
  const existing =
    (await d1.prepare("select count(*) as n from bookings where id like 'bench-booking-%'").first<number>('n')) ?? 0
  if (existing >= total) return existing
  const perRv = Math.ceil((total - existing) / rvCount)
  const lastEnd = new Map(
    (
      await d1
        .prepare("select rv_id, max(end_date) as last from bookings where id like 'bench-booking-%' group by rv_id")
        .all<{ rv_id: string; last: string }>()
    ).results.map((row) => [row.rv_id, row.last]),
  )
  let rows: (string | number | null)[][] = []
  let written = 0
  const flush = async () => {
    await insertRows('bookings', BOOKING_COLUMNS, rows)
    written += rows.length
    rows = []
  }
  const now = Date.now()
  for (let rv = 0; rv < rvCount && existing + written + rows.length < total; rv++) {
    // Each run adds later trips after the RV's last one.
    let cursor = addDays(lastEnd.get(id('rv', rv)) ?? addDays(today, -365), 1 + Math.floor(random() * 4))
    for (let k = 0; k < perRv && existing + written + rows.length < total; k++) {
      const nights = 2 + Math.floor(random() * 6)
      const start = cursor
      const end = addDays(start, nights)
      const status =
        end < today
          ? pick(['completed', 'completed', 'completed', 'cancelled'])
          : pick(['confirmed', 'confirmed', 'pending', 'cancelled'])
      const n = existing + written + rows.length
      // Booked 1 to 60 days before pickup (never later than now), each at its own moment, as
      // real bookings are: the owner's newest-first list pages through them by (created_at, id).
      const bookedAt =
        Math.min(now, Date.parse(start) - (1 + Math.floor(random() * 60)) * DAY_MS) - Math.floor(random() * DAY_MS)
      rows.push([
        id('booking', n),
        id('owner', rv % OWNERS),
        id('customer', (rv % OWNERS) + OWNERS * Math.floor(random() * CUSTOMERS_PER_OWNER)),
        id('rv', rv),
        start,
        end,
        nights * 15_000,
        status,
        status === 'pending' ? 'pending' : 'succeeded',
        bookedAt,
        bookedAt,
      ])
      cursor = addDays(end, 1 + Math.floor(random() * 6))
    }
    if (rows.length >= BOOKINGS_PER_FLUSH) await flush()
  }
  await flush()
  return existing + written
}

/** The first owner signs in with this password, their email confirmed. */
async function setOwnerPassword(password: string) {
  await d1
    .prepare('update users set password_hash = ?, email_verified_at = ? where id = ?')
    .bind(await hashPassword(password), Date.now(), id('owner', 0))
    .run()
}

const benchQuery = { startDate: addDays(today, 30), endDate: addDays(today, 33), type: 'Class C', guests: 3, limit: 24 }

/** The very query the search endpoint runs, with the benchmark's search (anywhere: paged in SQL). */
const benchSearch = () =>
  fleetSearchQuery({ ctx: { db: createDb(d1), now: Date.now() }, input: { query: benchQuery, page: {} } }).toSQL()

/** The same search within 100 miles of 94110: the RVs of the pickup locations inside the box around it. */
const radiusSearch = () =>
  fleetSearchQuery({
    ctx: { db: createDb(d1), now: Date.now() },
    input: { query: benchQuery, area: { centre: zipCentroid('94110')!, miles: 100 } },
  }).toSQL()

/**
 * What the database holds, as D1 reports it: its size (what the 10 GB limit counts), the rows one
 * search reads (what D1 bills and what a request's time grows with; the time is the median of 5,
 * after a first run that warms the cache), the average bodies of an email row (each booking writes
 * its emails as rows), and how many trip reminders the frequent job would write in one batch
 * (worker/modules/bookings/reminders.ts: confirmed trips starting within 2 days).
 */
async function stats() {
  const count = (sql: string) => d1.prepare(sql).first<number>('n')
  const search = benchSearch()
  const runSearch = async () => {
    const started = performance.now()
    const { meta } = await d1
      .prepare(search.sql)
      .bind(...search.params)
      .all()
    return { rowsRead: meta.rows_read, ms: performance.now() - started }
  }
  await runSearch()
  const runs: { rowsRead: number; ms: number }[] = []
  for (let run = 0; run < 5; run++) runs.push(await runSearch())
  runs.sort((a, b) => a.ms - b.ms)
  const remindersDue = await count(
    `select count(*) as n from bookings where status = 'confirmed' and start_date between '${today}' and '${addDays(today, 2)}'`,
  )
  const size = await d1.prepare('select 1').run()
  return {
    rvs: await count('select count(*) as n from rvs'),
    bookings: await count('select count(*) as n from bookings'),
    benchBookings: await count("select count(*) as n from bookings where id like 'bench-booking-%'"),
    bytes: size.meta.size_after,
    search: runs[2],
    emails: await count('select count(*) as n from notifications'),
    emailBytes: await count('select avg(length(content) + coalesce(length(text_content), 0)) as n from notifications'),
    remindersDue,
  }
}

try {
  if (args.explain) {
    for (const [label, query] of [
      ['anywhere', benchSearch()],
      ['within 100 miles of 94110', radiusSearch()],
    ] as const) {
      const { results } = await d1
        .prepare(`explain query plan ${query.sql}`)
        .bind(...query.params)
        .all<{ detail: string }>()
      console.log(`  ${label}:\n${results.map((row) => `    ${row.detail}`).join('\n')}`)
    }
  } else if (args.stats) {
    console.log(JSON.stringify(await stats()))
  } else {
    const rvCount = Number(args.rvs)
    await ensureFleet(rvCount)
    const bookings = await addBookings(Number(args.bookings), rvCount)
    if (args['owner-password']) await setOwnerPassword(args['owner-password'])
    console.log(`  local D1: ${rvCount} RVs, ${bookings} bookings`)
  }
} finally {
  await proxy.dispose()
}
