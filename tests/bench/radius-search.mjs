/**
 * The renters' search near a place, as the wizard sends it: the bench's search from 94110 within
 * 100 and 250 miles (nearest first is the same work: every match near the renter is read and
 * measured), and within 100 miles by all-in total (the wizard's default order: each match priced).
 * On 1,000 and on 10,000 RVs (each size its own server, its own ceiling, 50,000 bookings), spread
 * over the continental US by load-data.ts: autocannon at 20 connections, and one request at a time
 * taking turns across the sizes for how the time grows with 10x the RVs. Figures and goals met or
 * missed, never pass/fail.
 */
import { SEARCH_PATH, takingTurns, underLoad } from './api-throughput.mjs'
import { mark, ms, textTable } from './report.mjs'

const CEILING_PATH = '/api/auth/options'
/** The search's goals (api-throughput.mjs): throughput as a share of the ceiling's, time with 10x the data. */
const RATIO_GOAL = 0.7
const GROWTH_GOAL = 1.5

const near = (miles, extra = '') => `${SEARCH_PATH}&zipCode=94110&radius=${miles}${extra}`
const SEARCHES = [
  { label: 'search within 100 mi of 94110', path: near(100) },
  { label: 'search within 250 mi of 94110', path: near(250) },
  { label: 'search within 100 mi, by total', path: near(100, '&sort=total') },
]

const thousands = (n) => n.toLocaleString('en-US')

/**
 * `sizes`: [{ rvs, origin }] (1,000 RVs first). Prints the section and answers the summary's rows:
 * RVs, search, req/s, p50, p99, ratio to that server's ceiling, and the growth of each search.
 */
export async function radiusSearch(sizes) {
  // One at a time first (the warm-up too): each search on every size, taking turns.
  const probes = sizes.flatMap((size) => SEARCHES.map((search) => ({ origin: size.origin, path: search.path })))
  const alone = await takingTurns(probes, 60)
  const medianOf = (sizeIndex, searchIndex) => alone[sizeIndex * SEARCHES.length + searchIndex].median

  console.log(
    `\nbench: search near a place on ${sizes.map((size) => thousands(size.rvs)).join(' and ')} RVs (autocannon, 20 connections)`,
  )
  const rows = []
  for (const size of sizes) {
    const ceiling = await underLoad({ origin: size.origin, path: CEILING_PATH })
    rows.push({ size, label: 'ceiling', result: ceiling, ratio: 1 })
    for (const search of SEARCHES) {
      const result = await underLoad({ origin: size.origin, path: search.path })
      rows.push({ size, label: search.label, result, ratio: result.rps / ceiling.rps })
    }
  }
  console.log(
    textTable(
      ['RVs', 'endpoint', 'req/s', 'p50', 'p99', 'ratio', 'failed'],
      rows.map(({ size, label, result, ratio }) => [
        thousands(size.rvs),
        label,
        result.rps.toFixed(0),
        `${result.p50} ms`,
        `${result.p99} ms`,
        ratio.toFixed(2),
        result.failed,
      ]),
    ),
  )
  const [small, large] = [0, sizes.length - 1]
  const growth = SEARCHES.map((search, index) => ({
    search,
    small: medianOf(small, index),
    large: medianOf(large, index),
    factor: medianOf(large, index) / medianOf(small, index),
  }))
  console.log('  goals:')
  for (const row of rows.filter(({ label }) => label !== 'ceiling'))
    console.log(
      `    ${mark(row.result.failed === 0 && row.ratio >= RATIO_GOAL)} ${row.label}, ${thousands(row.size.rvs)} RVs: ${row.ratio.toFixed(2)} of the ceiling's req/s (goal ≥ ${RATIO_GOAL})`,
    )
  for (const { search, small: before, large: after, factor } of growth)
    console.log(
      `    ${mark(factor <= GROWTH_GOAL)} ${search.label}: median ${ms(before, 2)} → ${ms(after, 2)} one at a time, ${factor.toFixed(2)}x with 10x the RVs (goal ≤ ${GROWTH_GOAL}x)`,
    )

  return [
    ...rows.map(({ size, label, result, ratio }) => [
      thousands(size.rvs),
      label,
      result.rps.toFixed(0),
      `${result.p50} ms`,
      `${result.p99} ms`,
      ratio.toFixed(2),
      label === 'ceiling' ? '' : mark(result.failed === 0 && ratio >= RATIO_GOAL),
    ]),
    ...growth.map(({ search, factor }) => [
      '1,000 → 10,000',
      `${search.label}, one at a time`,
      '',
      '',
      '',
      '',
      `${mark(factor <= GROWTH_GOAL)} ${factor.toFixed(2)}x the time (goal ≤ ${GROWTH_GOAL}x)`,
    ]),
  ]
}
