import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import './email-templates'
import './booking-extensions'
import type { AppEnv } from './env'
import { AppError, type ErrorEnvelope } from './lib/errors'
import { isPlatformFailure, RETRY_AFTER_SECONDS, unavailableEnvelope } from './lib/unavailable'
import { jsonBodyLimit } from './middleware/body-limit'
import { appUrl } from './middleware/app-url'
import { noStoreByDefault } from './middleware/cache-control'
import { d1Session } from './middleware/d1-session'
import { sameOrigin } from './middleware/same-origin'
import { loadSession } from './modules/auth'
import { authRoutes, signInNavigationRoutes } from './modules/auth/routes'
import { adCampaignRoutes } from './modules/advertising/routes'
import { bookingRoutes } from './modules/bookings/routes'
import { budgetRoutes } from './modules/budget/routes'
import { businessRoutes } from './modules/business/routes'
import { customerRoutes } from './modules/customers/routes'
import { dashboardRoutes } from './modules/dashboard/routes'
import { issueRoutes, RENTER_PHOTO_PATH } from './modules/issues/routes'
import { businessPaymentRoutes, leadRoutes } from './modules/leads/routes'
import { campaignRoutes, marketingRoutes, promotionRoutes } from './modules/marketing/routes'
import { messageRoutes, RENTER_MESSAGE_PHOTO_PATH } from './modules/messages/routes'
import { mobileAppRoutes } from './modules/mobile-app/routes'
import { mailer } from './modules/notifications'
import { notificationRoutes } from './modules/notifications/routes'
import { PARTNER_PHOTO_PATH, partnerRoutes } from './modules/partners/routes'
import {
  bookingPaymentRoutes,
  checkoutRoutes,
  paymentRoutes,
  receiptRoutes,
  STRIPE_WEBHOOK_PATH,
} from './modules/payments/routes'
import { pricingRoutes } from './modules/pricing/routes'
import { reviewRoutes } from './modules/reviews/routes'
import { listingPageRoutes, rvRoutes, sitemapRoutes } from './modules/rvs/routes'
import { mediaRoutes, UPLOAD_PATH, uploadRoutes } from './modules/uploads/routes'
import { venueRoutes } from './modules/venues/routes'

/** The routes that take a photo as multipart/form-data; every other body is JSON of at most 1 MB. */
const MULTIPART_PATHS = [UPLOAD_PATH, RENTER_PHOTO_PATH, RENTER_MESSAGE_PHOTO_PATH, PARTNER_PHOTO_PATH]

const api = new Hono<AppEnv>()
  .use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
      },
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    }),
  )
  .use(noStoreByDefault)
  .use(appUrl)
  // Uploads set their own, larger limit.
  .use((c, next) => (MULTIPART_PATHS.includes(c.req.path) ? next() : jsonBodyLimit(c, next)))
  .use(sameOrigin({ multipartPaths: MULTIPART_PATHS, exemptPaths: [STRIPE_WEBHOOK_PATH] }))
  .use(d1Session)
  .use(loadSession)
  .use((c, next) => {
    c.set('mailer', mailer(c.env))
    c.set('now', Date.now())
    return next()
  })
  // One module per prefix; each guards its own signed-in routes, so the order here does not matter.
  .route('/auth', authRoutes)
  .route('/bookings', bookingRoutes)
  .route('/budget', budgetRoutes)
  .route('/business', businessRoutes)
  .route('/customers', customerRoutes)
  .route('/dashboard', dashboardRoutes)
  .route('/issues', issueRoutes)
  .route('/leads', leadRoutes)
  .route('/marketing', marketingRoutes)
  .route('/messages', messageRoutes)
  .route('/mobile-app', mobileAppRoutes)
  .route('/notifications', notificationRoutes)
  .route('/partners', partnerRoutes)
  .route('/payments', paymentRoutes)
  .route('/payments/bookings', bookingPaymentRoutes)
  .route('/payments/receipts', receiptRoutes)
  .route('/pricing', pricingRoutes)
  .route('/reviews', reviewRoutes)
  .route('/rvs', rvRoutes)
  .route('/uploads', uploadRoutes)
  .route('/venues', venueRoutes)
  // The spec's fixed paths outside their module's prefix: /login, /logout, /create-payment-intent, /bookings/:id/payment, /business-payments (leads), /campaigns and /promotions (marketing), /ad-campaigns (advertising).
  .route('/ad-campaigns', adCampaignRoutes)
  .route('/business-payments', businessPaymentRoutes)
  .route('/campaigns', campaignRoutes)
  .route('/promotions', promotionRoutes)
  .route('/', signInNavigationRoutes)
  .route('/', checkoutRoutes)

export const app = new Hono<AppEnv>()
  .use(requestId())
  .route('/api', api)
  .route('/media', mediaRoutes)
  // Pages the Worker renders per request (wrangler.toml run_worker_first): each listing and the sitemap.
  .route('/rvs', listingPageRoutes)
  .route('/', sitemapRoutes)

app.notFound((c) => c.json<ErrorEnvelope>({ message: 'There is nothing at this address', code: 'not_found' }, 404))

app.onError((error, c) => {
  const retryAfter = { 'Retry-After': String(RETRY_AFTER_SECONDS) }
  if (error instanceof AppError)
    return c.json(error.toEnvelope(), error.status, error.status === 503 ? retryAfter : undefined)
  if (error instanceof HTTPException && error.status < 500) {
    return c.json<ErrorEnvelope>(
      { message: error.message || 'The request could not be processed', code: 'bad_request' },
      error.status,
    )
  }
  // Internals stay in the log, found again by the request id the client sees.
  console.error(`request ${c.var.requestId} failed`, error)
  // D1 or the queue did not answer: worth repeating, and (every write being one batch) safe to.
  if (isPlatformFailure(error)) return c.json(unavailableEnvelope(c.req.method, c.var.requestId), 503, retryAfter)
  return c.json<ErrorEnvelope>(
    { message: `Something went wrong on our side. Please try again (reference ${c.var.requestId}).`, code: 'internal' },
    500,
  )
})

export type AppType = typeof app
