/**
 * Every write route the router lists (new ones included, without touching this file) answers
 * FUZZ_RUNS generated bodies (100 in `npm test`, 1,000 in `npm run test:deep`), most of them the
 * route's valid body with one field broken: never a 5xx, every 4xx the error envelope, every body
 * over 1 MB a 413, and a refused request writes nothing.
 */
import { env } from 'cloudflare:workers'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FuzzCase } from '../helpers/fuzz-bodies'
import { fuzzCases } from '../helpers/fuzz-bodies'
import { routerRoutes, WRITE_METHODS } from '../helpers/fuzz-client'
import { answerOf, fuzzRoute } from '../helpers/fuzz-run'
import { ENDS_THE_CALLERS_SESSIONS, validRequestFactory, type ValidRequest } from '../helpers/fuzz-valid-requests'
import { useMockServer } from '../helpers/msw'
import { PUBLIC_ROUTES } from '../helpers/public-routes'
import { FUZZ_RUNS } from '../helpers/test-depth'
import { signUpOwner } from '../helpers/worker-client'
import { isPartnerRoute, signUpPartner } from '../helpers/partners'

/** A new seed every run finds new inputs; a failure names it and the request that failed. */
const SEED = Date.now()

const writeRoutes = routerRoutes().filter((route) => WRITE_METHODS.has(route.split(' ')[0]!))

describe('every write route, fuzzed', () => {
  // Calendar feeds fetch their URL: every address answers an empty calendar here, and nothing leaves the machine.
  const server = useMockServer()
  beforeEach(() => server.use(http.get('*', () => HttpResponse.text('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'))))

  // One owner for the whole file, with each route's valid request built before any fuzzing starts
  // (a fuzzed route may spend a limit another route's setup needs).
  let cookie: string
  // The partner API's routes are called by a venue partner of its own.
  let partnerCookie: string
  const callerOf = (route: string) => (isPartnerRoute(route) ? partnerCookie : cookie)
  const validRequests = new Map<string, ValidRequest>()
  beforeAll(async () => {
    ;[cookie, partnerCookie] = [(await signUpOwner()).cookie, (await signUpPartner()).cookie]
    await Promise.all(
      writeRoutes.map(async (route) => validRequests.set(route, await validRequestFactory(route)!(callerOf(route)))),
    )
  }, 120_000)

  it('knows a valid request for every write route the router lists', () => {
    expect(writeRoutes).toContain('POST /api/rvs')
    for (const route of writeRoutes)
      expect(validRequestFactory(route), `add ${route} to tests/helpers/fuzz-valid-requests.ts`).toBeDefined()
  })

  it('catches a refused request that writes a row', async () => {
    // The detector itself: a route that answers 400 after inserting a row must be reported.
    const cases: FuzzCase[] = [{ params: {}, body: {}, label: 'writes then refuses' }]
    const report = await fuzzRoute(cases, async () => {
      await env.DB.prepare('insert into session_revocations (session_id, expires_at) values (?, ?)')
        .bind(crypto.randomUUID(), Date.now())
        .run()
      return { status: 400, problem: null }
    })
    expect(report.failures).toEqual([expect.stringMatching(/^400 wrote rows \(session_revocations \d+ → \d+\)/)])
  })

  it.each(writeRoutes.map((route, index) => [route, index] as const))(
    `%s: ${FUZZ_RUNS} generated bodies, never a 5xx, each refusal the envelope and without a write`,
    async (route, index) => {
      const cases = fuzzCases(validRequests.get(route)!, FUZZ_RUNS, SEED + index)
      const asCaller = PUBLIC_ROUTES.has(route)
        ? undefined
        : ENDS_THE_CALLERS_SESSIONS.has(route)
          ? (await signUpOwner()).cookie
          : callerOf(route)
      const report = await fuzzRoute(cases, (fuzzCase) => answerOf(route, fuzzCase, asCaller))
      expect(report.failures.join('\n\n'), `seed ${SEED + index}`).toBe('')
      expect(Object.values(report.statuses).reduce((sum, count) => sum + count, 0)).toBe(FUZZ_RUNS)
    },
    120_000,
  )
})
