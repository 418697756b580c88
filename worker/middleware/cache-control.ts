/**
 * What caches may keep. The public catalogue (RVs, their search, venues) is the same for everyone
 * and changes slowly: a shared cache at the edge may keep an answer 30 seconds and serve it a while
 * longer while it refreshes, and browsers always ask again. A stale search result costs nothing:
 * the hold re-checks the dates in the same statement that writes it. Everything else the API
 * answers is somebody's own or changes at once, so it is never stored.
 */
import { createMiddleware } from 'hono/factory'

export const PUBLIC_READ_CACHE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300'

/** On a public catalogue route: its successful answers may be cached as above. */
export const publicRead = createMiddleware(async (c, next) => {
  await next()
  if (c.res.ok) c.header('cache-control', PUBLIC_READ_CACHE)
})

/** On the whole API: an answer that did not say otherwise is not stored anywhere. */
export const noStoreByDefault = createMiddleware(async (c, next) => {
  await next()
  if (!c.res.headers.has('cache-control')) c.header('cache-control', 'no-store')
})
