/**
 * Checkout: intents for the server's own totals (answered with the amount and description the page
 * shows), and a renter's "I paid" checked with the provider.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm'
import { foundOr404, type RequestContext } from '../../db/owned'
import { bookings, rvs } from '../../db/schema'
import { AppError } from '../../lib/errors'
import { formatDollars, fromCents } from '../../lib/shared/money'
import type { PaymentStatus } from '../../lib/shared/enums'
import type { Mailer } from '../../lib/email/mailer'
import { applyPaymentEvent } from './apply-outcome'
import { applyAuthorizationEvent } from './requests/authorize'
import { paidToOwner } from './offline/service'
import type { PaymentProvider } from './provider'
import type { BookingPaymentState, CheckoutPayment } from './schemas'

const DEFAULT_DESCRIPTION = 'RV Rental Payment'

/** Paid, and paid then given back in part or whole: such a booking takes no new payment. */
const SETTLED: PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded']

const tripDay = (date: string, withYear: boolean) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    month: 'short',
    day: 'numeric',
    ...(withYear ? { year: 'numeric' } : {}),
  })

/** 'Cosy Camper, Dec 28 – Dec 30, 2026': words a person reads, which wrap between words, not inside a date. */
export function bookingDescription(rvName: string, startDate: string, endDate: string) {
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4)
  return `${rvName}, ${tripDay(startDate, !sameYear)} – ${tripDay(endDate, true)}`
}

/** What the checkout shows and pays; the route adds which card form takes it. */
type IntentAnswer = Omit<CheckoutPayment, 'publishableKey'>

interface IntentRequest {
  amount: number
  bookingId?: string | null
  description: string | null
  botCheckToken?: string | null
}

/** What is left to pay on a booking, or why nothing can be paid now. */
export async function payableBooking({
  ctx: { db, now },
  input: { bookingId },
}: {
  ctx: RequestContext
  input: { bookingId: string }
}) {
  const booking = await foundOr404(
    db
      .select({
        id: bookings.id,
        totalCents: bookings.totalPriceCents,
        status: bookings.status,
        paymentStatus: bookings.paymentStatus,
        heldUntil: bookings.heldUntil,
        rvName: rvs.name,
        instantBook: rvs.instantBook,
        requestExpiresAt: bookings.requestExpiresAt,
        startDate: bookings.startDate,
        endDate: bookings.endDate,
        paidToOwner: sql<number>`${paidToOwner(sql`${bookings.id}`)}`,
      })
      .from(bookings)
      .innerJoin(rvs, eq(rvs.id, bookings.rvId))
      .where(eq(bookings.id, bookingId))
      .get(),
    'That booking',
  )
  if (SETTLED.includes(booking.paymentStatus)) throw new AppError(409, 'already_paid', 'This booking is already paid')
  if (booking.paymentStatus === 'authorized')
    throw new AppError(
      409,
      'already_authorised',
      'Your card is already authorised for this request to book. The owner has 24 hours to accept; you are charged only then.',
    )
  if (booking.status === 'cancelled')
    throw new AppError(409, 'booking_cancelled', 'This booking was cancelled and cannot be paid')
  // The card would be charged the whole total on top of what the owner already took.
  if (booking.paidToOwner)
    throw new AppError(
      409,
      'paid_to_owner',
      'The owner has recorded a payment for this booking. Pay the rest to them as you agreed.',
    )
  if (booking.status === 'expired' || (booking.heldUntil !== null && booking.heldUntil <= now))
    throw new AppError(409, 'hold_expired', 'The 30 minutes we held this RV for you have passed. Please book it again.')
  return booking
}

/** What a payment without a booking behind it must pass first: a per-client limit and a robot check. */
export type FreePaymentGuard = (botCheckToken: string | null | undefined) => Promise<void>

/**
 * The checkout's settings beside the provider: the most a payment without a booking may be, and
 * what such a payment must pass first.
 */
export interface CheckoutContext extends RequestContext {
  provider: PaymentProvider
  maxFreeCents: number
  guardFreePayment: FreePaymentGuard
}

export async function createPaymentIntent({
  ctx,
  input,
}: {
  ctx: CheckoutContext
  input: IntentRequest
}): Promise<IntentAnswer> {
  const { db, provider, now, maxFreeCents, guardFreePayment } = ctx
  const amountCents = Math.round(input.amount * 100)
  if (amountCents < 1) throw new AppError(400, 'invalid_input', 'Amount must be a positive number')
  if (!input.bookingId) {
    if (amountCents > maxFreeCents)
      throw new AppError(
        400,
        'amount_too_large',
        `A payment without a booking can be at most ${formatDollars(maxFreeCents)}`,
      )
    await guardFreePayment(input.botCheckToken)
    const description = input.description ?? DEFAULT_DESCRIPTION
    const intent = await provider.createIntent({
      amountCents,
      description,
      bookingId: null,
      purpose: 'no_booking',
      idempotencyKey: crypto.randomUUID(),
    })
    return { clientSecret: intent.clientSecret, amount: fromCents(intent.amountCents), description, request: false }
  }

  const booking = await payableBooking({ ctx, input: { bookingId: input.bookingId } })
  // The server charges the booking's own total; a different amount means the page is stale or forged.
  // The answer does not say the total: anyone holding a booking id would learn it.
  if (amountCents !== booking.totalCents)
    throw new AppError(
      409,
      'amount_mismatch',
      'The amount does not match this booking. Go back to your booking and try again.',
    )
  const description = bookingDescription(booking.rvName, booking.startDate, booking.endDate)
  // An RV without instant book takes a request: the card is authorised now and charged only when
  // the owner accepts (the setting as it is now, when the renter pays for the hold). No booking is
  // paid in instalments, so what is authorised is the whole total.
  const request = !booking.instantBook
  const intent = await provider.createIntent({
    amountCents: booking.totalCents,
    description,
    bookingId: booking.id,
    purpose: 'booking',
    idempotencyKey: `${request ? 'request' : 'booking'}-${booking.id}-${booking.totalCents}`,
    captureMethod: request ? 'manual' : 'automatic',
  })
  await db
    .update(bookings)
    .set({ paymentIntentId: intent.id, updatedAt: now })
    .where(and(eq(bookings.id, booking.id), notInArray(bookings.paymentStatus, SETTLED)))
  return { clientSecret: intent.clientSecret, amount: fromCents(booking.totalCents), description, request }
}

/**
 * The renter's page says the payment succeeded; the provider is asked, and only its answer counts.
 * A real success is applied exactly as the webhook would (whichever arrives second changes nothing).
 */
export async function confirmBookingPayment({
  ctx,
  input: { bookingId },
}: {
  ctx: RequestContext & { mailer: Mailer; provider: PaymentProvider }
  input: { bookingId: string }
}): Promise<BookingPaymentState> {
  const { db, provider } = ctx
  const booking = await foundOr404(
    db.query.bookings.findFirst({ columns: { id: true, paymentIntentId: true }, where: eq(bookings.id, bookingId) }),
    'That booking',
  )
  const intent = booking.paymentIntentId ? await provider.retrieveIntent(booking.paymentIntentId) : null
  const authorised = intent?.status === 'requires_capture'
  if (!intent || intent.bookingId !== booking.id || !(intent.status === 'succeeded' || authorised)) {
    throw new AppError(409, 'payment_not_confirmed', 'The payment provider has not confirmed this payment')
  }
  // A request's card authorised, as its webhook would report it; else the payment's success.
  if (authorised)
    await applyAuthorizationEvent({
      ctx,
      input: {
        event: {
          id: `authorized_${intent.id}`,
          type: 'payment_intent.amount_capturable_updated',
          bookingId: booking.id,
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
        },
      },
    })
  else
    await applyPaymentEvent({
      ctx,
      input: {
        event: {
          id: `confirmed_${intent.id}`,
          type: 'payment_intent.succeeded',
          bookingId: booking.id,
          outcome: 'succeeded',
          paymentIntentId: intent.id,
          amountCents: intent.amountCents,
        },
      },
    })
  const updated = await db.query.bookings.findFirst({
    columns: { id: true, status: true, paymentStatus: true, requestStatus: true },
    where: eq(bookings.id, bookingId),
  })
  return updated!
}
