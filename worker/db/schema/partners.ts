import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { calendarDate, cents, createdAt } from './columns'
import { parkingSpots, venues } from './venues'

/**
 * What a venue partner earned from each paid booking of one of their sites: the site's nights as
 * sold, less what a cancellation refunded of them. Written when the payment is confirmed and again
 * when a refund is decided; paying partners out is not part of the product yet.
 */
export const partnerEarnings = sqliteTable(
  'partner_earnings',
  {
    bookingId: text('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    partnerId: text('partner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    venueId: text('venue_id').references(() => venues.id, { onDelete: 'set null' }),
    siteId: text('site_id').references(() => parkingSpots.id, { onDelete: 'set null' }),
    /** The stay's first night: its month is the month the earning counts in. */
    stayStart: calendarDate('stay_start').notNull(),
    nights: integer('nights', { mode: 'number' }).notNull(),
    grossCents: cents('gross_cents').notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    recordedAt: createdAt(),
  },
  (t) => [index('partner_earnings_partner_stay_idx').on(t.partnerId, t.stayStart)],
)
