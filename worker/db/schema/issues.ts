import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bookings } from './bookings'
import { calendarDate, createdAt, id, jsonList, ownerId, updatedAt } from './columns'
import { customers } from './customers'
import {
  issueCategories,
  issueChangeFields,
  issuePriorities,
  issueStatuses,
  rvBlockSources,
} from '../../lib/shared/enums'
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
    /** Set when the status becomes resolved ('Resolved Today' reads it); cleared when reopened. */
    resolvedAt: integer('resolved_at', { mode: 'number' }),
  },
  (t) => [
    index('issues_owner_created_idx').on(t.ownerId, t.createdAt),
    index('issues_owner_status_idx').on(t.ownerId, t.status, t.priority),
  ],
)

/** An issue's history: every change of status, priority, technician or resolution, and when. */
export const issueChanges = sqliteTable(
  'issue_changes',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    field: text('field', { enum: issueChangeFields }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    changedAt: createdAt(),
  },
  (t) => [index('issue_changes_issue_idx').on(t.issueId, t.changedAt)],
)

/**
 * Maintenance per RV: due by a date and/or a mileage, optionally repeating (completing one writes
 * the next), optionally keeping the RV off the road for a range of nights (an rv_blocks row).
 */
export const maintenanceTasks = sqliteTable(
  'maintenance_tasks',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    /** The issue this task was scheduled from ('Schedule' on the issues page). */
    issueId: text('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    notes: text('notes'),
    dueDate: calendarDate('due_date'),
    dueMileage: integer('due_mileage'),
    repeatEveryDays: integer('repeat_every_days'),
    repeatEveryMiles: integer('repeat_every_miles'),
    /** Nights [outOfServiceStart, outOfServiceEnd) the RV cannot be booked. */
    outOfServiceStart: calendarDate('out_of_service_start'),
    outOfServiceEnd: calendarDate('out_of_service_end'),
    completedAt: integer('completed_at', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('maintenance_tasks_owner_due_idx').on(t.ownerId, t.completedAt, t.dueDate),
    index('maintenance_tasks_rv_idx').on(t.rvId, t.completedAt),
  ],
)

/** External calendars (other marketplaces) whose events block an RV's nights. */
export const calendarFeeds = sqliteTable(
  'calendar_feeds',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** https only; fetched by the daily cron and 'Sync now'. */
    url: text('url').notNull(),
    /** The last attempt, its error (null when it worked) and the last import that worked. */
    lastAttemptAt: integer('last_attempt_at', { mode: 'number' }),
    lastError: text('last_error'),
    lastSyncedAt: integer('last_synced_at', { mode: 'number' }),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('calendar_feeds_rv_idx').on(t.rvId), index('calendar_feeds_owner_idx').on(t.ownerId)],
)

/**
 * Nights an RV cannot be booked for a reason other than a booking: a maintenance task's
 * out-of-service range or an imported calendar event. Nights [start_date, end_date), like bookings;
 * the occupancy rule (bookings/availability.ts) reads this table with bookings.
 */
export const rvBlocks = sqliteTable(
  'rv_blocks',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    rvId: text('rv_id')
      .notNull()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    startDate: calendarDate('start_date').notNull(),
    endDate: calendarDate('end_date').notNull(),
    source: text('source', { enum: rvBlockSources }).notNull(),
    maintenanceTaskId: text('maintenance_task_id').references(() => maintenanceTasks.id, { onDelete: 'cascade' }),
    calendarFeedId: text('calendar_feed_id').references(() => calendarFeeds.id, { onDelete: 'cascade' }),
    /** What the owner sees on the calendar ('Oil change', the imported event's summary as text). */
    label: text('label').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rv_blocks_rv_dates_idx').on(t.rvId, t.endDate, t.startDate),
    index('rv_blocks_task_idx').on(t.maintenanceTaskId),
    index('rv_blocks_feed_idx').on(t.calendarFeedId),
  ],
)

/**
 * The secret iCalendar export of an RV's booked and blocked nights. The token is the feed URL's only
 * credential; revoking deletes the row and a new one makes a new URL.
 */
export const calendarExports = sqliteTable(
  'calendar_exports',
  {
    rvId: text('rv_id')
      .primaryKey()
      .references(() => rvs.id, { onDelete: 'cascade' }),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_exports_token_idx').on(t.token)],
)
