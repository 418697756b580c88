/**
 * What caches may keep: the public catalogue briefly at the edge (browsers always ask again), and
 * nothing else the API answers, signed in or not, successful or refused; and never an answer that
 * sets a cookie, such as a session renewed on the way through a public page.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PUBLIC_READ_CACHE, SETS_COOKIE_CACHE } from '../../worker/middleware/cache-control'
import { SESSION_COOKIE } from '../../worker/modules/auth/cookies'
import type { StoredSession } from '../../worker/modules/auth/sessions'
import { dayFromToday, makeRv, makeVenue } from '../helpers/fleet'
import { fillPath, routerRoutes } from '../helpers/fuzz-client'
import { PUBLIC_ROUTES } from '../helpers/public-routes'
import { api, call, setCookies, signUpEstablishedOwner } from '../helpers/worker-client'

const DAY_MS = 24 * 60 * 60 * 1000

/** The public catalogue's reads, each with a real object to read (addresses, read as they are sent). */
async function catalogueReads(cookie: string) {
  const [rv, venue] = await Promise.all([makeRv(cookie), makeVenue(cookie)])
  const { rvs, venues } = api()
  return [
    rvs.$path(),
    rvs[':id'].$path({ param: { id: rv.id } }),
    rvs.search.$path({ query: { startDate: dayFromToday(20), endDate: dayFromToday(23) } }),
    venues.$path(),
    venues[':id'].$path({ param: { id: venue.id } }),
  ]
}

/** Makes the cookie's session 20 days old (10 left of 30), so the next request renews it. */
async function ageSession(cookie: string) {
  const [id] = decodeURIComponent(cookie.split('=')[1]!).split('.')
  const stored = (await env.SESSIONS.get<StoredSession>(id!, 'json'))!
  await env.SESSIONS.put(id!, JSON.stringify({ ...stored, expiresAt: Date.now() + 10 * DAY_MS }))
}

describe('cache control', () => {
  it('lets shared caches keep the public catalogue for 30 seconds and serve it stale while refreshing', async () => {
    const owner = await signUpEstablishedOwner()
    for (const path of await catalogueReads(owner.cookie)) {
      const response = await call(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC_READ_CACHE)
    }
    expect(PUBLIC_READ_CACHE).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300')
  })

  it('stores nothing else: refusals, signed-in reads, sessions and writes', async () => {
    const owner = await signUpEstablishedOwner()
    const answers = [
      await api().rvs.search.$get({ query: { startDate: '2026-02-30', endDate: '2026-03-02' } }),
      await api().rvs[':id'].$get({ param: { id: crypto.randomUUID() } }),
      await api(owner.cookie).rvs.mine.$get({ query: {} }),
      await api(owner.cookie).auth.user.$get(),
      await api().auth.user.$get(),
      await api(owner.cookie).customers.$post({ json: { firstName: 'A', lastName: 'B', email: 'cache@example.com' } }),
    ]
    expect(answers.map((response) => response.status)).toEqual([400, 404, 200, 200, 401, 201])
    // The write also sets the D1 bookmark cookie, which makes its answer private as well.
    expect(answers.map((response) => response.headers.get('cache-control'))).toEqual([
      ...Array(5).fill('no-store'),
      SETS_COOKIE_CACHE,
    ])
  })

  it('renews an aging session on a public read, in an answer no cache may keep', async () => {
    const owner = await signUpEstablishedOwner()
    // The landing page's banner is cached publicly too, for its own time.
    for (const path of [...(await catalogueReads(owner.cookie)), api().marketing.banner.$path()]) {
      await ageSession(owner.cookie)
      const response = await call(path, { cookie: owner.cookie })
      expect(response.status, path).toBe(200)
      expect(setCookies(response).get(SESSION_COOKIE), path).toMatch(/Max-Age=2592000/)
      expect(response.headers.get('cache-control'), path).toBe(SETS_COOKIE_CACHE)
    }
  })

  it('never lets a shared cache keep an answer that sets a cookie, on any public read', async () => {
    const owner = await signUpEstablishedOwner()
    const publicGets = routerRoutes().filter((route) => route.startsWith('GET ') && PUBLIC_ROUTES.has(route))
    expect(publicGets).toContain('GET /api/rvs')
    // Signed in with an aging session (renewed on the way) and with a session that is no more (cleared).
    for (const cookie of [owner.cookie, `${SESSION_COOKIE}=not.a.session`])
      for (const route of publicGets) {
        if (cookie === owner.cookie) await ageSession(cookie)
        const response = await call(fillPath(route.slice('GET '.length)), { cookie })
        if (response.headers.getSetCookie().length === 0) continue
        expect(response.headers.get('cache-control'), `${route}: ${response.status}`).toBe(SETS_COOKIE_CACHE)
      }
  })
})
