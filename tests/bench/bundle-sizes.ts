/**
 * What a phone downloads for each prerendered public page (the same measure as the budgets test,
 * tests/e2e/page-weight.ts) against the goals, and the Worker bundle, from the build in dist/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { kb, mapWeight, pageWeights } from '../e2e/page-weight'

const KB = 1024
const JS_GOALS: Record<string, number> = { '/': 100 * KB, '/book': 130 * KB }
const CSS_GOAL = 20 * KB
const mark = (ok: boolean) => (ok ? '✓' : '✗')

console.log('\nbench: page weight (gzip level 9; what hydration waits for: entry, preloads, the route and its imports)')
console.log(`  ${'page'.padEnd(20)} ${'JS'.padEnd(14)} ${'CSS'.padEnd(13)} ${'HTML'.padEnd(9)} admin screens`)
for (const page of pageWeights().sort((a, b) => a.path.localeCompare(b.path))) {
  const jsGoal = JS_GOALS[page.path]
  const js = `${kb(page.jsGzip)}${jsGoal ? ` ${mark(page.jsGzip <= jsGoal)}` : ''}`
  const css = `${kb(page.cssGzip)} ${mark(page.cssGzip <= CSS_GOAL)}`
  console.log(
    `  ${page.path.padEnd(20)} ${js.padEnd(14)} ${css.padEnd(13)} ${kb(page.htmlGzip).padEnd(9)} ${page.adminModules.length} ${mark(page.adminModules.length === 0)}`,
  )
}
console.log(
  `  goals: / ≤ ${kb(JS_GOALS['/']!)} JS, /book ≤ ${kb(JS_GOALS['/book']!)}, CSS ≤ ${kb(CSS_GOAL)}, no admin screen`,
)

const map = mapWeight()
console.log(
  `\nbench: the map's lazy chunk (issue 28; loaded only by pages that show a map, ${map.staticImporters.length === 0 ? 'imported by none up front ✓' : `imported up front by ${map.staticImporters.join(', ')} ✗`})`,
)
console.log(`  ${''.padEnd(28)} ${'raw'.padEnd(11)} ${'gzip -9'.padEnd(11)} brotli`)
console.log(
  `  ${'JS (MapLibre + map canvas)'.padEnd(28)} ${kb(map.jsRaw).padEnd(11)} ${kb(map.jsGzip).padEnd(11)} ${kb(map.jsBrotli)}`,
)
console.log(`  ${'CSS'.padEnd(28)} ${''.padEnd(11)} ${kb(map.cssGzip).padEnd(11)} ${kb(map.cssBrotli)}`)
console.log(
  `  ${"MapLibre's web worker".padEnd(28)} ${kb(map.workerRaw).padEnd(11)} ${kb(map.workerGzip).padEnd(11)} ${kb(map.workerBrotli)}`,
)

const workerDir = readdirSync('dist').find((dir) => existsSync(join('dist', dir, 'wrangler.json')))!
const workerFile = join('dist', workerDir, 'index.js')
console.log(
  `  Worker bundle (${workerFile}): ${kb(statSync(workerFile).size)} raw, ${kb(gzipSync(readFileSync(workerFile)).length)} gzip`,
)
