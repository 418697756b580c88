/**
 * The owner's ad campaigns: a page at a time with the owner's totals, creation, pause and play,
 * and their performance: daily rows imported from a CSV or fetched from the platforms, from which
 * each campaign's figures are recomputed (never typed in, never random).
 */
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm'
import { adCampaigns, adPerformance } from '../../db/schema'
import { runBatch, runBatchThenRead } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext, type RequestContext } from '../../db/owned'
import { utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { toPage } from '../../lib/shared/paging'
import { uploadedBy } from '../uploads'
import { ratesOf, readPerformanceCsv, type PerformanceDay } from './rules/performance-csv'
import type { AdCampaignData, AdCampaignListQuery, AdStatusData } from './schemas'

type AdCampaignRow = typeof adCampaigns.$inferSelect

export const toAdCampaign = ({
  ownerId,
  budgetCents,
  spendCents,
  cpcCents,
  cpaCents,
  createdAt,
  updatedAt,
  ...row
}: AdCampaignRow) => ({
  ...row,
  /** The spec's businessOwnerId: always the signed-in owner. */
  businessOwnerId: ownerId,
  budget: fromCents(budgetCents),
  spend: fromCents(spendCents),
  cpc: fromCents(cpcCents),
  cpa: fromCents(cpaCents),
  createdAt: new Date(createdAt).toISOString(),
  updatedAt: new Date(updatedAt).toISOString(),
})

/** The platforms a campaign reports for: 'both' runs on each. */
export const platformsOf = (platform: AdCampaignRow['platform']) =>
  platform === 'both' ? (['google', 'facebook'] as const) : ([platform] as const)

export async function listAdCampaigns({ ctx, input: query }: { ctx: OwnerContext; input: AdCampaignListQuery }) {
  const matching = and(
    eq(adCampaigns.ownerId, ctx.ownerId),
    query.platform ? eq(adCampaigns.platform, query.platform) : undefined,
  )
  const [rows, [totals]] = await ctx.db.batch([
    ctx.db
      .select()
      .from(adCampaigns)
      .where(and(matching, olderThan(adCampaigns, query.cursor)))
      .orderBy(...newestFirst(adCampaigns))
      .limit(query.limit + 1),
    // The page's totals cover every campaign the filter matches, not only the rows on this page.
    ctx.db
      .select({
        total: count(),
        spendCents: sql<number>`coalesce(sum(${adCampaigns.spendCents}), 0)`,
        impressions: sql<number>`coalesce(sum(${adCampaigns.impressions}), 0)`,
        clicks: sql<number>`coalesce(sum(${adCampaigns.clicks}), 0)`,
        conversions: sql<number>`coalesce(sum(${adCampaigns.conversions}), 0)`,
      })
      .from(adCampaigns)
      .where(matching),
  ])
  const { total, spendCents, ...figures } = totals!
  return {
    ...toPage(rows, query.limit, toAdCampaign, newestKey),
    total,
    totals: { spend: fromCents(spendCents), ...figures },
  }
}

/** The owner's ad campaign as a list of at most one row: a select, which a batch can read back after its writes. */
const readCampaign = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select()
    .from(adCampaigns)
    .where(ownedRow(adCampaigns, ctx.ownerId, id))

const campaignRow = (ctx: OwnerContext, id: string) => foundOr404(readCampaign(ctx, id).get(), 'That campaign')

export async function createAdCampaign({ ctx, input }: { ctx: OwnerRequestContext; input: AdCampaignData }) {
  const { now } = ctx
  const { budget, targetAudience, adContent, status, ...fields } = input
  if (adContent && !(await uploadedBy({ ctx, input: adContent.imageUrls })))
    throw new AppError(404, 'not_found', 'Choose images from your own uploads', {
      adContent: ['Choose images from your own uploads'],
    })
  const [row] = await ctx.db
    .insert(adCampaigns)
    .values({
      ownerId: ctx.ownerId,
      name: fields.name,
      platform: fields.platform,
      objective: fields.objective,
      status,
      budgetCents: budget,
      bidStrategy: fields.bidStrategy,
      startDate: fields.startDate,
      endDate: fields.endDate,
      targetAudience,
      adContent,
      keywords: fields.keywords,
      placements: fields.placements,
      googleCampaignId: fields.googleCampaignId,
      facebookCampaignId: fields.facebookCampaignId,
      createdAt: now,
      updatedAt: now,
    })
    .returning()
  return toAdCampaign(row!)
}

/** Spec §4: only an active campaign pauses; any other becomes active ('play'); any may be finished. */
export async function changeAdStatus({
  ctx,
  input: { id, status },
}: {
  ctx: OwnerRequestContext
  input: AdStatusData & { id: string }
}) {
  const { now } = ctx
  const current = await campaignRow(ctx, id)
  const from: Record<AdStatusData['status'], SQL> = {
    paused: sql`status = 'active'`,
    active: sql`status <> 'active'`,
    completed: sql`status <> 'completed'`,
  }
  const [updated] = await ctx.db
    .update(adCampaigns)
    .set({ status, updatedAt: now })
    .where(and(ownedRow(adCampaigns, ctx.ownerId, id), from[status]))
    .returning()
  if (!updated) {
    if (current.status === status) return toAdCampaign(current)
    throw new AppError(409, 'invalid_transition', 'Only an active campaign can be paused')
  }
  return toAdCampaign(updated)
}

/** The campaign's totals and rates, recomputed from all its daily rows (one statement, in the caller's batch). */
const recomputeTotals = (campaignId: string, now: number) => sql`
  update ad_campaigns set
    impressions = t.impressions, clicks = t.clicks, conversions = t.conversions, spend_cents = t.spend,
    ctr = case when t.impressions > 0 then round(t.clicks * 100.0 / t.impressions, 2) else 0 end,
    cpc_cents = case when t.clicks > 0 then cast(round(t.spend * 1.0 / t.clicks) as integer) else 0 end,
    cpa_cents = case when t.conversions > 0 then cast(round(t.spend * 1.0 / t.conversions) as integer) else 0 end,
    updated_at = ${now}
  from (select coalesce(sum(impressions), 0) as impressions, coalesce(sum(clicks), 0) as clicks,
               coalesce(sum(conversions), 0) as conversions, coalesce(sum(spend_cents), 0) as spend
        from ad_performance where campaign_id = ${campaignId}) as t
  where ad_campaigns.id = ${campaignId}`

/**
 * The statements that write a campaign's days (a day already there is replaced by the newer
 * report) and its recomputed totals, for one batch: the figures always equal the sum of the rows.
 */
const performanceStatements = (campaign: { id: string; ownerId: string }, days: PerformanceDay[], now: number) => {
  const upserts = days.map((day) => {
    const rates = ratesOf(day)
    return sql`insert into ad_performance (id, owner_id, campaign_id, platform, date, impressions, clicks, conversions, spend_cents, ctr, cpc_cents, cpa_cents, created_at)
      values (${crypto.randomUUID()}, ${campaign.ownerId}, ${campaign.id}, ${day.platform}, ${day.date}, ${day.impressions}, ${day.clicks},
              ${day.conversions}, ${day.spendCents}, ${rates.ctr}, ${rates.cpcCents}, ${rates.cpaCents}, ${now})
      on conflict (campaign_id, date, platform) do update set impressions = excluded.impressions, clicks = excluded.clicks,
        conversions = excluded.conversions, spend_cents = excluded.spend_cents, ctr = excluded.ctr,
        cpc_cents = excluded.cpc_cents, cpa_cents = excluded.cpa_cents`
  })
  return [...upserts, recomputeTotals(campaign.id, now)]
}

export async function recordPerformance({
  ctx: { db, now },
  input: { campaign, days },
}: {
  ctx: RequestContext
  input: { campaign: { id: string; ownerId: string }; days: PerformanceDay[] }
}) {
  await runBatch(db, performanceStatements(campaign, days, now))
}

/** Imports the good rows of an owner's CSV and reports every refused line; nothing is written if no row is good. */
export async function importPerformance({
  ctx,
  input: { id, csv },
}: {
  ctx: OwnerRequestContext
  input: { id: string; csv: string }
}) {
  const { now } = ctx
  const campaign = await campaignRow(ctx, id)
  const { days, rejected } = readPerformanceCsv(csv, { platforms: platformsOf(campaign.platform), today: utcDay(now) })
  if (days.length === 0) return { imported: 0, rejected, campaign: toAdCampaign(campaign) }
  // The campaign's new totals are read in the batch that writes them: no failure can fall between the two.
  const {
    read: [[updated]],
  } = await runBatchThenRead(ctx.db, performanceStatements(campaign, days, now), [readCampaign(ctx, id)])
  return { imported: days.length, rejected, campaign: toAdCampaign(updated!) }
}

/** A campaign's days, oldest first (its chart of spend and conversions). */
export async function campaignPerformance({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  await campaignRow(ctx, id)
  const rows = await ctx.db
    .select()
    .from(adPerformance)
    .where(and(eq(adPerformance.ownerId, ctx.ownerId), eq(adPerformance.campaignId, id)))
    .orderBy(asc(adPerformance.date), asc(adPerformance.platform))
    .limit(1_000)
  return {
    items: rows.map(({ date, platform, impressions, clicks, conversions, spendCents, ctr }) => ({
      date,
      platform,
      impressions,
      clicks,
      conversions,
      spend: fromCents(spendCents),
      ctr,
    })),
  }
}
