import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { createdAt, id, ownerId } from './columns'
import { customers } from './customers'
import { rvs } from './rvs'
import { conversationSides } from '../../lib/shared/enums'

/**
 * Reviews both ways after a completed trip, one per side per booking, never edited. The renter
 * rates the RV (overall, cleanliness, mechanical, accuracy, communication, value); the owner rates
 * the renter (care of the vehicle, communication, following the rules; overall is their mean).
 * Double-blind: a review shows once the other side has written too or the 14-day window closed.
 */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'renter' reviews the RV and owner; 'owner' reviews the renter. */
    author: text('author', { enum: conversationSides }).notNull(),
    overall: integer('overall').notNull(),
    cleanliness: integer('cleanliness'),
    mechanical: integer('mechanical'),
    accuracy: integer('accuracy'),
    communication: integer('communication').notNull(),
    value: integer('value'),
    careOfVehicle: integer('care_of_vehicle'),
    followingRules: integer('following_rules'),
    body: text('body').notNull(),
    /** The other side's one reply, after the review is published. */
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'number' }),
    /** When the review became visible (ms): the other side's review or the window's end, whichever came first. */
    publishedAt: integer('published_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_booking_author_idx').on(t.bookingId, t.author),
    index('reviews_rv_idx').on(t.rvId, t.author, t.createdAt),
    index('reviews_customer_idx').on(t.customerId, t.author),
  ],
)
