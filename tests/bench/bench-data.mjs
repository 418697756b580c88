/**
 * The bench's local states: fresh D1s with the migrations and the fleet from load-data.ts (one
 * with 5,000 bookings, one with 50,000), and counts read straight from the database while the app
 * runs (wrangler reads the same files).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export const STATE = '.wrangler/bench-state'
export const SMALL_STATE = '.wrangler/bench-state-small'
/** 10,000 RVs of 100 owners (each with 100, as the scale bench grows), 50,000 bookings: the search near a place at 10x the fleet. */
export const LARGE_FLEET_STATE = '.wrangler/bench-state-10k-rvs'

/** The busy owner load-data.ts makes: 100 RVs, 100 customers, a tenth of the bookings. */
export const BENCH_OWNER = { email: 'owner0@bench.test', password: 'bench owner password' }

const run = (command, args, state = STATE) =>
  execFileSync(command, args, {
    env: {
      ...process.env,
      LOCAL_STATE_DIR: state,
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  }).toString()

/** An empty database with every migration applied. */
export function freshState(state) {
  rmSync(state, { recursive: true, force: true })
  run('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state], state)
}

/** A copy of a state (while no server uses either). */
export function copyState(from, to) {
  rmSync(to, { recursive: true, force: true })
  cpSync(from, to, { recursive: true })
}

/**
 * 1,000 RVs of 10 owners (unless told) and bookings added until there are `bookings`; the bench
 * owner can sign in.
 */
export function loadData(state, bookings, { rvs = 1000, owners = 10 } = {}) {
  const args = ['--rvs', String(rvs), '--owners', String(owners), '--bookings', String(bookings)]
  args.push('--owner-password', BENCH_OWNER.password)
  process.stdout.write(run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', ...args], state))
}

/** What a state's database holds and what one search reads in it (load-data.ts --stats). */
export const databaseStats = (state) =>
  JSON.parse(run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', '--stats'], state))

/** The availability search's query plan on the large state, indented for the report. */
export const searchQueryPlan = () => run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', '--explain'])

/**
 * The first row of a read-only query (values written in by the bench itself, never user input).
 * The running app may be writing (its queue consumer sends the emails the load tests queued), and
 * a second process then finds the database locked for a moment: it asks again.
 */
export async function queryRow(sql) {
  const args = ['d1', 'execute', 'DB', '--local', '--persist-to', STATE, '--json', '--command', sql]
  for (let attempt = 1; ; attempt++) {
    try {
      return JSON.parse(run('node_modules/.bin/wrangler', args, STATE, 'pipe'))[0].results[0]
    } catch (error) {
      const output = `${error.stdout ?? ''}${error.stderr ?? ''}${error.message}`
      if (attempt >= 10 || !/SQLITE_BUSY|database is locked|internal error/.test(output)) throw error
      await sleep(500 * attempt)
    }
  }
}
