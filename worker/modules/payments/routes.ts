import { Hono } from 'hono'
import type { AppEnv, Bindings } from '../../env'
import { idParamSchema } from '../../lib/shared/fields'
import { validate } from '../../lib/validator'
import { clientKey, enforceRateLimits } from '../../middleware/rate-limit'
import { botCheckConfig, verifyBotCheck } from './bot-check'
import { configuredProvider, paymentProvider, paymentsMode } from './provider'
import { paymentReceipt } from './receipt'
import {
  bookingPaymentSchema,
  createPaymentIntentSchema,
  paymentReceiptQuerySchema,
  renterCancellationSchema,
  testCardPaymentSchema,
  type CheckoutPayment,
  type PaymentsConfig,
} from './schemas'
import { confirmBookingPayment, createPaymentIntent } from './service'
import { confirmTestPayment } from './test-mode/confirm'
import { cancelAsRenter, previewCancellation } from './refunds/renter-cancellation'
import { stripeProvider } from './stripe-provider'
import { handleStripeWebhook } from './webhook'

/** Owners' own payments for their bookings (cash, cheque, bank transfer), mounted at /api/payments/bookings. */
export { bookingPaymentRoutes } from './offline/routes'
/** Receipts for renters and owners (JSON and PDF), mounted at /api/payments/receipts. */
export { receiptRoutes } from './receipts/routes'

/** Where Stripe sends its events (exempt from the same-origin guard; trusted by signature only). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe-webhook'

const maxFreeCents = (env: Bindings) => Math.round(Number(env.MAX_FREE_PAYMENT_DOLLARS) * 100)

/** Mounted at /api/payments. Anyone: the renter's checkout and cancellation, and Stripe's events. */
export const paymentRoutes = new Hono<AppEnv>()
  .get('/config', (c) => {
    const mode = paymentsMode(c.env)
    return c.json<PaymentsConfig>({
      mode,
      publishableKey: mode === 'stripe' ? (c.env.STRIPE_PUBLISHABLE_KEY ?? null) : null,
      botCheck: botCheckConfig(c.env),
    })
  })
  // The payer's return (/payment-success, My Bookings): the provider's word on their payment.
  .get('/receipt', validate('query', paymentReceiptQuerySchema), async (c) => {
    await enforceRateLimits(c.env.PAYMENT_LIMITER, [clientKey(c)])
    return c.json(
      await paymentReceipt({
        ctx: { ...c.var, provider: paymentProvider(c.env, c.var.db) },
        input: c.req.valid('query'),
      }),
    )
  })
  // The offline provider's card form; absent once Stripe is configured.
  .post('/test-card', validate('json', testCardPaymentSchema), async (c) => {
    if (paymentsMode(c.env) !== 'test') return c.notFound()
    await enforceRateLimits(c.env.PAYMENT_LIMITER, [clientKey(c)])
    return c.json(await confirmTestPayment({ ctx: c.var, input: c.req.valid('json') }))
  })
  // A renter cancels their booking (My Bookings), proven by its id and email, rate limited like the lookup:
  // first what it would give back, then the cancellation itself.
  .get('/cancellation', validate('query', renterCancellationSchema), async (c) => {
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c)])
    return c.json(await previewCancellation({ ctx: c.var, input: c.req.valid('query') }))
  })
  .post('/cancellation', validate('json', renterCancellationSchema), async (c) => {
    await enforceRateLimits(c.env.BOOKING_LOOKUP_LIMITER, [clientKey(c)])
    return c.json(
      await cancelAsRenter({
        ctx: { ...c.var, provider: configuredProvider(c.env, c.var.db) },
        input: c.req.valid('json'),
      }),
    )
  })
  // Called by Stripe, not a browser.
  .post('/stripe-webhook', async (c) =>
    c.json(
      await handleStripeWebhook({
        ctx: {
          ...c.var,
          secret: c.env.STRIPE_WEBHOOK_SECRET,
          provider: c.env.STRIPE_SECRET_KEY ? stripeProvider(c.env.STRIPE_SECRET_KEY) : null,
        },
        input: { rawBody: await c.req.text(), signature: c.req.header('stripe-signature') },
      }),
    ),
  )

/** Mounted at /api: the spec's fixed checkout paths, public like the rest of the checkout. */
export const checkoutRoutes = new Hono<AppEnv>()
  .post('/create-payment-intent', validate('json', createPaymentIntentSchema), async (c) => {
    await enforceRateLimits(c.env.PAYMENT_LIMITER, [clientKey(c)])
    const provider = paymentProvider(c.env, c.var.db)
    const guardFreePayment = async (token: string | null | undefined) => {
      await enforceRateLimits(c.env.FREE_PAYMENT_LIMITER, [clientKey(c)])
      await verifyBotCheck(c.env, token, c.req.header('cf-connecting-ip'))
    }
    const payment = await createPaymentIntent({
      ctx: { ...c.var, provider, maxFreeCents: maxFreeCents(c.env), guardFreePayment },
      input: c.req.valid('json'),
    })
    // Which card form takes it comes along, so the checkout needs this one answer to paint.
    const publishableKey = provider.mode === 'stripe' ? (c.env.STRIPE_PUBLISHABLE_KEY ?? null) : null
    return c.json<CheckoutPayment>({ ...payment, publishableKey })
  })
  // After a payment the renter's browser reports it; only what the provider confirms is applied.
  .post('/bookings/:id/payment', validate('param', idParamSchema), validate('json', bookingPaymentSchema), async (c) =>
    c.json(
      await confirmBookingPayment({
        ctx: { ...c.var, provider: paymentProvider(c.env, c.var.db) },
        input: { bookingId: c.req.valid('param').id },
      }),
    ),
  )
