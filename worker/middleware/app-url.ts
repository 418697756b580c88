import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../env'

/**
 * Links in emails and shared addresses point at the configured APP_URL, else at the host this
 * request came to: a local run on any port (or 127.0.0.1 rather than localhost) gets links that
 * open, and an outbox preview's images come from the page's own origin, as its CSP requires.
 * The request's own copy of the bindings carries it, so every module reads `c.env.APP_URL`.
 */
export const appUrl: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.env.APP_URL) c.env = { ...c.env, APP_URL: new URL(c.req.url).origin }
  await next()
}
