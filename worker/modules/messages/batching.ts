/**
 * Writing a message and telling the other side, at most one email per 15 minutes per conversation
 * and side: the first message emails at once; one written within 15 minutes of the last email
 * waits, and the every-10-minutes job sends everything still waiting in one email once 15 minutes
 * have passed. Which write sends is decided inside its batch (the conversation's `*_emailed_at`
 * moves only if 15 minutes have passed, and the email is written only if it moved), so two
 * messages at once never send two emails, and a message is marked notified only by the email that
 * carries it.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import { runBatch } from '../../db/batch'
import type { Db } from '../../db/client'
import type { RequestContext } from '../../db/owned'
import { conversations, rvs, users } from '../../db/schema'
import type { Mailer } from '../../lib/email/mailer'
import type { ConversationSide } from '../../lib/shared/enums'
import { attachRenterPhotos } from '../uploads'
import { bookingPaidSql, waitingMessagesQuery, type ConversationRow } from './conversation'
import type { NewMessagesEmail } from './emails'
import { keepRenterKeySql, newRenterKey, renterConversationPath } from './renter-key'
import { maskContactDetails } from './rules/mask-contacts'

export const EMAIL_INTERVAL_MS = 15 * 60_000

type MailerContext = RequestContext & { mailer: Mailer }

interface WaitingMessage {
  id: string
  body: string
  photoUrls: string[]
}

/** The owner's messages page, opened at this conversation. */
export const ownerConversationPath = (conversationId: string) =>
  `/admin/messages?conversation=${encodeURIComponent(conversationId)}`

async function rvName(db: Db, rvId: string | null) {
  if (!rvId) return null
  const [rv] = await db.select({ name: rvs.name }).from(rvs).where(eq(rvs.id, rvId))
  return rv?.name ?? null
}

/**
 * The statements that email `sender`'s waiting `messages` to the other side if 15 minutes have
 * passed since that side's last email (else they change nothing). The renter's email carries a new
 * link, whose secret is kept only if the email was written.
 */
async function emailStatements({
  ctx: { db, mailer, now },
  input: { conversation, sender, messages },
}: {
  ctx: MailerContext
  input: { conversation: ConversationRow; sender: ConversationSide; messages: WaitingMessage[] }
}): Promise<{ statements: SQL[]; emailId: string }> {
  const toOwner = sender === 'renter'
  const column = toOwner ? sql`owner_emailed_at` : sql`renter_emailed_at`
  const key = toOwner ? null : newRenterKey()
  const [name, [owner]] = await Promise.all([
    rvName(db, conversation.rvId),
    db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, conversation.ownerId)),
  ])
  const data: NewMessagesEmail = {
    fromName: toOwner ? conversation.renterName : '',
    rvName: name,
    messages: messages.map((message) => ({ body: message.body, photos: message.photoUrls.length })),
    linkPath: key ? renterConversationPath(conversation.id, key) : ownerConversationPath(conversation.id),
  }
  const claim = sql`update conversations set ${column} = ${now}
    where id = ${conversation.id} and (${column} is null or ${column} <= ${now - EMAIL_INTERVAL_MS})`
  const email = mailer.record(
    {
      ownerId: conversation.ownerId,
      type: toOwner ? 'messages_to_owner' : 'messages_to_renter',
      to: toOwner ? (owner?.email ?? '') : conversation.renterEmail,
      customerName: toOwner ? owner?.firstName || 'there' : conversation.renterName,
      customerId: conversation.bookingId
        ? sql`(select customer_id from bookings where id = ${conversation.bookingId})`
        : null,
      bookingId: conversation.bookingId,
      data,
    },
    now,
    sql`changes() = 1`,
  )
  const ids = JSON.stringify(messages.map((message) => message.id))
  const markNotified = sql`update messages set notified_at = ${now}
    where id in (select value from json_each(${ids})) and exists (select 1 from notifications where id = ${email.id})`
  const emailWritten = sql`exists (select 1 from notifications where id = ${email.id})`
  const keepKey = key ? [keepRenterKeySql(key, sql`id = ${conversation.id} and ${emailWritten}`, now)] : []
  return { statements: [claim, email.statement, markNotified, ...keepKey], emailId: email.id }
}

const dueForEmail = (emailedAt: number | null, now: number) =>
  emailedAt === null || emailedAt <= now - EMAIL_INTERVAL_MS

/** Runs `statements` (then any email's); queues the email if its batch wrote it. */
async function runAndQueue(
  { db, mailer }: MailerContext,
  statements: SQL[],
  email: { statements: SQL[]; emailId: string } | null,
) {
  const results = await runBatch(db, [...statements, ...(email?.statements ?? [])])
  const emailWritten = email !== null && results[statements.length + 1]?.meta.changes === 1
  if (emailWritten) await mailer.enqueue([email.emailId])
  return emailWritten
}

/**
 * A message from `sender`: masked until the booking is paid (stored masked, so no reader can see
 * what was hidden), the owner's first answer to an enquiry timed, the renter's photos kept, and the
 * other side emailed if 15 minutes have passed since their last email about this conversation.
 */
export async function writeMessage({
  ctx,
  input: { conversation, sender, body, photoUrls },
}: {
  ctx: MailerContext
  input: { conversation: ConversationRow; sender: ConversationSide; body: string; photoUrls: string[] }
}) {
  const { db, now } = ctx
  const paid = (await db.get<{ paid: number }>(sql`select ${bookingPaidSql(conversation.bookingId)} as paid`))?.paid
  const text = paid ? { text: body, masked: false } : maskContactDetails(body)
  const id = crypto.randomUUID()
  const recipientEmailedAt = sender === 'owner' ? conversation.renterEmailedAt : conversation.ownerEmailedAt
  const email = dueForEmail(recipientEmailedAt, now)
    ? await emailStatements({
        ctx,
        input: {
          conversation,
          sender,
          messages: [...(await waitingMessagesQuery(db, conversation.id, sender)), { id, body: text.text, photoUrls }],
        },
      })
    : null
  await runAndQueue(
    ctx,
    [
      sql`insert into messages (id, owner_id, conversation_id, sender, body, masked, photo_urls, created_at)
          values (${id}, ${conversation.ownerId}, ${conversation.id}, ${sender}, ${text.text}, ${text.masked ? 1 : 0}, ${JSON.stringify(photoUrls)}, ${now})`,
      ...(sender === 'owner'
        ? [
            sql`update conversations set first_response_at = ${now}
                where id = ${conversation.id} and needs_response = 1 and first_response_at is null`,
          ]
        : []),
      ...(sender === 'renter' && photoUrls.length > 0 ? [attachRenterPhotos(conversation.id, photoUrls, now)] : []),
    ],
    email,
  )
  return {
    id,
    sender,
    body: text.text,
    masked: text.masked,
    photoUrls,
    createdAt: new Date(now).toISOString(),
  }
}

/** How many conversations one run of the job emails about; the rest wait for the next run. */
const EMAILS_PER_RUN = 100

/**
 * The every-10-minutes job: each conversation side with messages not yet emailed, whose last
 * email was 15 minutes ago or more, gets one email with all of them.
 */
export async function sendWaitingMessageEmails({ ctx }: { ctx: MailerContext }) {
  const { db, now } = ctx
  const due = await db.all<{ conversationId: string; sender: ConversationSide }>(sql`
    select distinct m.conversation_id as conversationId, m.sender as sender
    from messages m join conversations c on c.id = m.conversation_id
    where m.notified_at is null
      and coalesce(case m.sender when 'renter' then c.owner_emailed_at else c.renter_emailed_at end, 0) <= ${now - EMAIL_INTERVAL_MS}
    limit ${EMAILS_PER_RUN}`)
  let sent = 0
  for (const { conversationId, sender } of due) {
    const conversation = await db.query.conversations.findFirst({ where: eq(conversations.id, conversationId) })
    if (!conversation) continue
    const waiting = await waitingMessagesQuery(db, conversationId, sender)
    if (waiting.length === 0) continue
    const email = await emailStatements({ ctx, input: { conversation, sender, messages: waiting } })
    if (await runAndQueue(ctx, [], email)) sent++
  }
  return { messageEmails: sent }
}
