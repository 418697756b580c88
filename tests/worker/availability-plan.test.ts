import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core'
import { describe, expect, it } from 'vitest'
import { conflictingBookingExists } from '../../worker/modules/bookings/availability'

const render = (query: ReturnType<typeof sql>) => new SQLiteAsyncDialect().sqlToQuery(query)

async function plan(query: ReturnType<typeof sql>) {
  const { sql: text, params } = render(query)
  const { results } = await env.DB.prepare(`explain query plan ${text}`).bind(...params).all<{ detail: string }>()
  return results.map((row) => row.detail)
}

describe('availability query plan', () => {
  const range = { startDate: '2030-01-10', endDate: '2030-01-15' }

  it('finds one RV’s bookings through the (rv_id, start_date, end_date) index, never a scan', async () => {
    const details = await plan(sql`select ${conflictingBookingExists('some-rv', range, Date.now())} as taken`)
    expect(details.some((detail) => /SEARCH b USING (COVERING )?INDEX bookings_rv_dates_idx/.test(detail))).toBe(true)
    expect(details.some((detail) => /SCAN b\b/.test(detail))).toBe(false)
  })

  it('searches the fleet with one indexed lookup per RV', async () => {
    const details = await plan(sql`select id from rvs where available = 1 and not ${conflictingBookingExists(sql`rvs.id`, range, Date.now())}`)
    expect(details.some((detail) => /SEARCH b USING (COVERING )?INDEX bookings_rv_dates_idx/.test(detail))).toBe(true)
    expect(details.some((detail) => /SCAN b\b/.test(detail))).toBe(false)
  })
})
