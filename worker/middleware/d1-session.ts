import { getCookie, setCookie } from 'hono/cookie'
import { createMiddleware } from 'hono/factory'
import { createDb } from '../db/client'
import type { AppEnv } from '../env'

/**
 * Every request runs in one D1 session, so production reads can come from a nearby read replica
 * (docs/decisions/038-reads-may-come-from-a-replica.md). A caller who wrote carries that session's bookmark in a cookie: their
 * later reads start from a replica at least as new, so an owner always sees their own changes. A
 * read with no bookmark takes any replica; a write with none starts at the primary.
 */
export const D1_BOOKMARK_COOKIE = '__Host-d1-bookmark'

/** Replicas catch up within seconds; after a day the bookmark only slows the first read. */
const BOOKMARK_SECONDS = 24 * 60 * 60

/** D1's bookmarks are dash-separated hex; anything else in the cookie is ignored, never sent to D1. */
const BOOKMARK = /^[0-9a-f]{1,16}(?:-[0-9a-f]{1,64}){1,6}$/

const isRead = (method: string) => method === 'GET' || method === 'HEAD'

export const d1Session = createMiddleware<AppEnv>(async (c, next) => {
  const cookie = getCookie(c, D1_BOOKMARK_COOKIE)
  const bookmark = cookie && BOOKMARK.test(cookie) ? cookie : undefined
  const session = c.env.DB.withSession(bookmark ?? (isRead(c.req.method) ? 'first-unconstrained' : 'first-primary'))
  c.set('db', createDb(session))
  await next()
  // Only writes move the cookie: a read's answer may be cached at the edge, and must not set one.
  const latest = session.getBookmark()
  if (!isRead(c.req.method) && latest && latest !== bookmark) {
    setCookie(c, D1_BOOKMARK_COOKIE, latest, {
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: BOOKMARK_SECONDS,
    })
  }
})
