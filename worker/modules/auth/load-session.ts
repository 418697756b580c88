import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../../env'
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './cookies'
import { resolveSession } from './service'

/**
 * The API's session middleware, mounted by worker/app.ts: reads the session cookie into
 * `user`/`session` (null when signed out); renews sliding expiry. It lives in auth so the shared
 * middleware folder, which modules import, imports no module back.
 */
export const loadSession = createMiddleware<AppEnv>(async (c, next) => {
  c.set('user', null)
  c.set('session', null)
  const token = readSessionCookie(c)
  if (token) {
    const now = Date.now()
    const resolved = await resolveSession({ ctx: { db: c.var.db, sessions: c.env.SESSIONS, now }, input: { token } })
    if (resolved) {
      c.set('user', resolved.user)
      c.set('session', { id: resolved.session.id, expiresAt: resolved.session.expiresAt })
      if (resolved.session.renewed) setSessionCookie(c, { token, expiresAt: resolved.session.expiresAt }, now)
    } else {
      clearSessionCookie(c)
    }
  }
  await next()
})
