/**
 * The bench's local state: a fresh D1 with the migrations, the large fleet from load-data.ts, and
 * counts read straight from the database while the app runs (wrangler reads the same files).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'

export const STATE = '.wrangler/bench-state'

/** The busy owner load-data.ts makes: 100 RVs, 100 customers, a tenth of the bookings. */
export const BENCH_OWNER = { email: 'owner0@bench.test', password: 'bench owner password' }

const env = {
  ...process.env,
  LOCAL_STATE_DIR: STATE,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
}
const run = (command, args) => execFileSync(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] }).toString()

/** An empty database with every migration applied. */
export function freshState() {
  rmSync(STATE, { recursive: true, force: true })
  run('node_modules/.bin/wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', STATE])
}

/** 1,000 RVs and bookings added until there are `bookings`; the bench owner can sign in. */
export function loadData(bookings) {
  const args = ['--rvs', '1000', '--bookings', String(bookings), '--owner-password', BENCH_OWNER.password]
  process.stdout.write(run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', ...args]))
}

/** The availability search's query plan, indented for the report. */
export const searchQueryPlan = () => run('node_modules/.bin/tsx', ['tests/bench/load-data.ts', '--explain'])

/** The first row of a read-only query (values written in by the bench itself, never user input). */
export function queryRow(sql) {
  const output = run('node_modules/.bin/wrangler', [
    'd1',
    'execute',
    'DB',
    '--local',
    '--persist-to',
    STATE,
    '--json',
    '--command',
    sql,
  ])
  return JSON.parse(output)[0].results[0]
}
