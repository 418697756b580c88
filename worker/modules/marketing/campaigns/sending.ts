/**
 * 'Send' for an email campaign: the audience is read a chunk at a time; each chunk's recipients
 * and their emails are written in one D1 batch and queued in one queue batch, so a large audience
 * costs a few requests per hundred customers, never one per customer. Sending is resumable: each
 * chunk takes only customers without a copy yet, so a repeated or interrupted 'Send' finishes the
 * job and nobody gets the email twice.
 */
import { sql } from 'drizzle-orm'
import { campaigns } from '../../../db/schema'
import { runBatch } from '../../../lib/d1-batch'
import { AppError, notFound } from '../../../lib/errors'
import { ownedRow, type OwnerContext } from '../../../lib/owned'
import type { Mailer } from '../../notifications'
import { audienceSize, inAudience } from './audience'
import type { CampaignEmail } from './emails'

/** Customers per chunk: one D1 batch of 2 statements each, and one queue batch (at most 100 messages). */
export const SEND_CHUNK_SIZE = 100

async function emailCampaign(ctx: OwnerContext, id: string) {
  const campaign = await ctx.db.query.campaigns.findFirst({ where: ownedRow(campaigns, ctx.ownerId, id) })
  if (!campaign) throw notFound('That campaign')
  if (campaign.type !== 'email')
    throw new AppError(409, 'not_email', 'Only email campaigns can be sent. Social and SMS campaigns need a provider.')
  return campaign
}

/** Who 'Send' would reach now (the dialog shows it before the owner confirms). */
export async function previewRecipients({ ctx, id, now }: { ctx: OwnerContext; id: string; now: number }) {
  const campaign = await emailCampaign(ctx, id)
  return { recipients: await audienceSize(ctx.db, ctx.ownerId, campaign.targetAudience ?? 'all_customers', now) }
}

interface Recipient {
  id: string
  email: string
  firstName: string | null
}

export async function sendCampaign({
  ctx,
  mailer,
  id,
  now,
  chunkSize = SEND_CHUNK_SIZE,
}: {
  ctx: OwnerContext
  mailer: Mailer
  id: string
  now: number
  chunkSize?: number
}) {
  const campaign = await emailCampaign(ctx, id)
  const { emailSubject, emailContent } = campaign.content
  if (!emailSubject || !emailContent)
    throw new AppError(400, 'incomplete_campaign', 'Add the email subject and content before sending')
  // The first 'Send' marks it sent and active; the audience is fixed by who has a copy afterwards.
  await ctx.db.run(
    sql`update campaigns set sent_at = coalesce(sent_at, ${now}), status = 'active' where id = ${id} and owner_id = ${ctx.ownerId}`,
  )
  const audience = inAudience(ctx.ownerId, campaign.targetAudience ?? 'all_customers', now)
  const withoutCopy = sql`not exists (select 1 from campaign_recipients r where r.campaign_id = ${id} and r.customer_id = c.id)`
  let queued = 0
  let after = ''
  for (;;) {
    const chunk = await ctx.db.all<Recipient>(
      sql`select c.id, c.email, c.first_name as firstName from customers c
          where ${audience} and ${withoutCopy} and c.id > ${after} order by c.id limit ${chunkSize}`,
    )
    if (chunk.length === 0) break
    after = chunk.at(-1)!.id
    const emails = chunk.map((customer) => {
      const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '')
      const copyWritten = sql`not exists (select 1 from campaign_recipients where campaign_id = ${id} and customer_id = ${customer.id})`
      const data: CampaignEmail = { subject: emailSubject, content: emailContent, token }
      const email = mailer.record(
        {
          ownerId: ctx.ownerId,
          type: 'marketing_campaign',
          to: customer.email,
          customerName: customer.firstName ?? 'there',
          customerId: customer.id,
          data,
        },
        now,
        copyWritten,
      )
      // The copy only with its email: a 'Send' racing this one finds the copy and writes neither.
      const copy = sql`insert into campaign_recipients (id, owner_id, campaign_id, customer_id, notification_id, token, created_at)
        select ${crypto.randomUUID()}, ${ctx.ownerId}, ${id}, ${customer.id}, ${email.id}, ${token}, ${now}
        where exists (select 1 from notifications where id = ${email.id})
        on conflict (campaign_id, customer_id) do nothing`
      return { id: email.id, statements: [email.statement, copy] }
    })
    await runBatch(
      ctx.db,
      emails.flatMap(({ statements }) => statements),
    )
    await mailer.enqueue(emails.map(({ id: notificationId }) => notificationId))
    queued += emails.length
  }
  const total = await ctx.db.get<{ n: number }>(
    sql`select count(*) as n from campaign_recipients where campaign_id = ${id}`,
  )
  return { queued, recipients: total?.n ?? 0 }
}
