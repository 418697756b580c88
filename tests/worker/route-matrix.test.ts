/**
 * Generated from the router itself: every API route that is not on the public list must answer
 * 401 to a signed-out caller, and every route addressing an owner's object by :id must answer 404
 * to another owner. Routes added by later work are covered without touching this file.
 */
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { app } from '../../worker/app'
import { ownedObjectFactories } from '../helpers/owned-objects'
import { PUBLIC_ROUTES } from '../helpers/public-routes'
import { referencingBodyFactories, WRITE_ROUTES_WITHOUT_BODY_IDS } from '../helpers/referencing-bodies'
import { useMockServer } from '../helpers/msw'
import { call, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'
import { isPartnerRoute, signUpPartner } from '../helpers/partners'

/**
 * Every list answers a page (`{ items, nextCursor }`) through the shared paging schema: a page size
 * of 1 to 100, and a cursor it handed out itself (anything else is a 400, never a 500).
 */
const LIST_ROUTES = [
  'GET /api/pricing/add-ons',
  'GET /api/customers',
  'GET /api/rvs',
  'GET /api/rvs/mine',
  'GET /api/venues',
  'GET /api/venues/mine',
  'GET /api/notifications',
  'GET /api/issues',
  'GET /api/issues/maintenance',
  'GET /api/leads',
  'GET /api/business-payments',
  'GET /api/campaigns',
  'GET /api/promotions',
  'GET /api/ad-campaigns',
  'GET /api/messages',
  'GET /api/reviews',
  'GET /api/partners/venues',
  'GET /api/partners/bookings',
]

/**
 * Private routes any signed-in account uses, whichever role its session acts as: who is signed
 * in, its sign-in security, and switching role. Every other private route is an owner's (403
 * `wrong_role` to a venue partner's session) or, under /api/partners, a partner's (403 to an owner's).
 */
const ACCOUNT_ROUTES = new Set([
  'GET /api/auth/user',
  'POST /api/auth/verify-email/resend',
  'POST /api/auth/password',
  'POST /api/auth/sign-out-everywhere',
  'POST /api/auth/role',
])

/** Cursors nobody was given: not base64, base64 of not-JSON, JSON of the wrong shape, too long. */
const FORGED_CURSORS = [
  'not a cursor!',
  btoa('{oops'),
  btoa(JSON.stringify([1])),
  btoa(JSON.stringify(['x', 'y'])),
  btoa(JSON.stringify([1.5, 'id'])),
  'A'.repeat(301),
]

const routes = [
  ...new Set(app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`)),
]
const privateRoutes = routes.filter((route) => !PUBLIC_ROUTES.has(route))
const idRoutes = privateRoutes.filter((route) => /\/:\w+/.test(route))
const partnerRoutes = privateRoutes.filter(isPartnerRoute)
const ownerRoutes = privateRoutes.filter((route) => !isPartnerRoute(route) && !ACCOUNT_ROUTES.has(route))
/** A fresh account of the role the route serves (a venue partner for the partner API). */
const signUpFor = (route: string) => (isPartnerRoute(route) ? signUpPartner() : signUpOwner())

const fill = (path: string, params: Record<string, string> = {}) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => params[name] ?? crypto.randomUUID())

const send = (
  route: string,
  { params, body, cookie }: { params?: Record<string, string>; body?: unknown; cookie?: string } = {},
) => {
  const [method, path] = route.split(' ') as [string, string]
  const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH'
  return call(fill(path, params), { method, cookie, ...(hasBody ? { json: body ?? {} } : {}) })
}

describe('route matrix', () => {
  // Adding or syncing a calendar fetches it; the calendar answers here, empty, and nothing leaves the machine.
  const server = useMockServer()
  beforeEach(() =>
    server.use(http.get('https://calendar.invalid/*', () => HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'))),
  )

  it('knows the routes it guards', () => {
    expect(routes).toContain('GET /api/auth/user')
    for (const route of PUBLIC_ROUTES)
      expect(routes, `${route} is on the public list but no longer exists`).toContain(route)
  })

  // A signed-in module's guard runs before exactly its own routes, never before a public neighbour's.
  it.each([...PUBLIC_ROUTES])('%s is open to a signed-out caller', async (route) => {
    const response = await send(route)
    expect(response.status).not.toBe(401)
  })

  it.each(privateRoutes)('%s answers 401 when signed out', async (route) => {
    const response = await send(route)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ code: 'unauthorized' })
  })

  it('knows the routes of each role', () => {
    expect(partnerRoutes).toContain('GET /api/partners/venues')
    for (const route of ACCOUNT_ROUTES) expect(privateRoutes, `${route} no longer exists`).toContain(route)
  })

  // The guard answers before the route reads anything: one session of each role covers every route.
  describe('with a session of the other role', () => {
    let ownerCookie: string
    let partnerCookie: string
    beforeAll(async () => {
      const [owner, partner] = await Promise.all([signUpOwner(), signUpPartner()])
      ownerCookie = owner.cookie
      partnerCookie = partner.cookie
    })

    it.each(ownerRoutes)('%s answers 403 wrong_role to a venue partner', async (route) => {
      const response = await send(route, { cookie: partnerCookie })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({
        code: 'wrong_role',
        message: expect.stringMatching(/^You are signed in as a venue partner\./),
      })
    })

    it.each(partnerRoutes)('%s answers 403 wrong_role to an owner', async (route) => {
      const response = await send(route, { cookie: ownerCookie })
      expect(response.status).toBe(403)
      expect(await response.json()).toMatchObject({
        code: 'wrong_role',
        message: expect.stringMatching(/^You are signed in as an owner\./),
      })
    })
  })

  it('has an owned-object factory for every :id route', () => {
    const prefixes = Object.keys(ownedObjectFactories)
    for (const route of idRoutes) {
      expect(
        prefixes.some((prefix) => route.includes(prefix)),
        `add a factory for ${route} in tests/helpers/owned-objects.ts`,
      ).toBe(true)
    }
  })

  const writeRoutes = privateRoutes.filter((route) => /^(POST|PUT|PATCH) /.test(route))

  it('knows, for every private write route, whether its body names stored objects', () => {
    for (const route of writeRoutes) {
      const classified = route in referencingBodyFactories || WRITE_ROUTES_WITHOUT_BODY_IDS.has(route)
      expect(
        classified,
        `add ${route} to referencingBodyFactories or WRITE_ROUTES_WITHOUT_BODY_IDS in tests/helpers/referencing-bodies.ts`,
      ).toBe(true)
    }
  })

  for (const [route, factory] of Object.entries(referencingBodyFactories)) {
    it(`${route} answers 404 when its body names another owner's object`, async () => {
      const [owner, stranger] = await Promise.all([signUpOwner(), signUpOwner()])
      const [own, theirs] = await Promise.all([factory(owner.cookie), factory(stranger.cookie)])
      for (const field of own.idFields) {
        const response = await send(route, { body: { ...own.body, [field]: theirs.body[field] }, cookie: owner.cookie })
        expect(response.status, `${field} of another owner`).toBe(404)
      }
      // The same body with the owner's own objects succeeds: the 404s were about ownership.
      expect((await send(route, { body: own.body, cookie: owner.cookie })).status).toBeLessThan(300)
    })
  }

  it.each(LIST_ROUTES)(
    '%s pages with a limit of 1 to 100 and refuses other limits and forged cursors with a 400',
    async (route) => {
      expect(routes).toContain(route)
      const owner = await signUpFor(route)
      const path = route.split(' ')[1]!
      const get = (query: string) => call(`${path}?${query}`, { cookie: owner.cookie })
      for (const limit of ['1', '100'])
        expect(Object.keys(await (await get(`limit=${limit}`)).json<object>()), `limit ${limit}`).toEqual(
          expect.arrayContaining(['items', 'nextCursor']),
        )
      for (const limit of ['0', '101', '-1', '2.5', 'ten', '']) {
        const response = await get(`limit=${limit}`)
        expect(response.status, `limit ${limit}`).toBe(400)
        expect(await response.json(), `limit ${limit}`).toMatchObject({
          code: 'invalid_input',
          message: expect.stringMatching(/^Limit must be/),
        })
      }
      for (const cursor of FORGED_CURSORS) {
        const response = await get(`cursor=${encodeURIComponent(cursor)}`)
        expect(response.status, `cursor ${cursor}`).toBe(400)
        expect(await response.json(), `cursor ${cursor}`).toMatchObject({
          code: 'invalid_input',
          message: 'That page link is not valid',
        })
      }
    },
  )

  for (const route of idRoutes) {
    it(`${route} answers 404 to another owner`, async () => {
      // The most specific factory: the one for /api/venues/:id/spots/:spotId before the one for /api/venues/:id.
      const [, factory] = Object.entries(ownedObjectFactories)
        .filter(([prefix]) => route.includes(prefix))
        .sort(([a], [b]) => b.length - a.length)[0]!
      // The owner confirmed and of long standing, so what depends on it (sending a campaign) goes through.
      // A partner route's stranger is another venue partner.
      const [owner, stranger] = isPartnerRoute(route)
        ? await Promise.all([signUpPartner(), signUpPartner()])
        : await Promise.all([signUpEstablishedOwner(), signUpOwner()])
      const object = await factory(owner.cookie)
      const asStranger = await send(route, { ...object, cookie: stranger.cookie })
      expect(asStranger.status).toBe(404)
      // The same request from the owner succeeds: the 404 was about ownership, not the request.
      const asOwner = await send(route, { ...object, cookie: owner.cookie })
      expect(asOwner.status).toBeLessThan(300)
    })
  }
})
