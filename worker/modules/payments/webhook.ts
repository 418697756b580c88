/**
 * Stripe's webhook: the signature is verified over the raw body before anything is read, then the
 * event becomes a payment outcome for its intent (see apply-intent-event.ts). Events we do not act on are acknowledged.
 */
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import type { Db } from '../../db/client'
import type { RequestContext } from '../../db/owned'
import { bookings } from '../../db/schema'
import { AppError } from '../../lib/errors'
import type { Mailer } from '../../lib/email/mailer'
import { applyIntentEvent, type IntentEvent } from './apply-intent-event'
import type { PaymentOutcome } from './payment-events'
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
    case 'charge.refunded':
      // Stripe sends this for partial refunds too; only a whole refund changes the booking.
      return event.data.object.refunded
        ? describe('refunded', intentIdOf(event.data.object.payment_intent), event.data.object.metadata, null)
        : null
    default:
      return null
  }
}

/** `ctx.secret`: the webhook's signing secret (none when webhooks are not configured). */
export async function handleStripeWebhook({
  ctx,
  input: { rawBody, signature },
}: {
  ctx: RequestContext & { mailer: Mailer; secret: string | undefined }
  input: { rawBody: string; signature: string | undefined }
}) {
  const event = await toIntentEvent({ ctx, input: await verifiedEvent(rawBody, signature, ctx.secret) })
  return {
    received: true,
    result: event ? await applyIntentEvent({ ctx, input: { event } }) : 'ignored',
  }
}
