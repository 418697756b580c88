/** The owner's bookings list: keyset pages newest first, server-side filters and the tiles. */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ownerWithFleet } from '../helpers/fleet'
import { api, type Api, type ArgsOf } from '../helpers/worker-client'

type ListQuery = ArgsOf<Api['bookings']['$get']>['query']

describe('the owner’s bookings list', () => {
  it('pages newest first through every booking once, filters by status and id on the server, and counts the tiles', async () => {
    const { owner, rv, customer } = await ownerWithFleet()
    const other = await ownerWithFleet()
    const statuses = ['pending', 'confirmed', 'in_progress', 'completed', 'cancelled'] as const
    const rows = Array.from({ length: 30 }, (_, n) => ({
      id: crypto.randomUUID(),
      status: statuses[n % 5]!,
      createdAt: 1_000 + Math.floor(n / 2),
    }))
    const insert = (
      id: string,
      ownerId: string,
      rvId: string,
      customerId: string,
      status: string,
      createdAt: number,
      heldUntil: number | null = null,
    ) =>
      env.DB.prepare(
        "insert into bookings (id, owner_id, customer_id, rv_id, start_date, end_date, total_price_cents, status, payment_status, held_until, created_at, updated_at) values (?, ?, ?, ?, '2030-01-01', '2030-01-03', 100, ?, 'pending', ?, ?, ?)",
      ).bind(id, ownerId, customerId, rvId, status, heldUntil, createdAt, createdAt)
    const lapsedHold = crypto.randomUUID()
    await env.DB.batch([
      ...rows.map((row) => insert(row.id, owner.user.id, rv.id, customer.id, row.status, row.createdAt)),
      insert(lapsedHold, owner.user.id, rv.id, customer.id, 'pending', 999, Date.now() - 1000),
      insert(crypto.randomUUID(), other.owner.user.id, other.rv.id, other.customer.id, 'pending', 5_000),
    ])
    const list = async (query: ListQuery) => (await api(owner.cookie).bookings.$get({ query })).json()

    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = await list({ limit: '7', cursor: cursor ?? undefined })
      expect(page.total).toBe(31)
      seen.push(...page.items.map((item) => item.id))
      cursor = page.nextCursor
    } while (cursor && seen.length < 100)
    expect(seen).toHaveLength(31)
    expect(new Set(seen)).toEqual(new Set([...rows.map((row) => row.id), lapsedHold]))
    expect(seen.at(-1)).toBe(lapsedHold) // the oldest last

    const confirmed = await list({ status: 'confirmed', limit: '100' })
    expect(confirmed.items.map((item) => item.status)).toEqual(Array(6).fill('confirmed'))
    expect(confirmed.total).toBe(6)
    // A hold whose time ran out is not pending any more.
    const pending = await list({ status: 'pending', limit: '100' })
    expect(pending.items.map((item) => item.id)).not.toContain(lapsedHold)
    expect(pending.total).toBe(6)
    const byId = await list({ q: rows[7]!.id.slice(-8).toUpperCase() })
    expect(byId.items.map((item) => item.id)).toEqual([rows[7]!.id])
    expect((await api(owner.cookie).bookings.$get({ query: { limit: '101' } })).status).toBe(400)
    expect((await api(owner.cookie).bookings.$get({ query: { cursor: 'bm9wZQ' } })).status).toBe(400)

    const stats = await (await api(owner.cookie).bookings.stats.$get()).json()
    expect(stats).toEqual({ total: 31, pending: 6, confirmed: 6, active: 6, completed: 6 })
  })
  it('counts the matching bookings on the first page only: later pages carry that count in their cursor', async () => {
    const { owner, book } = await ownerWithFleet()
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    for (const n of [10, 20, 30]) await book({ startDate: day(n), endDate: day(n + 2) })
    const list = async (query: ListQuery) => (await api(owner.cookie).bookings.$get({ query })).json()
    const first = await list({ limit: '2' })
    expect(first.total).toBe(3)
    // A booking made meanwhile changes the count only when the list is read again from the top.
    await book({ startDate: day(40), endDate: day(42) })
    const second = await list({ limit: '2', cursor: first.nextCursor! })
    expect(second).toMatchObject({ total: 3, nextCursor: null })
    expect((await list({ limit: '2' })).total).toBe(4)
  })
})
