/**
 * Hono's csrf() lets JSON bodies through, so this guard does the job for every state-changing
 * request: it must come from our own origin, and a body must be JSON (multipart only on the
 * routes that upload files).
 */
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { AppError } from '../lib/errors'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export interface SameOriginOptions {
  /** Path prefixes that accept multipart/form-data bodies. */
  multipartPaths?: string[]
  /** Paths called server to server (payment webhooks) that carry no browser headers. */
  exemptPaths?: string[]
}

const hasBody = (request: Request) => {
  const length = request.headers.get('content-length')
  return request.headers.has('transfer-encoding') || (length !== null && length !== '0')
}

export const sameOrigin = ({ multipartPaths = [], exemptPaths = [] }: SameOriginOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPaths.includes(c.req.path)) return next()
    const fetchSite = c.req.header('sec-fetch-site')
    const origin = c.req.header('origin')
    const crossSite = fetchSite
      ? fetchSite !== 'same-origin' && fetchSite !== 'none'
      : origin !== undefined && origin !== new URL(c.req.url).origin
    if (crossSite) throw new AppError(403, 'cross_site', 'This request came from another site and was refused')
    if (hasBody(c.req.raw)) {
      const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
      const multipartAllowed = multipartPaths.some((prefix) => c.req.path.startsWith(prefix))
      if (type !== 'application/json' && !(multipartAllowed && type === 'multipart/form-data')) {
        throw new AppError(
          415,
          'unsupported_media_type',
          'Send the request body as JSON (Content-Type: application/json)',
        )
      }
    }
    return next()
  })
