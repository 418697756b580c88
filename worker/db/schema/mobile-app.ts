import { index, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from './columns'

/**
 * Text messages the site sent (the mobile app's download link), one row per message: where it went
 * and through which provider ('outbox' is the local test mode's stand-in, which sends nothing).
 * The rows also count each number's messages for its daily limit.
 */
export const textMessages = sqliteTable(
  'text_messages',
  {
    id: id(),
    /** The number in E.164 form, e.g. +15551234567. */
    toPhone: text('to_phone').notNull(),
    body: text('body').notNull(),
    provider: text('provider', { enum: ['twilio', 'outbox'] }).notNull(),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
  },
  (t) => [index('text_messages_phone_created_idx').on(t.toPhone, t.createdAt)],
)
