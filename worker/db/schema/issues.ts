import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { createdAt, id, jsonList, ownerId } from './columns'
import { customers } from './customers'
import { issueCategories, issuePriorities, issueStatuses } from '../../lib/shared/enums'
import { rvs } from './rvs'

/** Issue and maintenance tickets reported by (or for) a customer. */
export const issues = sqliteTable(
  'issues',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    bookingId: text('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id),
    rvId: text('rv_id').references(() => rvs.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priority: text('priority', { enum: issuePriorities }).notNull().default('medium'),
    category: text('category', { enum: issueCategories }).notNull(),
    status: text('status', { enum: issueStatuses }).notNull().default('open'),
    location: text('location'),
    photoUrls: jsonList('photo_urls'),
    assignedTechnician: text('assigned_technician'),
    resolution: text('resolution'),
    createdAt: createdAt(),
    /** Set when the status becomes resolved ('Resolved Today' reads it). */
    resolvedAt: integer('resolved_at', { mode: 'number' }),
  },
  (t) => [index('issues_owner_created_idx').on(t.ownerId, t.createdAt)],
)
