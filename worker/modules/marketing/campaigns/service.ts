/**
 * The owner's marketing campaigns: a page at a time with their figures counted from the
 * recipients' rows, creation and changes by the form's rules.
 */
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { campaigns, type CampaignContent } from '../../../db/schema'
import { runBatchThenRead } from '../../../db/batch'
import { definedFields } from '../../../lib/defined-fields'
import { AppError, assertNoProblems } from '../../../lib/errors'
import { newestFirst, newestKey, olderThan } from '../../../lib/newest-first'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import { addDays, utcDay } from '../../../lib/shared/dates'
import { toPage } from '../../../lib/shared/paging'
import { isBusinessBooking } from '../../bookings'
import {
  campaignProblems,
  contentFieldsOf,
  type Campaign,
  type CampaignData,
  type CampaignListQuery,
  type CampaignUpdateData,
} from './schemas'

type CampaignRow = typeof campaigns.$inferSelect

/** The per-type fields the campaign keeps in `content`: only its own type's. */
function contentFor(type: CampaignRow['type'], fields: { [K in keyof CampaignContent]?: CampaignContent[K] | null }) {
  return Object.fromEntries(contentFieldsOf(type).map((key) => [key, fields[key] ?? undefined])) as CampaignContent
}

/**
 * The figures, counted: recipients, emails the provider took, first opens and clicks, bookings that
 * followed. The table is named in full: drizzle leaves a single table's own columns unqualified.
 */
const metricColumns = {
  recipients: sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = campaigns.id)`,
  sent: sql<number>`(select count(*) from campaign_recipients r join notifications n on n.id = r.notification_id
                     where r.campaign_id = campaigns.id and n.status = 'sent')`,
  opened: sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = campaigns.id and r.opened_at is not null)`,
  clicked: sql<number>`(select count(*) from campaign_recipients r where r.campaign_id = campaigns.id and r.clicked_at is not null)`,
  conversions: sql<number>`(select count(*) from bookings b where b.campaign_id = campaigns.id and ${isBusinessBooking(sql`b`)})`,
}

const withMetrics = (db: Db) => db.select({ campaign: campaigns, ...metricColumns }).from(campaigns)

type RowWithMetrics = { campaign: CampaignRow } & { [K in keyof typeof metricColumns]: number }

const DELIVERY: Record<CampaignRow['type'], Campaign['delivery']> = {
  email: 'email',
  web: 'banner',
  social_media: 'not_connected',
  sms: 'not_connected',
}

function toCampaign({ campaign, ...metrics }: RowWithMetrics): Campaign {
  const { ownerId: _owner, content, sentAt, createdAt, ...fields } = campaign
  return {
    ...fields,
    emailSubject: content.emailSubject ?? null,
    emailContent: content.emailContent ?? null,
    socialPlatforms: content.socialPlatforms ?? [],
    postContent: content.postContent ?? null,
    smsContent: content.smsContent ?? null,
    bannerTitle: content.bannerTitle ?? null,
    bannerMessage: content.bannerMessage ?? null,
    metrics,
    sentAt: sentAt === null ? null : new Date(sentAt).toISOString(),
    delivery: DELIVERY[campaign.type],
    createdAt: new Date(createdAt).toISOString(),
  }
}

export async function listCampaigns({ ctx, input: query }: { ctx: OwnerContext; input: CampaignListQuery }) {
  const matching = and(
    eq(campaigns.ownerId, ctx.ownerId),
    query.status ? eq(campaigns.status, query.status) : undefined,
    query.type ? eq(campaigns.type, query.type) : undefined,
  )
  const [rows, [totals]] = await ctx.db.batch([
    withMetrics(ctx.db)
      .where(and(matching, olderThan(campaigns, query.cursor)))
      .orderBy(...newestFirst(campaigns))
      .limit(query.limit + 1),
    ctx.db.select({ total: count() }).from(campaigns).where(matching),
  ])
  return { ...toPage(rows, query.limit, toCampaign, ({ campaign }) => newestKey(campaign)), total: totals!.total }
}

/** The owner's campaign with its figures: on its own, or read back in the batch that writes it. */
const readCampaign = (ctx: OwnerContext, id: string) => withMetrics(ctx.db).where(ownedRow(campaigns, ctx.ownerId, id))

const campaignFrom = async ([row]: RowWithMetrics[]) => toCampaign(await foundOr404(row, 'That campaign'))

export async function getCampaign({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  return campaignFrom(await readCampaign(ctx, id))
}

/** Spec §5: a start or end date cannot be in the past (judged generously by a day: the owner's today may be UTC's yesterday). */
function assertNotPast(dates: { startDate?: string | null; endDate?: string | null }, now: number) {
  const yesterday = addDays(utcDay(now), -1)
  const problems: [string, string][] = []
  if (dates.startDate && dates.startDate < yesterday) problems.push(['startDate', 'Start date cannot be in the past'])
  if (dates.endDate && dates.endDate < yesterday) problems.push(['endDate', 'End date cannot be in the past'])
  assertNoProblems(problems)
}

export async function createCampaign({ ctx, input }: { ctx: OwnerRequestContext; input: CampaignData }) {
  const { now } = ctx
  assertNotPast(input, now)
  const id = crypto.randomUUID()
  const insert = ctx.db
    .insert(campaigns)
    .values({
      id,
      ownerId: ctx.ownerId,
      name: input.name,
      type: input.type,
      status: input.status,
      targetAudience: input.targetAudience,
      description: input.description,
      startDate: input.startDate,
      endDate: input.endDate,
      content: contentFor(input.type, input),
      createdAt: now,
    })
    .getSQL()
  // Read back in the same batch: no failure can fall between the new campaign and its answer.
  const {
    read: [rows],
  } = await runBatchThenRead(ctx.db, [insert], [readCampaign(ctx, id)])
  return campaignFrom(rows)
}

/**
 * Changes what a campaign says or its status. Each field was checked on its own by the schema;
 * the rules across fields are checked on the campaign as it would stand (a change cannot leave it
 * without its type's fields). A sent email keeps its words: what the customers received is what
 * the campaign shows.
 */
export async function updateCampaign({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerRequestContext
  input: CampaignUpdateData & { id: string }
}) {
  const current = await getCampaign({ ctx, input: { id } })
  const changes = definedFields(fields)
  if (current.sentAt && current.type === 'email' && Object.keys(changes).some((key) => key !== 'status'))
    throw new AppError(409, 'already_sent', 'This email was already sent, so only its status can change')
  const merged = { ...current, ...changes }
  assertNoProblems(campaignProblems(merged))
  // Dates already in the past may stay; a date the owner sets now may not be.
  assertNotPast(changes, ctx.now)
  const { name, status, targetAudience, description, startDate, endDate } = merged
  const update = ctx.db
    .update(campaigns)
    .set({ name, status, targetAudience, description, startDate, endDate, content: contentFor(current.type, merged) })
    .where(ownedRow(campaigns, ctx.ownerId, id))
    .getSQL()
  const {
    read: [rows],
  } = await runBatchThenRead(ctx.db, [update], [readCampaign(ctx, id)])
  return campaignFrom(rows)
}
