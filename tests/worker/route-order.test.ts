/**
 * No route depends on the order it is registered or mounted in (architecture, convention 1), proven
 * from the router itself for the modules listed in ORDER_FREE: each route's own addresses (its
 * params filled with ids) reach that route alone, and the whole API rebuilt with every route
 * registered in reverse order answers their static paths and ids exactly as the API does.
 */
import { env } from 'cloudflare:workers'
import { Hono, type ErrorHandler } from 'hono'
import { RegExpRouter } from 'hono/router/reg-exp-router'
import { SmartRouter } from 'hono/router/smart-router'
import { TrieRouter } from 'hono/router/trie-router'
import type { RouterRoute } from 'hono/types'
import { beforeAll, describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import type { AppEnv } from '../../worker/env'
import { dayFromToday, makeRv, ownerWithFleet } from '../helpers/fleet'
import { call, ORIGIN, signUpOwner } from '../helpers/worker-client'

/** The prefixes whose routes are checked; a module joins once none of its routes needs an order. */
const ORDER_FREE = ['/api/bookings', '/api/issues']

const keyOf = (route: RouterRoute) => `${route.method} ${route.path}`
const routeKeys = [...new Set(app.routes.filter((route) => route.method !== 'ALL').map(keyOf))]
const checkedKeys = routeKeys.filter((key) =>
  ORDER_FREE.some((prefix) => key.split(' ')[1] === prefix || key.split(' ')[1]!.startsWith(`${prefix}/`)),
)

/** A route's own address: each param an id, as every id we hand out is. */
const addressOf = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, () => crypto.randomUUID()).replace(/\*$/, 'x')

describe('each route is the only one its addresses reach', () => {
  // Hono's own default router, holding every route of the API: a match lists every route that would run.
  const router = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] })
  for (const key of routeKeys) router.add(key.split(' ')[0]!, key.split(' ')[1]!, key)

  it('checks the routes of every order-free module', () => {
    expect(checkedKeys).toEqual(
      expect.arrayContaining(['GET /api/bookings/stats', 'GET /api/bookings/lookup', 'GET /api/issues/maintenance']),
    )
  })

  it.each(checkedKeys)('%s', (key) => {
    const [method, path] = key.split(' ') as [string, string]
    const [matches] = router.match(method, addressOf(path))
    expect([...new Set(matches.map(([route]) => route))]).toEqual([key])
  })
})

// Private in Hono's types; the rebuilt API must answer errors exactly as the API does.
const { errorHandler } = app as unknown as { errorHandler: ErrorHandler<AppEnv> }

/**
 * The API rebuilt from its router with every route in reverse order (a route's guard, validators and
 * handler kept together, in their order; the app-wide middleware first, as registered): '/:id'
 * then comes before '/stats', the owner's routes before the renter's, tickets before maintenance.
 */
function reversedApi() {
  const reversed = new Hono<AppEnv>()
  const groups = new Map<string, RouterRoute[]>()
  for (const route of app.routes) {
    if (route.method === 'ALL') reversed.all(route.path, route.handler)
    else groups.set(keyOf(route), [...(groups.get(keyOf(route)) ?? []), route])
  }
  for (const routes of [...groups.values()].reverse())
    for (const route of routes) reversed.on(route.method, route.path, route.handler)
  reversed.onError(errorHandler)
  reversed.notFound((c) => c.json({ message: 'There is nothing at this address', code: 'not_found' }, 404))
  return reversed
}

let client = 0

/** A GET of `path` from the API or its reversed copy, each from its own address (rate limits count per client). */
async function answer(target: Hono<AppEnv>, path: string, cookie?: string) {
  client += 1
  const headers: Record<string, string> = { 'cf-connecting-ip': `2001:db8:0:1::${client.toString(16)}` }
  if (cookie) headers.cookie = cookie
  const response = await target.fetch(new Request(`${ORIGIN}${path}`, { headers }), env)
  return { status: response.status, body: await response.text() }
}

describe('the API with every route registered in reverse order', () => {
  const reversed = reversedApi()
  let cookie: string
  let paths: { signedIn: string[]; signedOut: string[] }

  beforeAll(async () => {
    const { owner, rv, customer, book } = await ownerWithFleet()
    cookie = owner.cookie
    const booked = await book({ startDate: dayFromToday(30), endDate: dayFromToday(33) })
    const booking = await booked.json<{ id: string }>()
    const issue = await (
      await call('/api/issues', {
        cookie,
        json: { customerId: customer.id, rvId: rv.id, title: 'Leak', description: 'Drips', category: 'plumbing' },
      })
    ).json<{ id: string }>()
    const task = await call('/api/issues/maintenance', {
      cookie,
      json: { rvId: rv.id, title: 'Oil change', dueDate: '2031-05-01' },
    })
    expect([booked.status, issue.id, task.status]).toEqual([201, expect.any(String), 201])
    const { email } = customer as unknown as { email: string }
    const lookup = `/api/bookings/lookup?bookingId=${booking.id}&email=${encodeURIComponent(email)}`
    paths = {
      signedIn: [
        '/api/bookings',
        '/api/bookings/stats',
        `/api/bookings/calendar?month=${dayFromToday(30).slice(0, 7)}`,
        `/api/bookings/${booking.id}`,
        lookup,
        '/api/issues',
        '/api/issues/stats',
        `/api/issues/${issue.id}`,
        '/api/issues/maintenance',
        `/api/issues/maintenance?rvId=${rv.id}`,
        `/api/issues/calendars/${rv.id}`,
      ],
      signedOut: [lookup, '/api/bookings/stats', '/api/issues/maintenance', `/api/issues/${issue.id}`],
    }
  })

  it('really is reversed: the param routes now come before the static paths beside them', () => {
    const order = [...new Set(reversed.routes.filter((route) => route.method === 'GET').map((route) => route.path))]
    const at = (path: string) => order.findIndex((candidate) => candidate.startsWith(path))
    expect(at('/api/bookings/:id')).toBeLessThan(at('/api/bookings/stats'))
    expect(at('/api/bookings/:id')).toBeLessThan(at('/api/bookings/lookup'))
    expect(at('/api/issues/:id')).toBeLessThan(at('/api/issues/stats'))
    expect(at('/api/issues/:id')).toBeLessThan(at('/api/issues/maintenance'))
  })

  it("answers an owner's static paths and ids as the API does", async () => {
    for (const path of paths.signedIn) {
      const [expected, actual] = [await answer(app, path, cookie), await answer(reversed, path, cookie)]
      expect(expected.status, path).toBe(200)
      expect(actual, path).toEqual(expected)
    }
    // Each static path reached its own handler, not '/:id' reading it as an id.
    const stats = await answer(reversed, '/api/bookings/stats', cookie)
    expect(stats.body).not.toContain('not_found')
    const calendar = JSON.parse((await answer(reversed, '/api/bookings/calendar?month=2031-05', cookie)).body) as {
      days: string[]
    }
    expect(calendar.days).toHaveLength(31)
    expect(JSON.parse((await answer(reversed, paths.signedIn[4]!, cookie)).body)).toMatchObject({
      startDate: dayFromToday(30),
    })
  })

  it('answers a signed-out caller as the API does: the renter finds a booking, the owner routes answer 401', async () => {
    const statuses = []
    for (const path of paths.signedOut) {
      const [expected, actual] = [await answer(app, path), await answer(reversed, path)]
      expect(actual, path).toEqual(expected)
      statuses.push(actual.status)
    }
    expect(statuses).toEqual([200, 401, 401, 401])
  })

  it('answers another owner of the same ids as the API does', async () => {
    const stranger = await signUpOwner()
    await makeRv(stranger.cookie)
    for (const path of paths.signedIn.filter((path) => /[0-9a-f]{8}-/.test(path))) {
      const [expected, actual] = [
        await answer(app, path, stranger.cookie),
        await answer(reversed, path, stranger.cookie),
      ]
      expect(actual, path).toEqual(expected)
    }
  })
})
