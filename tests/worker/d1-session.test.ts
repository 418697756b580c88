/**
 * D1 read replication: each request runs in one D1 session. Reads with no history may use any
 * replica, writes start at the primary, and a caller's own writes travel with them as a bookmark.
 */
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { D1_BOOKMARK_COOKIE } from '../../worker/middleware/d1-session'
import { makeRv } from '../helpers/fleet'
import { api, setCookies, signUpEstablishedOwner, signUpOwner } from '../helpers/worker-client'

/** The D1 binding, recording how each request opened its session. */
function recordingDb() {
  const constraints: string[] = []
  const DB = new Proxy(env.DB, {
    get(target, property) {
      if (property === 'withSession')
        return (constraint: string): D1DatabaseSession => {
          constraints.push(constraint)
          return target.withSession(constraint)
        }
      const value = Reflect.get(target, property) as unknown
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
    },
  })
  return { DB, constraints }
}

describe('D1 sessions', () => {
  it('reads from any replica and writes at the primary when the caller brings no bookmark', async () => {
    const owner = await signUpOwner()
    const { DB, constraints } = recordingDb()
    const read = await api({ env: { DB } }).rvs.$get({ query: {} })
    const write = await api({ cookie: owner.cookie, env: { DB } }).rvs.$post({
      json: { name: 'Session RV', type: 'Class B', sleeps: 2, pricePerNight: '80.00' },
    })
    expect([read.status, write.status]).toEqual([200, 201])
    expect(constraints).toEqual(['first-unconstrained', 'first-primary'])
  })

  it("hands a writer the session's bookmark, and their next reads start from it", async () => {
    const owner = await signUpOwner()
    const created = await api(owner.cookie).rvs.$post({
      json: { name: 'Bookmarked RV', type: 'Class C', sleeps: 4, pricePerNight: '120.00' },
    })
    expect(created.status).toBe(201)
    const line = setCookies(created).get(D1_BOOKMARK_COOKIE)
    expect(line).toMatch(/^__Host-d1-bookmark=[0-9a-f-]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/)
    const bookmark = line!.split(';')[0]!.split('=')[1]!

    const { DB, constraints } = recordingDb()
    const read = await api({
      cookie: `${owner.cookie}; ${D1_BOOKMARK_COOKIE}=${bookmark}`,
      env: { DB },
    }).rvs.mine.$get({ query: {} })
    expect(constraints).toEqual([bookmark])
    const { items } = await read.json()
    expect(items.map((rv) => rv.name)).toContain('Bookmarked RV')
    // A read never sets the cookie: its answer may be kept by a shared cache.
    expect(setCookies(read).has(D1_BOOKMARK_COOKIE)).toBe(false)
  })

  it('never passes a forged bookmark to D1', async () => {
    // An established owner: renters (and this read) see only a confirmed owner's RVs.
    const owner = await signUpEstablishedOwner()
    const rv = await makeRv(owner.cookie)
    for (const forged of ["x'; DROP TABLE rvs; --", 'first-primary', 'f'.repeat(5000), '00000001']) {
      const { DB, constraints } = recordingDb()
      const response = await api({ cookie: `${D1_BOOKMARK_COOKIE}=${encodeURIComponent(forged)}`, env: { DB } }).rvs[
        ':id'
      ].$get({ param: { id: rv.id } })
      expect(response.status, forged).toBe(200)
      expect(constraints, forged).toEqual(['first-unconstrained'])
    }
  })
})
