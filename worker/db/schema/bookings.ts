import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { calendarDate, cents, createdAt, id, ownerId, updatedAt } from './columns'
import { customers } from './customers'
import { campaigns, promotions } from './marketing'
import type { Quote } from '../../lib/shared/quote'
import type { CancellationPolicy } from '../../lib/shared/cancellation'
import {
  arrivalWindows,
  bookingRequestStatuses,
  bookingStatuses,
  cancellationParties,
  paymentStatuses,
} from '../../lib/shared/enums'
import { rvs } from './rvs'
import { parkingSpots, venues } from './venues'

/**
 * Reservations. start_date is the pickup day and end_date the return day ('YYYY-MM-DD'), so nights
 * = end - start. A customer or RV with bookings cannot be deleted (default NO ACTION); deleting a
 * venue or spot only clears the optional reference.
 */
export const bookings = sqliteTable(
  'bookings',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id),
    venueId: text('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    parkingSpotId: text('parking_spot_id').references(() => parkingSpots.id, { onDelete: 'set null' }),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    totalPriceCents: cents('total_price_cents').notNull(),
    /** The quote the booking was sold at (lines and total), so receipts and refunds never follow later price edits. */
    quote: text('quote', { mode: 'json' }).$type<Quote>(),
    /** The cancellation policy it was sold under (words, table, pickup moment): a later policy change never reaches it. */
    cancellationPolicy: text('cancellation_policy', { mode: 'json' }).$type<CancellationPolicy>(),
    /** Who cancelled it: the renter, the owner (counted against the owner) or both agreeing. */
    cancelledBy: text('cancelled_by', { enum: cancellationParties }),
    status: text('status', { enum: bookingStatuses }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('pending'),
    paymentIntentId: text('payment_intent_id'),
    /** A renter's unpaid hold stops blocking the dates at this time (ms); null for owner bookings. */
    heldUntil: integer('held_until', { mode: 'number' }),
    /** Hash of the client that placed a renter's hold, to cap how many unpaid holds one client keeps open. */
    holdClient: text('hold_client'),
    notes: text('notes'),
    /** Where 'Delivery to your home' brings the RV (state a 2-letter code); null for every other delivery. */
    deliveryStreet: text('delivery_street'),
    deliveryCity: text('delivery_city'),
    deliveryState: text('delivery_state'),
    deliveryZip: text('delivery_zip'),
    /** How many travel (the wizard's guest range, lower bound); null when nobody said. */
    guests: integer('guests', { mode: 'number' }),
    /** The promotion code this booking redeemed: one of its uses is reserved while the booking counts. */
    promotionId: text('promotion_id').references(() => promotions.id, { onDelete: 'set null' }),
    /** The email campaign whose link the renter followed to book. */
    campaignId: text('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** A request to book's state (null for instant bookings); only a 'pending' request can be accepted or declined. */
    requestStatus: text('request_status', { enum: bookingRequestStatuses }),
    /** When a pending request lapses and its authorisation is released (ms): 24 hours after the card was authorised. */
    requestExpiresAt: integer('request_expires_at', { mode: 'number' }),
    /** When the owner accepted or declined the request (ms): the response rate counts it. */
    requestAnsweredAt: integer('request_answered_at', { mode: 'number' }),
    /** With a partner's site (parking_spot_id): when the RV arrives there, in the venue's local time. */
    arrivalWindow: text('arrival_window', { enum: arrivalWindows }),
    /** The partner's policy the site's nights were sold under: a cancellation refunds those lines by it. */
    siteCancellationPolicy: text('site_cancellation_policy', { mode: 'json' }).$type<CancellationPolicy>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_owner_created_idx').on(t.ownerId, t.createdAt),
    // Availability: the bookings of one RV still running at a date (see availability.ts).
    index('bookings_rv_dates_idx').on(t.rvId, t.endDate, t.startDate),
    index('bookings_customer_idx').on(t.customerId),
    // Payment webhooks find their booking by the payment intent.
    index('bookings_payment_intent_idx').on(t.paymentIntentId),
    // Open holds (per client and per email limits) and the job that expires lapsed ones.
    index('bookings_held_until_idx').on(t.heldUntil),
    // Releasing a code's use and counting the bookings marketing brought.
    index('bookings_promotion_idx').on(t.promotionId),
    index('bookings_campaign_idx').on(t.campaignId),
    // The owner's pending requests and the job that expires lapsed ones.
    index('bookings_request_idx').on(t.requestStatus, t.requestExpiresAt),
    // Site occupancy: the bookings of one site still running at a date, as for RVs.
    index('bookings_site_dates_idx').on(t.parkingSpotId, t.endDate, t.startDate),
  ],
)

/** Every status change of a booking, with when it happened (the booking's history). */
export const bookingStatusChanges = sqliteTable(
  'booking_status_changes',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: bookingStatuses }),
    toStatus: text('to_status', { enum: bookingStatuses }).notNull(),
    changedAt: createdAt(),
  },
  (t) => [index('booking_status_changes_booking_idx').on(t.bookingId, t.changedAt)],
)
