/**
 * What caches may keep. The public catalogue (RVs, their search, venues) is the same for everyone
 * and changes slowly: a shared cache at the edge may keep an answer 30 seconds and serve it a while
 * longer while it refreshes, and browsers always ask again. A stale search result costs nothing:
 * the hold re-checks the dates in the same statement that writes it. Everything else the API
 * answers is somebody's own or changes at once, so it is never stored. An answer that sets a
 * cookie (a session renewed or cleared on the way) belongs to one person whatever route gave it: a
 * shared cache that kept it would hand that person's session to the next caller.
 */
import { createMiddleware } from 'hono/factory'

export const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300'

/** On a public catalogue route: its successful answers may be cached as above. */
export const publicRead = createMiddleware(async (c, next) => {
  await next()
  if (c.res.ok) c.header('cache-control', PUBLIC_READ_CACHE)
})

export const SETS_COOKIE_CACHE = 'private, no-store'

/**
 * On the whole API: an answer that sets a cookie is never stored, whatever its route said; any
 * other answer that did not say otherwise is not stored anywhere either.
 */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next()
  if (c.res.headers.has('set-cookie')) c.header('cache-control', SETS_COOKIE_CACHE)
  else if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
})
