/**
 * Every read route the router lists answers FUZZ_RUNS generated query strings (100 in `npm test`,
 * 1,000 in `npm run test:deep`: known parameter names and random ones, hostile values, broken
 * escapes) without a 5xx, and each 4xx is the error envelope. Routes addressing an object get the
 * owner's real object, or junk in its place.
 */
import fc from 'fast-check'
import { http, HttpResponse } from 'msw'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { junkParam, type FuzzCase } from '../helpers/fuzz-bodies'
import { routerRoutes } from '../helpers/fuzz-client'
import { queriesFor, VALID_QUERIES } from '../helpers/fuzz-queries'
import { answerOf, fuzzRoute } from '../helpers/fuzz-run'
import { ownedFactoryFor } from '../helpers/fuzz-valid-requests'
import { useMockServer } from '../helpers/msw'
import { PUBLIC_ROUTES } from '../helpers/public-routes'
import { FUZZ_RUNS } from '../helpers/test-depth'
import { signUpOwner } from '../helpers/worker-client'
import { isPartnerRoute, signUpPartner } from '../helpers/partners'

const SEED = Date.now()

const readRoutes = routerRoutes().filter((route) => route.startsWith('GET '))

/** Params no owned object stands behind: a real-looking value for each, so the route's own checks run. */
const PLAIN_PARAMS: Record<string, string> = {
  provider: 'google',
  token: 'ab'.repeat(16),
  file: `${'c'.repeat(64)}.ics`,
  '*': `owners/${crypto.randomUUID()}/${crypto.randomUUID()}.png`,
}

const paramNames = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!).concat(path.endsWith('*') ? ['*'] : [])

describe('every read route, fuzzed', () => {
  // Sign-in callbacks and calendar reads never leave the machine.
  const server = useMockServer()
  beforeEach(() => server.use(http.all('*', () => HttpResponse.text('', { status: 404 }))))

  let cookie: string
  // The partner API's routes are called by a venue partner of its own.
  let partnerCookie: string
  const callerOf = (route: string) => (isPartnerRoute(route) ? partnerCookie : cookie)
  const realParams = new Map<string, Record<string, string>>()
  beforeAll(async () => {
    ;[cookie, partnerCookie] = [(await signUpOwner()).cookie, (await signUpPartner()).cookie]
    await Promise.all(
      readRoutes.map(async (route) => {
        const path = route.split(' ')[1]!
        const owned = ownedFactoryFor(path)
        const params = owned ? (await owned(callerOf(route))).params : {}
        for (const name of paramNames(path)) params[name] ??= PLAIN_PARAMS[name] ?? crypto.randomUUID()
        realParams.set(route, params)
      }),
    )
  }, 120_000)

  it.each(readRoutes.map((route, index) => [route, index] as const))(
    `%s: ${FUZZ_RUNS} generated query strings, never a 5xx, each refusal the envelope`,
    async (route, index) => {
      const valid = realParams.get(route)!
      const names = Object.keys(valid)
      const params = names.length
        ? fc.oneof(
            { weight: 4, arbitrary: fc.constant(valid) },
            { weight: 1, arbitrary: fc.record(Object.fromEntries(names.map((name) => [name, junkParam]))) },
          )
        : fc.constant({})
      const cases: FuzzCase[] = fc
        .sample(fc.tuple(params, queriesFor(VALID_QUERIES[route])), { numRuns: FUZZ_RUNS, seed: SEED + index })
        .map(([params, query]) => ({
          params,
          query,
          body: {},
          label: `${JSON.stringify(params)} ?${query.slice(0, 300)}`,
        }))
      const asCaller = PUBLIC_ROUTES.has(route) ? undefined : callerOf(route)
      const report = await fuzzRoute(cases, (fuzzCase) => answerOf(route, fuzzCase, asCaller), { checksWrites: false })
      expect(report.failures.join('\n\n'), `seed ${SEED + index}`).toBe('')
      expect(Object.values(report.statuses).reduce((sum, count) => sum + count, 0)).toBe(FUZZ_RUNS)
    },
    120_000,
  )
})
