/** The owner's leads: a page at a time by status, their tiles, and status or notes changes. */
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { runBatchThenRead } from '../../db/batch'
import { leads, rvs } from '../../db/schema'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../db/owned'
import { fromCents } from '../../lib/shared/money'
import { confirmationBounced } from './bounced'
import type { Lead, LeadListQuery, LeadStats, LeadUpdateData } from './schemas'
import { toPage } from '../../lib/shared/paging'

const leadWithRv = (db: Db) =>
  db
    .select({ lead: leads, rvName: rvs.name, bounced: confirmationBounced(sql`${leads.id}`) })
    .from(leads)
    .innerJoin(rvs, eq(rvs.id, leads.rvId))

type LeadRow = { lead: typeof leads.$inferSelect; rvName: string; bounced: number }

const toLead = ({ lead, rvName, bounced }: LeadRow): Lead => ({
  id: lead.id,
  rvId: lead.rvId,
  rvName,
  customerId: lead.customerId,
  customerName: [lead.customerFirstName, lead.customerLastName].filter(Boolean).join(' ') || lead.customerEmail,
  customerEmail: lead.customerEmail,
  customerPhone: lead.customerPhone,
  customerZipCode: lead.customerZipCode,
  requestedStartDate: lead.requestedStartDate,
  requestedEndDate: lead.requestedEndDate,
  estimatedRevenue: lead.estimatedRevenueCents === null ? null : fromCents(lead.estimatedRevenueCents),
  leadCost: fromCents(lead.leadCostCents),
  paymentStatus: lead.paymentStatus,
  bounced: Boolean(bounced),
  status: lead.status,
  notes: lead.notes,
  createdAt: new Date(lead.createdAt).toISOString(),
})

export async function listLeads({ ctx, input: query }: { ctx: OwnerContext; input: LeadListQuery }) {
  const matching = and(eq(leads.ownerId, ctx.ownerId), query.status ? eq(leads.status, query.status) : undefined)
  const [rows, [totals]] = await ctx.db.batch([
    leadWithRv(ctx.db)
      .where(and(matching, olderThan(leads, query.cursor)))
      .orderBy(...newestFirst(leads))
      .limit(query.limit + 1),
    ctx.db.select({ total: count() }).from(leads).where(matching),
  ])
  return { ...toPage(rows, query.limit, toLead, ({ lead }) => newestKey(lead)), total: totals!.total }
}

/** Spec §9: conversion rate = converted ÷ all leads, in percent to one decimal. */
export async function leadStats({ ctx }: { ctx: OwnerContext }): Promise<LeadStats> {
  const [row] = await ctx.db
    .select({
      total: count(),
      new: sql<number>`coalesce(sum(${leads.status} = 'new'), 0)`,
      converted: sql<number>`coalesce(sum(${leads.status} = 'converted'), 0)`,
    })
    .from(leads)
    .where(eq(leads.ownerId, ctx.ownerId))
  const total = Number(row?.total ?? 0)
  const converted = Number(row?.converted ?? 0)
  return {
    total,
    new: Number(row?.new ?? 0),
    converted,
    conversionRate: total === 0 ? 0 : Math.round((converted / total) * 1000) / 10,
  }
}

/** Any status may be set directly (spec §4); notes replace the old ones. */
export async function updateLead({
  ctx,
  input: { id, ...fields },
}: {
  ctx: OwnerRequestContext
  input: LeadUpdateData & { id: string }
}) {
  const change = 'status' in fields ? { status: fields.status } : { notes: fields.notes }
  // The lead with its RV's name is read in the batch that changes it: no failure can fall between the two.
  const {
    read: [[row]],
  } = await runBatchThenRead(
    ctx.db,
    [
      ctx.db
        .update(leads)
        .set({ ...change, updatedAt: ctx.now })
        .where(ownedRow(leads, ctx.ownerId, id))
        .getSQL(),
    ],
    [leadWithRv(ctx.db).where(ownedRow(leads, ctx.ownerId, id))],
  )
  // Found exactly when the lead was the owner's to change (the read is in the change's batch).
  return toLead(await foundOr404(row, 'That lead'))
}
