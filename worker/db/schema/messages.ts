import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { bool, createdAt, id, jsonList, ownerId } from './columns'
import { rvs } from './rvs'
import { conversationKinds, conversationSides } from '../../lib/shared/enums'

/**
 * Owner and renter talking: an enquiry from a listing before any booking, or the conversation of
 * a booking or request (one per booking). Renters have no account: they open it through a link
 * whose secret is kept only as a SHA-256 hash (conversation_keys).
 */
export const conversations = sqliteTable(
  'conversations',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: conversationKinds }).notNull(),
    rvId: text('rv_id').references(() => rvs.id, { onDelete: 'set null' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    renterName: text('renter_name').notNull(),
    renterEmail: text('renter_email').notNull(),
    /** An enquiry or a request waits for the owner's answer; the response rate counts these only. */
    needsResponse: bool('needs_response').notNull().default(false),
    /** When the renter asked (ms), and when the owner first answered (a message, an accept or a decline). */
    openedAt: integer('opened_at', { mode: 'number' }).notNull(),
    firstResponseAt: integer('first_response_at', { mode: 'number' }),
    /** When each side was last emailed about new messages (ms): at most one email per 15 minutes each. */
    ownerEmailedAt: integer('owner_emailed_at', { mode: 'number' }),
    renterEmailedAt: integer('renter_emailed_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_owner_opened_idx').on(t.ownerId, t.openedAt),
    uniqueIndex('conversations_booking_idx').on(t.bookingId),
  ],
)

/**
 * The renter's links to a conversation: each link handed out (the enquiry's confirmation, each email
 * about new messages, 'Messages' in My Bookings) has its own secret, and every one keeps working, so
 * a page left open still sends after a newer email went out. Only the SHA-256 of a secret is kept.
 */
export const conversationKeys = sqliteTable(
  'conversation_keys',
  {
    keyHash: text('key_hash').primaryKey(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_keys_conversation_idx').on(t.conversationId)],
)

/**
 * One message. Before the booking is paid the body is stored already masked (emails, phone numbers
 * and links replaced), so nothing hidden can leak later through any reader.
 */
export const messages = sqliteTable(
  'messages',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender: text('sender', { enum: conversationSides }).notNull(),
    body: text('body').notNull(),
    masked: bool('masked').notNull().default(false),
    photoUrls: jsonList('photo_urls'),
    /** Set once an email to the other side included it; the batch sender picks the rest. */
    notifiedAt: integer('notified_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_unnotified_idx').on(t.notifiedAt, t.conversationId),
  ],
)
