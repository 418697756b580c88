import { sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bookings } from './bookings'
import { cents, createdAt, updatedAt } from './columns'

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

export const testPaymentIntentStatuses = ['requires_payment_method', 'succeeded'] as const

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
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
  status: text('status', { enum: testPaymentIntentStatuses }).notNull().default('requires_payment_method'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})
