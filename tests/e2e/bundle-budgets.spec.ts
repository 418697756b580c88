/**
 * Page-weight budgets over the production build this run serves (the web server built dist/).
 * The goals are 100 KB of JS for the landing page, 130 KB for /book and 20 KB of CSS; the
 * limits below are today's weight, held so it can only shrink (README "Performance" says why the
 * goals are not met yet). Lower a limit when a change cuts weight; never raise one.
 */
import { expect, test } from '@playwright/test'
import { kb, mapWeight, pageWeights } from './page-weight'

const KB = 1024
const JS_LIMITS: Record<string, number> = { '/': 121.5 * KB, '/book': 141.5 * KB }
const ANY_PAGE_JS_LIMIT = 130.5 * KB
const CSS_LIMIT = 25.4 * KB
/**
 * The map (issue 28), loaded only where a map is shown: MapLibre with the map canvas, its CSS, and
 * MapLibre's web worker, each gzip level 9. Today's weight, held like the pages'.
 */
const MAP_LIMITS = { js: 289 * KB, css: 10.5 * KB, worker: 145 * KB }

const pages = pageWeights()

test('every public page is prerendered and measured', () => {
  expect(pages.map((page) => page.path).sort()).toEqual(
    expect.arrayContaining(['/', '/book', '/checkout', '/budget-calculator', '/login', '/404']),
  )
})

for (const page of pages) {
  test(`${page.path} stays within its weight budget`, () => {
    const jsLimit = JS_LIMITS[page.path] ?? ANY_PAGE_JS_LIMIT
    expect(page.jsGzip, `${page.path} JavaScript ${kb(page.jsGzip)} > ${kb(jsLimit)}`).toBeLessThanOrEqual(jsLimit)
    expect(page.cssGzip, `${page.path} CSS ${kb(page.cssGzip)} > ${kb(CSS_LIMIT)}`).toBeLessThanOrEqual(CSS_LIMIT)
    expect(page.adminModules).toEqual([])
    expect(page.mapModules, `${page.path} loads the map's code or CSS`).toEqual([])
  })
}

test('the map is its own lazy chunk within its budget, imported by no page up front', () => {
  const map = mapWeight()
  expect(
    map.js.some((file) => /\/maplibre-[\w-]+\.js$/.test(file)),
    'MapLibre has a chunk of its own',
  ).toBe(true)
  expect(map.css.length, 'the map loads its stylesheets with its chunk').toBeGreaterThan(0)
  expect(map.jsGzip, `map JavaScript ${kb(map.jsGzip)} > ${kb(MAP_LIMITS.js)}`).toBeLessThanOrEqual(MAP_LIMITS.js)
  expect(map.cssGzip, `map CSS ${kb(map.cssGzip)} > ${kb(MAP_LIMITS.css)}`).toBeLessThanOrEqual(MAP_LIMITS.css)
  expect(map.workerGzip, `MapLibre's worker ${kb(map.workerGzip)} > ${kb(MAP_LIMITS.worker)}`).toBeLessThanOrEqual(
    MAP_LIMITS.worker,
  )
  // Only the dynamic import in src/components/map/venue-map.tsx reaches it.
  expect(map.staticImporters).toEqual([])
})
