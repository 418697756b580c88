/** The owner's side of messages (/api/messages behind sign-in): every query scoped by the session's owner. */
import { and, eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { runBatch } from '../../db/batch'
import type { OwnerRequestContext } from '../../db/owned'
import { bookings, conversations, customers } from '../../db/schema'
import type { Mailer } from '../../lib/email/mailer'
import { AppError, notFound } from '../../lib/errors'
import type { ConversationKind, ConversationSide } from '../../lib/shared/enums'
import { decodeCursor, toPage } from '../../lib/shared/paging'
import { uploadedBy } from '../uploads'
import { writeMessage } from './batching'
import { conversationView, ownedConversation } from './conversation'
import type { ConversationListQuery, MessageData } from './schemas'

type OwnerMailerContext = OwnerRequestContext & { mailer: Mailer }

const PREVIEW_LENGTH = 140
const cursorShape = v.tuple([v.pipe(v.number(), v.integer()), v.string()])

interface ListRow {
  id: string
  kind: ConversationKind
  renterName: string
  bookingId: string | null
  rvName: string | null
  needsResponse: number
  firstResponseAt: number | null
  lastAt: number
  lastBody: string | null
  lastSender: ConversationSide | null
  unread: number
}

/**
 * GET /api/messages: the owner's conversations, newest activity first, a page at a time. `unread`
 * counts the renter's messages since the owner last wrote (what still waits for an answer).
 */
export async function listConversations({
  ctx: { db, ownerId },
  input: { limit, cursor },
}: {
  ctx: OwnerRequestContext
  input: ConversationListQuery
}) {
  const after = cursor ? decodeCursor(cursor, cursorShape) : null
  if (cursor && !after)
    throw new AppError(400, 'invalid_input', 'That page link is not valid', { cursor: ['That page link is not valid'] })
  const rows = await db.all<ListRow>(sql`
    select * from (
      select c.id, c.kind, c.renter_name as renterName, c.booking_id as bookingId, r.name as rvName,
             c.needs_response as needsResponse, c.first_response_at as firstResponseAt,
             coalesce((select max(m.created_at) from messages m where m.conversation_id = c.id), c.opened_at) as lastAt,
             (select substr(m.body, 1, ${PREVIEW_LENGTH + 1}) from messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as lastBody,
             (select m.sender from messages m where m.conversation_id = c.id order by m.created_at desc, m.id desc limit 1) as lastSender,
             (select count(*) from messages m where m.conversation_id = c.id and m.sender = 'renter'
                and m.created_at > coalesce((select max(o.created_at) from messages o where o.conversation_id = c.id and o.sender = 'owner'), 0)) as unread
      from conversations c left join rvs r on r.id = c.rv_id
      where c.owner_id = ${ownerId}
    ) t
    ${after ? sql`where (t.lastAt, t.id) < (${after[0]}, ${after[1]})` : sql``}
    order by t.lastAt desc, t.id desc
    limit ${limit + 1}`)
  return toPage(
    rows,
    limit,
    (row) => ({
      id: row.id,
      kind: row.kind,
      renterName: row.renterName,
      bookingId: row.bookingId,
      rvName: row.rvName,
      awaitingFirstAnswer: Boolean(row.needsResponse) && row.firstResponseAt === null,
      lastMessage: row.lastBody
        ? {
            sender: row.lastSender!,
            preview: row.lastBody.length > PREVIEW_LENGTH ? `${row.lastBody.slice(0, PREVIEW_LENGTH)}…` : row.lastBody,
          }
        : null,
      lastActivityAt: new Date(row.lastAt).toISOString(),
      unread: row.unread,
    }),
    (row) => [row.lastAt, row.id],
  )
}

/** GET /api/messages/:id */
export async function getConversation({ ctx, input: { id } }: { ctx: OwnerRequestContext; input: { id: string } }) {
  const conversation = await ownedConversation(ctx.db, ctx.ownerId, id)
  return conversationView({ ctx, input: { conversation, viewer: 'owner' } })
}

/** POST /api/messages/:id/messages: the owner writes; photos must be the owner's own uploads. */
export async function sendOwnerMessage({
  ctx,
  input: { id, body, photoUrls },
}: {
  ctx: OwnerMailerContext
  input: MessageData & { id: string }
}) {
  const conversation = await ownedConversation(ctx.db, ctx.ownerId, id)
  if (!(await uploadedBy({ ctx, input: photoUrls })))
    throw new AppError(400, 'invalid_input', 'Photos must be images you uploaded', {
      photoUrls: ['Photos must be images you uploaded'],
    })
  return writeMessage({ ctx, input: { conversation, sender: 'owner', body, photoUrls } })
}

/**
 * A booking's conversation, made the first time either side opens it (one per booking: the unique
 * booking_id keeps two at once to one). The renter's links are made as they are handed out.
 */
export const ensureBookingConversationSql = (
  booking: { id: string; ownerId: string; rvId: string; renterName: string; renterEmail: string },
  now: number,
) => sql`insert into conversations (id, owner_id, kind, rv_id, booking_id, renter_name, renter_email, needs_response, opened_at, created_at)
  values (${crypto.randomUUID()}, ${booking.ownerId}, 'booking', ${booking.rvId}, ${booking.id}, ${booking.renterName}, ${booking.renterEmail}, 0, ${now}, ${now})
  on conflict (booking_id) do nothing`

/** POST /api/messages/bookings/:bookingId: the owner opens a booking's conversation (another owner's booking: 404). */
export async function openBookingConversation({
  ctx,
  input: { bookingId },
}: {
  ctx: OwnerRequestContext
  input: { bookingId: string }
}) {
  const { db, ownerId, now } = ctx
  const [booking] = await db
    .select({
      id: bookings.id,
      ownerId: bookings.ownerId,
      rvId: bookings.rvId,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(and(eq(bookings.ownerId, ownerId), eq(bookings.id, bookingId)))
  if (!booking) throw notFound('That booking')
  const renterName = [booking.firstName, booking.lastName].filter(Boolean).join(' ') || booking.email
  await runBatch(db, [ensureBookingConversationSql({ ...booking, renterName, renterEmail: booking.email }, now)])
  const conversation = await db.query.conversations.findFirst({
    where: and(eq(conversations.ownerId, ownerId), eq(conversations.bookingId, bookingId)),
  })
  if (!conversation) throw notFound('That booking')
  return conversationView({ ctx, input: { conversation, viewer: 'owner' } })
}
