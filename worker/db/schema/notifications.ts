import { sql } from 'drizzle-orm'
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { createdAt, id, ownerId } from './columns'
import { customers } from './customers'
import { notificationStatuses, notificationTypes } from '../../lib/shared/enums'
import { issues } from './issues'

/**
 * Emails to customers, one row per message; the queue consumer sends it and records the result.
 * provider 'outbox' is the local stand-in used when no email provider is configured.
 */
export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    issueId: text('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    /** HTML body. */
    content: text('content').notNull(),
    /** The plain-text part sent alongside the HTML. */
    textContent: text('text_content'),
    status: text('status', { enum: notificationStatuses }).notNull().default('pending'),
    provider: text('provider').notNull().default('outbox'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    /**
     * Set when the consumer hands the email to the provider. A row still pending with this set was
     * possibly sent, so it is never sent again automatically (the sweep marks it failed for a person to resend).
     */
    sendStartedAt: integer('send_started_at', { mode: 'number' }),
    sentAt: integer('sent_at', { mode: 'number' }),
    deliveredAt: integer('delivered_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_owner_created_idx').on(t.ownerId, t.createdAt),
    // The daily sweep finds rows still waiting to be sent.
    index('notifications_status_created_idx').on(t.status, t.createdAt),
    // One reminder per booking, however often the daily job runs.
    uniqueIndex('notifications_one_reminder_per_booking')
      .on(t.bookingId)
      .where(sql`type = 'booking_reminder'`),
  ],
)
