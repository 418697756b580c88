import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bookings } from './bookings'
import { cents, createdAt, id, json, ownerId, updatedAt } from './columns'
import { users } from './auth'
import { refundReasons, refundStatuses } from '../../lib/shared/enums'
import type { RefundLine } from '../../lib/shared/cancellation'

/**
 * Every payment event applied, keyed by the provider's event id: a webhook delivered again finds
 * its id here and changes nothing (delivery is at least once).
 */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})

/**
 * Stripe's words for an intent's life; 'processing' marks a test-mode card being charged right now,
 * 'requires_capture' a card authorised for a manual-capture intent (a request to book) and not charged yet.
 */
export const testPaymentIntentStatuses = [
  'requires_payment_method',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
] as const

/** Stripe's capture_method: 'manual' authorises the card on confirmation and charges it only when captured. */
export const captureMethods = ['automatic', 'manual'] as const

/** What an intent was made to pay for, kept with it (Stripe: its metadata) so any success can be placed. */
export const paymentPurposes = ['booking', 'lead_fees', 'no_booking'] as const
export type PaymentPurpose = (typeof paymentPurposes)[number]

/**
 * Payment intents of the offline test-mode provider (used when no Stripe key is configured), so
 * `npm start` can take a card payment with Stripe's test cards and no network.
 */
export const testPaymentIntents = sqliteTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  /** The same key for the same booking and amount gives back the same intent, as Stripe's does. */
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: cents('amount_cents').notNull(),
  captureMethod: text('capture_method', { enum: captureMethods }).notNull().default('automatic'),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  purpose: text('purpose', { enum: paymentPurposes }),
  status: text('status', { enum: testPaymentIntentStatuses }).notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const receivedPaymentStatuses = ['succeeded', 'refunded'] as const

/**
 * Every payment the provider says succeeded, one row per intent, whatever it paid for: money that
 * arrived is never without a record. `refundReason` says why a person must give it back (it paid for
 * nothing we could apply, such as a replaced lead-fee payment).
 */
export const receivedPayments = sqliteTable(
  'received_payments',
  {
    paymentIntentId: text('payment_intent_id').primaryKey(),
    purpose: text('purpose', { enum: paymentPurposes }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    amountCents: cents('amount_cents'),
    status: text('status', { enum: receivedPaymentStatuses }).notNull().default('succeeded'),
    refundReason: text('refund_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('received_payments_booking_idx').on(t.bookingId)],
)

/**
 * Money given back to a renter, one row per refund. A cancellation's refund is inserted once (its
 * idempotency key is unique) before the provider is asked, so retries and double clicks find it;
 * the provider's refund id ties webhook events (and refunds made in Stripe's dashboard) to it.
 */
export const refunds = sqliteTable(
  'refunds',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentIntentId: text('payment_intent_id'),
    amountCents: cents('amount_cents').notNull(),
    reason: text('reason', { enum: refundReasons }).notNull(),
    status: text('status', { enum: refundStatuses }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').unique(),
    providerRefundId: text('provider_refund_id').unique(),
    /** The refund line by line, as the renter was shown it. */
    lines: json<RefundLine[]>('lines'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // A refund webhook syncs every refund of its payment.
  (t) => [index('refunds_booking_idx').on(t.bookingId), index('refunds_payment_intent_idx').on(t.paymentIntentId)],
)

/** Refunds of the offline test-mode provider, keyed like Stripe's by an idempotency key. */
export const testPaymentRefunds = sqliteTable('test_payment_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: cents('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status', { enum: refundStatuses }).notNull().default('succeeded'),
  createdAt: createdAt(),
})
