import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { offlinePaymentMethods } from '../../lib/shared/enums'
import { users } from './auth'
import { bookings } from './bookings'
import { calendarDate, cents, createdAt, id, ownerId } from './columns'

/**
 * Money an owner received for a booking outside the card checkout, one row per payment. The booking
 * becomes paid when these cover its total; receipts and revenue reports read them.
 */
export const bookingPayments = sqliteTable(
  'booking_payments',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    method: text('method', { enum: offlinePaymentMethods }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The day the money was received, in the owner's calendar. */
    paidOn: calendarDate('paid_on').notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_payments_booking_idx').on(t.bookingId),
    // The monthly report: an owner's payments by the day received.
    index('booking_payments_owner_paid_on_idx').on(t.ownerId, t.paidOn),
  ],
)
