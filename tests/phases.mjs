/**
 * `npm test`: the typecheck and the two halves of lint side by side (each on one core), then the
 * Worker tests and the browser tests (which include the `wrangler dev` smoke test) side by side;
 * phases beside each other print their output when each ends. It stops after the first step that
 * fails, then prints a table of how long each phase took, so a phase that grows shows long before
 * CI's 15-minute budget is spent. Each step's phases wait on workerd, the browser and the disk as
 * much as on a core, so a 2-core machine finishes them together sooner than one after another.
 * `node tests/phases.mjs worker e2e` runs only the phases named.
 */
import { spawn } from 'node:child_process'

const PHASES = {
  typecheck: 'npm run typecheck',
  'lint:code': 'npm run lint:code',
  'lint:project': 'npm run lint:project',
  worker: 'npm run test:worker',
  e2e: 'npm run test:e2e',
}
/** Phases in a step run at the same time. */
const STEPS = [
  ['typecheck', 'lint:code', 'lint:project'],
  ['worker', 'e2e'],
]

const asked = process.argv.slice(2)
const unknown = asked.filter((name) => !(name in PHASES))
if (unknown.length) {
  console.error(`unknown phase ${unknown.join(', ')}; the phases are ${Object.keys(PHASES).join(', ')}`)
  process.exit(2)
}
const steps = STEPS.map((step) => step.filter((name) => asked.length === 0 || asked.includes(name))).filter(
  (step) => step.length > 0,
)

const seconds = (ms) => `${Math.round(ms / 1000)} s`
const results = []

/** Runs one phase; alone it prints as it goes, beside another its output waits until it ends. */
function run(name, alone) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(PHASES[name], { shell: true, stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] })
    const output = []
    child.stdout?.on('data', (chunk) => output.push(chunk))
    child.stderr?.on('data', (chunk) => output.push(chunk))
    child.on('exit', (code, signal) => {
      if (!alone) process.stdout.write(`\n== ${name}\n${Buffer.concat(output).toString()}`)
      const failed = code !== 0 || signal !== null
      results.push([name, seconds(Date.now() - started), failed ? 'failed' : 'passed'])
      resolve(failed)
    })
  })
}

const started = Date.now()
let failed = false
for (const step of steps) {
  const outcomes = await Promise.all(step.map((name) => run(name, step.length === 1)))
  failed = outcomes.some(Boolean)
  if (failed) break
}

const rows = [
  ['phase', 'time', 'result'],
  ...results,
  ['total', seconds(Date.now() - started), failed ? 'failed' : 'passed'],
]
const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
console.log(`\nnpm test phases (those of a step side by side; ${new Date().toISOString()}):`)
for (const row of rows) console.log(`  ${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}`)
process.exit(failed ? 1 : 0)
