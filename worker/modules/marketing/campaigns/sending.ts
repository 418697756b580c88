/**
 * 'Send' for an email campaign, by an owner whose email is confirmed and up to their daily
 * allowance (allowance.ts): the audience is read a chunk at a time; each chunk's recipients
 * and their emails are written in one D1 batch and queued in one queue batch, so a large audience
 * costs a few requests per hundred customers, never one per customer. Sending is resumable: each
 * chunk takes only customers without a copy yet, so a repeated or interrupted 'Send' finishes the
 * job and nobody gets the email twice.
 */
import { sql, type SQL } from 'drizzle-orm'
import { campaigns } from '../../../db/schema'
import { runBatch } from '../../../db/batch'
import { AppError } from '../../../lib/errors'
import { isPlatformFailure, unavailable } from '../../../lib/unavailable'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import type { Mailer } from '../../../lib/email/mailer'
import { allowanceToday, assertMaySend, copiesLastDay } from './allowance'
import { audienceSize, inAudience, notReachedBy } from './audience'
import type { CampaignEmail } from './emails'

/** Customers per chunk: one D1 batch of 2 statements each, and one queue batch (at most 100 messages). */
export const SEND_CHUNK_SIZE = 100

async function emailCampaign({ ctx, input: { id } }: { ctx: OwnerContext; input: { id: string } }) {
  const campaign = await foundOr404(
    ctx.db.query.campaigns.findFirst({ where: ownedRow(campaigns, ctx.ownerId, id) }),
    'That campaign',
  )
  if (campaign.type !== 'email')
    throw new AppError(409, 'not_email', 'Only email campaigns can be sent. Social and SMS campaigns need a provider.')
  return campaign
}

/** Who 'Send' would reach now, and how many of them today's allowance covers (the dialog shows both before the owner confirms). */
export async function previewRecipients({ ctx, input: { id } }: { ctx: OwnerRequestContext; input: { id: string } }) {
  const campaign = await emailCampaign({ ctx, input: { id } })
  const [recipients, allowance] = await Promise.all([
    audienceSize({ ctx, input: { audience: campaign.targetAudience ?? 'all_customers' } }),
    allowanceToday({ ctx }),
  ])
  return { recipients, ...allowance }
}

interface Recipient {
  id: string
  email: string
  firstName: string | null
}

/** How many copies of the campaign exist: the answer's recipients, read in the batch that wrote the last of them. */
const countCopies = (id: string) => sql`select count(*) as n from campaign_recipients where campaign_id = ${id}`

/** `ctx.chunkSize`: customers per chunk (a test sets it; every request sends SEND_CHUNK_SIZE). */
export async function sendCampaign({
  ctx,
  input: { id },
}: {
  ctx: OwnerRequestContext & { mailer: Mailer; chunkSize?: number }
  input: { id: string }
}) {
  const { mailer, now, chunkSize = SEND_CHUNK_SIZE } = ctx
  const campaign = await emailCampaign({ ctx, input: { id } })
  const { emailSubject, emailContent } = campaign.content
  if (!emailSubject || !emailContent)
    throw new AppError(400, 'incomplete_campaign', 'Add the email subject and content before sending')
  const { dailyLimit, left } = await assertMaySend({ ctx })
  // Checked again by every email's insert, so two 'Send's at once still stay within the day's limit.
  const withinDailyLimit = sql`${copiesLastDay(ctx.ownerId, now)} < ${dailyLimit}`
  // 'Send' marks it sent and active (the first time) in the batch of its first copies, so a send
  // that fails before any copy is written leaves the campaign as it was.
  const markSent = sql`update campaigns set sent_at = coalesce(sent_at, ${now}), status = 'active' where id = ${id} and owner_id = ${ctx.ownerId}`
  const audience = inAudience(ctx.ownerId, campaign.targetAudience ?? 'all_customers', now)
  const withoutCopy = notReachedBy(id)
  let queued = 0
  /** Copies after the last batch; null until the first batch ran. */
  let recipients: number | null = null
  let after = ''
  try {
    for (;;) {
      const take = Math.min(chunkSize, left - queued)
      const chunk =
        take === 0
          ? []
          : await ctx.db.all<Recipient>(
              sql`select c.id, c.email, c.first_name as firstName from customers c
                  where ${audience} and ${withoutCopy} and c.id > ${after} order by c.id limit ${take}`,
            )
      // The first batch runs even with nobody left to reach: it marks the campaign sent and counts its copies.
      if (chunk.length === 0 && recipients !== null) break
      after = chunk.at(-1)?.id ?? after
      const emails = chunk.map((customer) =>
        copyOf({ ctx, input: { id, customer, emailSubject, emailContent, withinDailyLimit } }),
      )
      const results = await runBatch(ctx.db, [
        ...(recipients === null ? [markSent] : []),
        ...emails.flatMap(({ statements }) => statements),
        countCopies(id),
      ])
      recipients = (results.at(-1)?.results[0] as { n: number } | undefined)?.n ?? 0
      await mailer.enqueue(emails.map(({ id: notificationId }) => notificationId))
      queued += emails.length
      // A short chunk was the last one (or the day's allowance is used): no further read is needed to learn that.
      if (chunk.length < take || queued === left) break
    }
  } catch (error) {
    // Chunks already written stay written (each chunk is its own batch); sending again finishes the job.
    if (queued > 0 && isPlatformFailure(error))
      throw unavailable(
        `Sending stopped after ${queued} emails were queued. Send again to reach the rest: nobody gets it twice.`,
      )
    throw error
  }
  // Who is still waiting for their copy: the day's allowance ran out before them.
  const waiting =
    queued === left
      ? await audienceSize({
          ctx,
          input: { audience: campaign.targetAudience ?? 'all_customers', withoutCopyOf: id },
        })
      : 0
  return { queued, recipients: recipients ?? 0, waiting }
}

/** One customer's copy and its email, written together: a 'Send' racing this one finds the copy and writes neither. */
function copyOf({
  ctx: { ownerId, mailer, now },
  input: { id, customer, emailSubject, emailContent, withinDailyLimit },
}: {
  ctx: OwnerRequestContext & { mailer: Mailer }
  input: { id: string; customer: Recipient; emailSubject: string; emailContent: string; withinDailyLimit: SQL }
}) {
  const token = crypto.randomUUID().replaceAll('-', '') + crypto.randomUUID().replaceAll('-', '')
  const copyWritten = sql`not exists (select 1 from campaign_recipients where campaign_id = ${id} and customer_id = ${customer.id})`
  const data: CampaignEmail = { subject: emailSubject, content: emailContent, token }
  const email = mailer.record(
    {
      ownerId,
      type: 'marketing_campaign',
      to: customer.email,
      customerName: customer.firstName ?? 'there',
      customerId: customer.id,
      data,
    },
    now,
    sql`${copyWritten} and ${withinDailyLimit}`,
  )
  const copy = sql`insert into campaign_recipients (id, owner_id, campaign_id, customer_id, notification_id, token, created_at)
    select ${crypto.randomUUID()}, ${ownerId}, ${id}, ${customer.id}, ${email.id}, ${token}, ${now}
    where exists (select 1 from notifications where id = ${email.id})
    on conflict (campaign_id, customer_id) do nothing`
  return { id: email.id, statements: [email.statement, copy] }
}
