import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { createdAt, id, jsonList, ownerId } from './columns'
import { customerSources } from '../../lib/shared/enums'

/** An owner's renters. Emails are unique per owner (services store them lower-cased). */
export const customers = sqliteTable(
  'customers',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    source: text('source', { enum: customerSources }).notNull().default('owner'),
    /** The owner's words for this renter ('family', 'adventure'...), lower-cased; marketing audiences read them. */
    tags: jsonList('tags'),
    /** Set when the customer unsubscribed from marketing emails (ms); the address is kept in marketing_unsubscribes. */
    unsubscribedAt: integer('unsubscribed_at', { mode: 'number' }),
    /** When the owner recorded that the customer agreed to marketing email (ms); null: no consent recorded. */
    marketingConsentAt: integer('marketing_consent_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_owner_email_uq').on(t.ownerId, t.email),
    index('customers_owner_created_idx').on(t.ownerId, t.createdAt),
    // A renter's hold counts their open holds by email across every owner (docs/scaling.md).
    index('customers_email_idx').on(t.email),
  ],
)
