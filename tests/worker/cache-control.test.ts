/**
 * What caches may keep: the public catalogue briefly at the edge (browsers always ask again), and
 * nothing else the API answers, signed in or not, successful or refused.
 */
import { describe, expect, it } from 'vitest'
import { PUBLIC_READ_CACHE } from '../../worker/middleware/cache-control'
import { dayFromToday, makeRv, makeVenue } from '../helpers/fleet'
import { call, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

describe('cache control', () => {
  it('lets shared caches keep the public catalogue for 30 seconds and serve it stale while refreshing', async () => {
    const owner = await signUpEstablishedOwner()
    const [rv, venue] = await Promise.all([makeRv(owner.cookie), makeVenue(owner.cookie)])
    const publicReads = [
      '/api/rvs',
      `/api/rvs/${rv.id}`,
      `/api/rvs/search?startDate=${dayFromToday(20)}&endDate=${dayFromToday(23)}`,
      '/api/venues',
      `/api/venues/${venue.id}`,
    ]
    for (const path of publicReads) {
      const response = await call(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control'), path).toBe(PUBLIC_READ_CACHE)
    }
    expect(PUBLIC_READ_CACHE).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300')
  })

  it('stores nothing else: refusals, signed-in reads, sessions and writes', async () => {
    const owner = await signUpOwner()
    const answers = [
      await call('/api/rvs/search?startDate=2026-02-30&endDate=2026-03-02'),
      await call(`/api/rvs/${crypto.randomUUID()}`),
      await call('/api/rvs/mine', { cookie: owner.cookie }),
      await call('/api/auth/user', { cookie: owner.cookie }),
      await call('/api/auth/user'),
      await call('/api/customers', {
        cookie: owner.cookie,
        json: { firstName: 'A', lastName: 'B', email: 'cache@example.com' },
      }),
    ]
    expect(answers.map((response) => response.status)).toEqual([400, 404, 200, 200, 401, 201])
    for (const response of answers) expect(response.headers.get('cache-control'), response.url).toBe('no-store')
  })
})
