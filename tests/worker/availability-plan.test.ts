import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { createDb } from '../../worker/db/client'
import { nightsTaken } from '../../worker/modules/bookings/availability'
import { fleetSearchQuery } from '../../worker/modules/rvs/search'

const render = (query: ReturnType<typeof sql>) => new SQLiteAsyncDialect().sqlToQuery(query)

async function plan(query: ReturnType<typeof sql>) {
  const { sql: text, params } = render(query)
  const { results } = await env.DB.prepare(`explain query plan ${text}`)
    .bind(...params)
    .all<{ detail: string }>()
  return results.map((row) => row.detail)
}

describe('availability query plan', () => {
  const range = { startDate: '2030-01-10', endDate: '2030-01-15' }

  it('reaches one RV’s bookings still running at the start date through the (rv_id, end_date) index, never a scan', async () => {
    const details = await plan(sql`select ${nightsTaken('some-rv', range, Date.now())} as taken`)
    expect(
      details.some((detail) =>
        /SEARCH b USING (COVERING )?INDEX bookings_rv_dates_idx \(rv_id=\? AND end_date>\?\)/.test(detail),
      ),
    ).toBe(true)
    expect(details.some((detail) => /SCAN b\b/.test(detail))).toBe(false)
  })

  it('runs the fleet search with one indexed lookup per RV', async () => {
    const { sql: text, params } = fleetSearchQuery({
      ctx: { db: createDb(env.DB), now: Date.now() },
      input: { query: { ...range, type: 'Class C', guests: 3, limit: 24 }, page: {} },
    }).toSQL()
    const { results } = await env.DB.prepare(`explain query plan ${text}`)
      .bind(...params)
      .all<{ detail: string }>()
    const details = results.map((row) => row.detail)
    expect(
      details.some((detail) =>
        /SEARCH b USING (COVERING )?INDEX bookings_rv_dates_idx \(rv_id=\? AND end_date>\?\)/.test(detail),
      ),
    ).toBe(true)
    expect(details.some((detail) => /SCAN b\b/.test(detail))).toBe(false)
  })
})
