import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { createdAt, ownerId } from './columns'
import { uploadPurposes } from '../../lib/shared/enums'

/**
 * Every image stored in R2 under an owner, so each owner's storage can be held to a quota. A
 * renter's photo for a report on a booking names the booking: it counts against that booking's
 * allowance, never the owner's quota, and is deleted a day later unless a report attached it.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: integer('size_bytes').notNull(),
    /** 'marketing' images are the owner's Marketing Assets; 'photo' ones belong to an RV, venue or issue. */
    purpose: text('purpose', { enum: uploadPurposes }).notNull().default('photo'),
    /** The booking a renter uploaded it for (no reference: the photo outlives a deleted hold until the clean-up). */
    bookingId: text('booking_id'),
    /** When a renter's report took it (ms); null until then. */
    attachedAt: integer('attached_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_booking_idx').on(t.bookingId),
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_owner_purpose_idx').on(t.ownerId, t.purpose, t.createdAt),
  ],
)
