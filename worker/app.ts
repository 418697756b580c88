import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { createDb } from './db/client'
import './email-templates'
import type { AppEnv } from './env'
import { AppError, type ErrorEnvelope } from './lib/errors'
import { sameOrigin } from './middleware/same-origin'
import { loadSession } from './middleware/session'
import { authRoutes } from './modules/auth/routes'
import { bookingRoutes } from './modules/bookings/routes'
import { customerRoutes } from './modules/customers/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { paymentRoutes, STRIPE_WEBHOOK_PATH } from './modules/payments/routes'
import { rvRoutes } from './modules/rvs/routes'
import { mediaKeyFromPath } from './modules/uploads/media-key'
import { serveImage } from './modules/uploads/service'
import { UPLOAD_PATH, uploadRoutes } from './modules/uploads/routes'
import { venueRoutes } from './modules/venues/routes'

const MAX_JSON_BODY_BYTES = 1024 * 1024

const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: () => {
    throw new AppError(413, 'payload_too_large', 'The request is too large (the limit is 1 MB)')
  },
})

const api = new Hono<AppEnv>()
  .use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], objectSrc: ["'none'"], baseUri: ["'none'"], frameAncestors: ["'none'"] },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    }),
  )
  .use((c, next) => (c.req.path === UPLOAD_PATH ? next() : jsonBodyLimit(c, next)))
  .use(sameOrigin({ multipartPaths: [UPLOAD_PATH], exemptPaths: [STRIPE_WEBHOOK_PATH] }))
  .use(async (c, next) => {
    c.set('db', createDb(c.env.DB))
    await next()
  })
  .use(loadSession)
  .route('/', authRoutes)
  // Bookings first: its /rvs/search must win over /rvs/:id.
  .route('/', bookingRoutes)
  .route('/', rvRoutes)
  .route('/', customerRoutes)
  .route('/', venueRoutes)
  .route('/', uploadRoutes)
  .route('/', paymentRoutes)
  .route('/', notificationRoutes)

export const app = new Hono<AppEnv>()
  .use(requestId())
  .route('/api', api)
  .get('/media/*', async (c) => {
    // A path that cannot name one of our keys (bad escape, '..', any other shape) never reaches R2.
    const key = mediaKeyFromPath(c.req.path)
    const response = key === null ? null : await serveImage({ bucket: c.env.MEDIA, key, request: c.req.raw })
    return response ?? c.json<ErrorEnvelope>({ message: 'That image was not found', code: 'not_found' }, 404)
  })

app.notFound((c) => c.json<ErrorEnvelope>({ message: 'There is nothing at this address', code: 'not_found' }, 404))

app.onError((error, c) => {
  if (error instanceof AppError) return c.json(error.toEnvelope(), error.status)
  if (error instanceof HTTPException && error.status < 500) {
    return c.json<ErrorEnvelope>({ message: error.message || 'The request could not be processed', code: 'bad_request' }, error.status)
  }
  // Internals stay in the log, found again by the request id the client sees.
  console.error(`request ${c.var.requestId} failed`, error)
  return c.json<ErrorEnvelope>({ message: `Something went wrong on our side. Please try again (reference ${c.var.requestId}).`, code: 'internal' }, 500)
})

export type AppType = typeof app
