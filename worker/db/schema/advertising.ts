import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { users } from './auth'
import { calendarDate, cents, createdAt, id, json, jsonList, ownerId, updatedAt } from './columns'
import {
  adCampaignStatuses,
  adObjectives,
  adPerformancePlatforms,
  adPlatforms,
  bidStrategies,
} from '../../lib/shared/enums'
import type { AdContent, AdTargetAudience } from './json-shapes'

/** Delivery figures shared by a campaign's running totals and its daily performance rows. */
const stats = () => ({
  impressions: integer('impressions').notNull().default(0),
  clicks: integer('clicks').notNull().default(0),
  conversions: integer('conversions').notNull().default(0),
  spendCents: cents('spend_cents').notNull().default(0),
  /** Click-through rate in percent (clicks / impressions x 100). */
  ctr: real('ctr').notNull().default(0),
  cpcCents: cents('cpc_cents').notNull().default(0),
  cpaCents: cents('cpa_cents').notNull().default(0),
})

/** Paid search/social campaigns; owner_id is businessOwnerId. The stats are server-managed. */
export const adCampaigns = sqliteTable(
  'ad_campaigns',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    platform: text('platform', { enum: adPlatforms }).notNull().default('google'),
    objective: text('objective', { enum: adObjectives }).notNull().default('lead_generation'),
    status: text('status', { enum: adCampaignStatuses }).notNull().default('draft'),
    targetAudience: json<AdTargetAudience>('target_audience'),
    /** Daily budget. */
    budgetCents: cents('budget_cents').notNull(),
    bidStrategy: text('bid_strategy', { enum: bidStrategies }),
    startDate: calendarDate('start_date'),
    endDate: calendarDate('end_date'),
    adContent: json<AdContent>('ad_content'),
    keywords: jsonList('keywords'),
    placements: jsonList('placements'),
    googleCampaignId: text('google_campaign_id'),
    facebookCampaignId: text('facebook_campaign_id'),
    ...stats(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('ad_campaigns_owner_created_idx').on(t.ownerId, t.createdAt)],
)

/**
 * One day of one campaign on one platform. The unique key includes the platform because a
 * 'both' campaign reports a google row and a facebook row for the same day.
 */
export const adPerformance = sqliteTable(
  'ad_performance',
  {
    id: id(),
    ownerId: ownerId().references(() => users.id, { onDelete: 'cascade' }),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => adCampaigns.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: adPerformancePlatforms }).notNull(),
    date: calendarDate('date').notNull(),
    ...stats(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ad_performance_campaign_date_uq').on(t.campaignId, t.date, t.platform),
    index('ad_performance_owner_date_idx').on(t.ownerId, t.date),
  ],
)
