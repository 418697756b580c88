/**
 * Stripe's webhook: the signature is verified over the raw body before anything is read, then the
 * event becomes a payment outcome for its intent (see apply-intent-event.ts), or, for a refund
 * event, the intent's refunds are read from Stripe and copied (refunds/sync.ts). Events we do not
 * act on are acknowledged.
 */
import { eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Db } from '../../db/client'
import type { RequestContext } from '../../db/owned'
import { bookings } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Mailer } from '../../lib/email/mailer'
import { applyIntentEvent, type IntentEvent } from './apply-intent-event'
import type { PaymentOutcome } from './payment-events'
import { paymentsUnavailable, type PaymentProvider } from './provider'
import { syncRefunds, type RefundedPayment } from './refunds/sync'
import { purposeOf } from './stripe-provider'

/** Stripe's own default: a signature older than 5 minutes is a replay. */
const SIGNATURE_TOLERANCE_SECONDS = 300

async function verifiedEvent(
  rawBody: string,
  signature: string | undefined,
  secret: string | undefined,
): Promise<Stripe.Event> {
  if (!secret) throw new AppError(400, 'webhook_not_configured', 'Stripe webhooks are not configured on this server')
  if (!signature) throw new AppError(400, 'bad_signature', 'The Stripe-Signature header is missing')
  try {
    return await Stripe.webhooks.constructEventAsync(
      rawBody,
      signature,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
    )
  } catch {
    throw new AppError(400, 'bad_signature', 'The webhook signature could not be verified')
  }
}

const intentIdOf = (value: string | Stripe.PaymentIntent | null) =>
  typeof value === 'string' ? value : (value?.id ?? null)

/** The booking an intent pays for: its metadata, else the booking that recorded the intent. */
async function bookingIdFor({
  ctx: { db },
  input: { metadata, intentId },
}: {
  ctx: { db: Db }
  input: { metadata: Stripe.Metadata | null; intentId: string }
}): Promise<string | null> {
  if (metadata?.booking_id) return metadata.booking_id
  const row = await db.query.bookings.findFirst({
    columns: { id: true },
    where: eq(bookings.paymentIntentId, intentId),
  })
  return row?.id ?? null
}

/** The outcome an event reports, for the intent it is about; null for events we do not act on. */
async function toIntentEvent({
  ctx,
  input: event,
}: {
  ctx: { db: Db }
  input: Stripe.Event
}): Promise<IntentEvent | null> {
  const describe = async (
    outcome: PaymentOutcome,
    intentId: string | null,
    metadata: Stripe.Metadata | null,
    amountCents: number | null,
  ): Promise<IntentEvent | null> => {
    if (!intentId) return null
    return {
      id: event.id,
      type: event.type,
      outcome,
      paymentIntentId: intentId,
      amountCents,
      bookingId: await bookingIdFor({ ctx, input: { metadata, intentId } }),
      purpose: purposeOf(metadata),
    }
  }
  switch (event.type) {
    case 'payment_intent.succeeded':
      return describe('succeeded', event.data.object.id, event.data.object.metadata, event.data.object.amount_received)
    case 'payment_intent.payment_failed':
      return describe('failed', event.data.object.id, event.data.object.metadata, null)
    // A manual-capture intent's card authorised (a request to book): nothing charged yet.
    case 'payment_intent.amount_capturable_updated':
      return describe(
        'authorized',
        event.data.object.id,
        event.data.object.metadata,
        event.data.object.amount_capturable,
      )
    default:
      return null
  }
}

/** A refund event's intent, and whether its charge is now refunded whole (a charge.refunded says so). */
function refundedIntent(event: Stripe.Event) {
  switch (event.type) {
    case 'charge.refunded':
      return {
        intentId: intentIdOf(event.data.object.payment_intent),
        whole: event.data.object.refunded,
        metadata: event.data.object.metadata,
      }
    case 'charge.refund.updated':
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed':
      return { intentId: intentIdOf(event.data.object.payment_intent), whole: false, metadata: null }
    default:
      return null
  }
}

/** The booking an intent paid: the booking's current payment, or an earlier one it received (paid twice). */
async function refundedBookingPayment(db: Db, intentId: string): Promise<RefundedPayment | null> {
  const row =
    (await db.get<{ bookingId: string; ownerId: string }>(
      sql`select id as bookingId, owner_id as ownerId from bookings where payment_intent_id = ${intentId} limit 1`,
    )) ??
    (await db.get<{ bookingId: string; ownerId: string }>(
      sql`select b.id as bookingId, b.owner_id as ownerId from received_payments rp join bookings b on b.id = rp.booking_id
          where rp.payment_intent_id = ${intentId}`,
    ))
  return row ? { paymentIntentId: intentId, ...row } : null
}

interface WebhookContext extends RequestContext {
  mailer: Mailer
  /** The webhook's signing secret (none when webhooks are not configured). */
  secret: string | undefined
  /** Stripe, to read an intent's refunds; null without a Stripe key. */
  provider: PaymentProvider | null
}

/**
 * A refund of a booking's payment: its refunds copied from Stripe, whatever this event says. A
 * payment of lead fees (or of nothing we hold) keeps its old rule: a charge refunded whole.
 */
async function applyRefundEvent(
  ctx: WebhookContext,
  event: Stripe.Event,
  { intentId, whole, metadata }: NonNullable<ReturnType<typeof refundedIntent>>,
) {
  if (!intentId) return 'ignored'
  const payment = await refundedBookingPayment(ctx.db, intentId)
  if (payment) {
    // Without a key the refunds cannot be read: a 503 makes Stripe deliver it again later.
    if (!ctx.provider) throw paymentsUnavailable()
    await syncRefunds({
      ctx: { ...ctx, provider: ctx.provider },
      input: {
        payment,
        alsoWrite: [
          sql`insert into payment_events (id, type, booking_id, created_at) values (${event.id}, ${event.type}, ${payment.bookingId}, ${ctx.now})
              on conflict (id) do nothing`,
        ],
      },
    })
    return 'applied'
  }
  if (!whole) return 'ignored'
  return applyIntentEvent({
    ctx,
    input: {
      event: {
        id: event.id,
        type: event.type,
        outcome: 'refunded',
        paymentIntentId: intentId,
        amountCents: null,
        bookingId: null,
        purpose: purposeOf(metadata),
      },
    },
  })
}

export async function handleStripeWebhook({
  ctx,
  input: { rawBody, signature },
}: {
  ctx: WebhookContext
  input: { rawBody: string; signature: string | undefined }
}) {
  const verified = await verifiedEvent(rawBody, signature, ctx.secret)
  const refund = refundedIntent(verified)
  if (refund) return { received: true, result: await applyRefundEvent(ctx, verified, refund) }
  const event = await toIntentEvent({ ctx, input: verified })
  return {
    received: true,
    result: event ? await applyIntentEvent({ ctx, input: { event } }) : 'ignored',
  }
}
