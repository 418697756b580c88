/** The search near a place reads only the RVs near it: through the place index, never the whole fleet. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { zipCentroid } from '../../worker/lib/us-zip-code'
import { fleetSearchQuery } from '../../worker/modules/rvs/search'

async function planOf(query: { sql: string; params: unknown[] }) {
  const { results } = await env.DB.prepare(`explain query plan ${query.sql}`)
    .bind(...query.params)
    .all<{ detail: string }>()
  return results.map((row) => row.detail)
}

describe('the search near a place', () => {
  it('finds pickup locations by the (latitude, longitude) index and their RVs by the pickup location index', async () => {
    const query = { startDate: '2030-01-10', endDate: '2030-01-15', type: 'Class C', guests: 3, limit: 24 }
    const area = { centre: zipCentroid('94110')!, miles: 100 }
    const details = await planOf(
      fleetSearchQuery({ ctx: { db: createDb(env.DB), now: Date.now() }, input: { query, area } }).toSQL(),
    )
    expect(details).toContainEqual(
      expect.stringMatching(
        /^SEARCH pickup_locations USING INDEX pickup_locations_place_idx \(latitude>\? AND latitude<\?\)/,
      ),
    )
    expect(details).toContainEqual(
      expect.stringMatching(/^SEARCH rvs USING INDEX rvs_pickup_location_idx \(pickup_location_id=\?\)/),
    )
    expect(details.filter((detail) => /^(SCAN|SEARCH) rvs\b/.test(detail))).toHaveLength(1)
    expect(details.some((detail) => /^SCAN (rvs|pickup_locations)\b/.test(detail))).toBe(false)
  })
})
