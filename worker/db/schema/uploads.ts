import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { createdAt, ownerId } from './columns'
import { uploadPurposes } from '../../lib/shared/enums'

/** Every image an owner stored in R2, so each owner's storage can be held to a quota. */
export const uploads = sqliteTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    sizeBytes: integer('size_bytes').notNull(),
    /** 'marketing' images are the owner's Marketing Assets; 'photo' ones belong to an RV, venue or issue. */
    purpose: text('purpose', { enum: uploadPurposes }).notNull().default('photo'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    index('uploads_owner_purpose_idx').on(t.ownerId, t.purpose, t.createdAt),
  ],
)
