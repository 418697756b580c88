/**
 * `npm test`: each phase in turn (typecheck, lint, the Worker tests, the browser tests, the
 * `wrangler dev` smoke test), stopping at the first that fails, then a table of how long each took,
 * so a phase that grows shows long before CI's 15-minute budget is spent. `node tests/phases.mjs
 * worker e2e` runs only the phases named.
 */
import { spawn } from 'node:child_process'

const PHASES = {
  typecheck: 'npm run typecheck',
  lint: 'npm run lint',
  worker: 'npm run test:worker',
  e2e: 'npm run test:e2e',
}

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in PHASES))
if (unknown.length) {
  console.error(`unknown phase ${unknown.join(', ')}; the phases are ${Object.keys(PHASES).join(', ')}`)
  process.exit(2)
}

const run = (command) =>
  new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const times = []
let failed = 0
const started = Date.now()
for (const name of asked.length ? asked : Object.keys(PHASES)) {
  const phaseStart = Date.now()
  failed = await run(PHASES[name])
  times.push([name, seconds(Date.now() - phaseStart), failed ? 'failed' : 'passed'])
  if (failed) break
}

const rows = [
  ['phase', 'time', 'result'],
  ...times,
  ['total', seconds(Date.now() - started), failed ? 'failed' : 'passed'],
]
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
console.log(`\nnpm test phases (${new Date().toISOString()}):`)
for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`)
process.exit(failed)
