/**
 * No route depends on the order it is registered or mounted in (architecture, convention 1), proven
 * from the router itself for the whole API (ORDER_FREE): each route's own addresses (its params
 * filled with ids) reach that route alone, no address reaches two routes even with a param read as
 * a static word of another path ('stats', 'mine', 'feeds'), and the whole API rebuilt with every
 * route registered in reverse order answers their static paths and ids exactly as the API does.
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
import { api, API_PREFIX, ORIGIN, signUpOwner } from '../helpers/worker-client'

/** The prefixes whose routes are checked: the whole API, every module (a new one joins by being mounted). */
const ORDER_FREE = ['/api']

const keyOf = (route: RouterRoute) => `${route.method} ${route.path}`
const routeKeys = [...new Set(app.routes.filter((route) => route.method !== 'ALL').map(keyOf))]
const checkedKeys = routeKeys.filter((key) =>
  ORDER_FREE.some((prefix) => key.split(' ')[1] === prefix || key.split(' ')[1]!.startsWith(`${prefix}/`)),
)

/** A route's own address: each param an id, as every id we hand out is. */
const addressOf = (path: string) => path.replace(/:\w+(\{[^}]*\})?/g, () => crypto.randomUUID()).replace(/\*$/, 'x')

const isParam = (segment: string) => segment.startsWith(':') || segment === '*'

/** Every static segment of the API's paths: what a param could be read as by mistake ('stats', 'mine', 'feeds'). */
const staticWords = [
  ...new Set(
    routeKeys.flatMap((key) =>
      key
        .split(' ')[1]!
        .split('/')
        .filter((segment) => segment && !isParam(segment)),
    ),
  ),
]

/** A route's addresses with one of its params read as each static word (the others ids). */
function wordAddressesOf(path: string) {
  const segments = path.split('/')
  return segments.flatMap((segment, index) =>
    isParam(segment)
      ? staticWords.map((word) => addressOf(segments.map((other, at) => (at === index ? word : other)).join('/')))
      : [],
  )
}

describe('each route is the only one its addresses reach', () => {
  // Hono's own default router, holding every route of the API: a match lists every route that would run.
  const router = new SmartRouter<string>({ routers: [new RegExpRouter(), new TrieRouter()] })
  for (const key of routeKeys) router.add(key.split(' ')[0]!, key.split(' ')[1]!, key)

  it('checks the routes of every order-free module', () => {
    expect(checkedKeys).toEqual(
      expect.arrayContaining(['GET /api/bookings/stats', 'GET /api/bookings/lookup', 'GET /api/issues/maintenance']),
    )
    expect(checkedKeys).toEqual(
      expect.arrayContaining([
        'GET /api/customers/stats',
        'GET /api/rvs/mine',
        'GET /api/rvs/search',
        'GET /api/venues/mine',
      ]),
    )
    expect(checkedKeys).toEqual(routeKeys.filter((key) => key.split(' ')[1]!.startsWith(`${API_PREFIX}/`)))
  })

  it('reaches at most one route from any address, a param read as a static word included', () => {
    const shared: string[] = []
    for (const key of checkedKeys) {
      const [method, path] = key.split(' ') as [string, string]
      for (const address of wordAddressesOf(path)) {
        const reached = [...new Set(router.match(method, address)[0].map(([route]) => route))]
        if (reached.length > 1) shared.push(`${method} ${address}: ${reached.join(' and ')}`)
      }
    }
    expect([...new Set(shared)]).toEqual([])
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
  /** The fleet's, venues' and customers' static paths beside their ids. */
  let neighbours: { signedIn: string[]; either: string[] }

  beforeAll(async () => {
    const { owner, rv, customer, book } = await ownerWithFleet()
    cookie = owner.cookie
    const booked = await book({ startDate: dayFromToday(30), endDate: dayFromToday(33) })
    const booking = await booked.json()
    const issue = await (
      await api(cookie).issues.$post({
        json: { customerId: customer.id, rvId: rv.id, title: 'Leak', description: 'Drips', category: 'plumbing' },
      })
    ).json()
    const task = await api(cookie).issues.maintenance.$post({
      json: { rvId: rv.id, title: 'Oil change', dueDate: '2031-05-01' },
    })
    expect([booked.status, issue.id, task.status]).toEqual([201, expect.any(String), 201])
    const { email } = customer
    const { bookings, issues, customers, rvs, venues } = api()
    const lookup = bookings.lookup.$path({ query: { bookingId: booking.id, email } })
    paths = {
      signedIn: [
        bookings.$path(),
        bookings.stats.$path(),
        bookings.calendar.$path({ query: { month: dayFromToday(30).slice(0, 7) } }),
        bookings[':id'].$path({ param: { id: booking.id } }),
        lookup,
        issues.$path(),
        issues.stats.$path(),
        issues[':id'].$path({ param: { id: issue.id } }),
        issues.maintenance.$path(),
        issues.maintenance.$path({ query: { rvId: rv.id } }),
        issues.calendars[':rvId'].$path({ param: { rvId: rv.id } }),
      ],
      signedOut: [
        lookup,
        bookings.stats.$path(),
        issues.maintenance.$path(),
        issues[':id'].$path({ param: { id: issue.id } }),
      ],
    }
    neighbours = {
      signedIn: [
        customers.stats.$path(),
        customers[':id'].$path({ param: { id: customer.id } }),
        rvs.mine.$path(),
        venues.mine.$path(),
      ],
      either: [
        rvs.mine.$path(),
        venues.mine.$path(),
        customers.stats.$path(),
        rvs[':id'].$path({ param: { id: rv.id } }),
        rvs[':id'].$path({ param: { id: 'nothing' } }),
      ],
    }
  })

  it('really is reversed: the param routes now come before the static paths beside them', () => {
    const order = [...new Set(reversed.routes.filter((route) => route.method === 'GET').map((route) => route.path))]
    // A route's path as the typed client names it (bookings[':id'] is /api/bookings/:id; the router adds the id's pattern).
    const at = (route: { $path(): string }) => order.findIndex((candidate) => candidate.startsWith(route.$path()))
    const { bookings, issues, customers, rvs, venues } = api()
    expect(at(bookings[':id'])).toBeLessThan(at(bookings.stats))
    expect(at(bookings[':id'])).toBeLessThan(at(bookings.lookup))
    expect(at(issues[':id'])).toBeLessThan(at(issues.stats))
    expect(at(issues[':id'])).toBeLessThan(at(issues.maintenance))
    expect(at(customers[':id'])).toBeLessThan(at(customers.stats))
    expect(at(rvs[':id'])).toBeLessThan(at(rvs.search))
    expect(at(rvs[':id'])).toBeLessThan(at(rvs.mine))
    expect(at(venues[':id'])).toBeLessThan(at(venues.mine))
  })

  it("answers the fleet's, venues' and customers' static paths and ids as the API does, signed in or out", async () => {
    for (const path of neighbours.signedIn) {
      const [expected, actual] = [await answer(app, path, cookie), await answer(reversed, path, cookie)]
      expect(expected.status, path).toBe(200)
      expect(actual, path).toEqual(expected)
    }
    for (const path of neighbours.either) expect(await answer(reversed, path), path).toEqual(await answer(app, path))
    expect((await answer(reversed, api().rvs.mine.$path())).status).toBe(401)
  })

  it("answers an owner's static paths and ids as the API does", async () => {
    for (const path of paths.signedIn) {
      const [expected, actual] = [await answer(app, path, cookie), await answer(reversed, path, cookie)]
      expect(expected.status, path).toBe(200)
      expect(actual, path).toEqual(expected)
    }
    // Each static path reached its own handler, not '/:id' reading it as an id.
    const stats = await answer(reversed, api().bookings.stats.$path(), cookie)
    expect(stats.body).not.toContain('not_found')
    const calendarPath = api().bookings.calendar.$path({ query: { month: '2031-05' } })
    const calendar = JSON.parse((await answer(reversed, calendarPath, cookie)).body) as {
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
