import { Hono, type MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Schema } from 'hono/types'
import type { AccountEnv, AppEnv, OwnerEnv, PartnerEnv } from '../env'
import { AppError, unauthorized } from '../lib/errors'

/** A session acting as the other role than the area it asked for (the account may hold both: it switches). */
export const wrongRole = (area: 'owner' | 'partner') =>
  new AppError(
    403,
    'wrong_role',
    area === 'owner'
      ? 'You are signed in as a venue partner. Switch to your owner account to see this.'
      : 'You are signed in as an owner. Switch to your venue partner account to see this.',
  )

/** 401 when signed out, 403 for a venue partner's session; otherwise `ownerId` scopes every query of the route. */
export const requireUser = createMiddleware<OwnerEnv>(async (c, next) => {
  const { user, session } = c.var
  if (!user || !session) throw unauthorized()
  if (user.role !== 'owner') throw wrongRole('owner')
  c.set('ownerId', user.id)
  await next()
})

/** 401 when signed out, 403 for an owner's session; otherwise `partnerId` scopes every query of the route. */
export const requirePartner = createMiddleware<PartnerEnv>(async (c, next) => {
  const { user, session } = c.var
  if (!user || !session) throw unauthorized()
  if (user.role !== 'partner') throw wrongRole('partner')
  c.set('partnerId', user.id)
  await next()
})

/** 401 when signed out; any role: the account's own sign-in security (password, sessions, email confirmation). */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  const { user, session } = c.var
  if (!user || !session) throw unauthorized()
  c.set('accountId', user.id)
  await next()
})

/** `guard` before exactly the routes of `routes` (by method and path). */
function guardedBy<E extends AppEnv, S extends Schema, BasePath extends string>(
  routes: Hono<E, S, BasePath>,
  guard: MiddlewareHandler<E>,
): Hono<AppEnv, S, BasePath> {
  const guarded = new Hono<AppEnv>()
  for (const { method, path } of routes.routes)
    if (method !== 'ALL') guarded.on(method, path, guard as unknown as MiddlewareHandler<AppEnv>)
  return guarded.route('/', routes as unknown as Hono<AppEnv, S, BasePath>)
}

/**
 * A module's signed-in owner routes, guarded once: `requireUser` runs before exactly these routes
 * (by method and path), never before a public route sharing their prefix, so no module depends on
 * the order in which it or its neighbours are mounted.
 */
export const signedIn = <S extends Schema, BasePath extends string>(routes: Hono<OwnerEnv, S, BasePath>) =>
  guardedBy(routes, requireUser)

/** A module's venue partner routes, guarded as `signedIn` guards owner routes (`requirePartner`). */
export const partnerSignedIn = <S extends Schema, BasePath extends string>(routes: Hono<PartnerEnv, S, BasePath>) =>
  guardedBy(routes, requirePartner)

/** Routes any signed-in account uses whichever role its session acts as (`requireAccount`). */
export const accountSignedIn = <S extends Schema, BasePath extends string>(routes: Hono<AccountEnv, S, BasePath>) =>
  guardedBy(routes, requireAccount)
