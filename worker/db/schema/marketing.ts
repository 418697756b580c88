import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { bool, calendarDate, cents, createdAt, id, json, jsonList, ownerId } from './columns'
import { campaignAudiences, campaignStatuses, campaignTypes, discountTypes, type RvType } from '../../lib/shared/enums'
import type { CampaignContent } from './json-shapes'
import { customers } from './customers'
import { notifications } from './notifications'

/** Marketing campaigns (email, social, SMS, web banner); per-type fields live in content. */
export const campaigns = sqliteTable(
  'campaigns',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: campaignTypes }).notNull(),
    description: text('description'),
    status: text('status', { enum: campaignStatuses }).notNull().default('draft'),
    targetAudience: text('target_audience', { enum: campaignAudiences }),
    content: json<CampaignContent>('content')
      .notNull()
      .default(sql`'{}'`),
    /** When 'Send' began delivering an email campaign (ms); an email campaign is sent once. */
    sentAt: integer('sent_at', { mode: 'number' }),
    startDate: calendarDate('start_date'),
    endDate: calendarDate('end_date'),
    createdAt: createdAt(),
  },
  (t) => [index('campaigns_owner_created_idx').on(t.ownerId, t.createdAt)],
)

/**
 * One customer's copy of an email campaign: its email, and when they first opened it and first
 * followed one of its links. `token` (random, unguessable) names the copy in the tracking pixel,
 * the tracked links and the booking a click leads to; the campaign's figures are counts of these rows.
 */
export const campaignRecipients = sqliteTable(
  'campaign_recipients',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    notificationId: text('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    token: text('token').notNull(),
    openedAt: integer('opened_at', { mode: 'number' }),
    clickedAt: integer('clicked_at', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaign_recipients_campaign_customer_uq').on(t.campaignId, t.customerId),
    uniqueIndex('campaign_recipients_token_uq').on(t.token),
    index('campaign_recipients_owner_idx').on(t.ownerId),
  ],
)

/** Discount codes, unique per owner (stored upper-case, so the check is case-insensitive). */
export const promotions = sqliteTable(
  'promotions',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description'),
    discountType: text('discount_type', { enum: discountTypes }).notNull(),
    /**
     * Hundredths of the discount's unit: cents for 'fixed' (10.00 off = 1000), basis points for
     * 'percentage' (15% = 1500). Either way the wire decimal "x.yz" maps to the integer xyz.
     */
    discountValue: integer('discount_value').notNull(),
    minBookingAmountCents: cents('min_booking_amount_cents'),
    maxUses: integer('max_uses'),
    currentUses: integer('current_uses').notNull().default(0),
    validFrom: calendarDate('valid_from').notNull(),
    validUntil: calendarDate('valid_until'),
    /** Empty means every RV type. */
    applicableToRvTypes: jsonList<RvType>('applicable_to_rv_types'),
    active: bool('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_owner_code_uq').on(t.ownerId, t.code),
    index('promotions_owner_created_idx').on(t.ownerId, t.createdAt),
  ],
)

/**
 * Addresses that unsubscribed from an owner's marketing email. Kept by address, not by customer
 * row: renaming a customer's email and adding the address again must not bring it back.
 */
export const marketingUnsubscribes = sqliteTable(
  'marketing_unsubscribes',
  {
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, as customers' emails are stored. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.email] })],
)
