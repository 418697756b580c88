import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Schema } from 'hono/types'
import type { AppEnv, OwnerEnv } from '../env'
import { unauthorized } from '../lib/errors'

/** 401 when signed out; otherwise `ownerId` scopes every query of the route. */
export const requireUser = createMiddleware<OwnerEnv>(async (c, next) => {
  const { user, session } = c.var
  if (!user || !session) throw unauthorized()
  c.set('ownerId', user.id)
  await next()
})

/**
 * A module's signed-in routes, guarded once: `requireUser` runs before exactly these routes (by
 * method and path), never before a public route sharing their prefix, so no module depends on
 * the order in which it or its neighbours are mounted.
 */
export function signedIn<S extends Schema, BasePath extends string>(
  routes: Hono<OwnerEnv, S, BasePath>,
): Hono<AppEnv, S, BasePath> {
  const guarded = new Hono<AppEnv>()
  for (const { method, path } of routes.routes) if (method !== 'ALL') guarded.on(method, path, requireUser)
  return guarded.route('/', routes)
}
