/**
 * The renter's side of messages. Renters have no account: an enquiry starts a conversation and
 * emails them its link; a booking's conversation is reached from My Bookings by proving the booking
 * (its id and email); every later read and write carries the secret of the link.
 */
import { and, eq, sql } from 'drizzle-orm'
import { runBatch } from '../../db/batch'
import { foundOr404, type RequestContext } from '../../db/owned'
import { conversations, rvs, users } from '../../db/schema'
import type { Mailer } from '../../lib/email/mailer'
import { AppError } from '../../lib/errors'
import { renterBookingParties } from '../bookings'
import { publiclyListed } from '../rvs'
import { storeImage, uploadedFor } from '../uploads'
import { ownerConversationPath, writeMessage } from './batching'
import { conversationView, renterConversation } from './conversation'
import type { EnquiryConfirmationEmail, NewMessagesEmail } from './emails'
import { keepRenterKeySql, newRenterKey, renterConversationPath } from './renter-key'
import { maskContactDetails } from './rules/mask-contacts'
import type { EnquiryData, MessageData } from './schemas'
import { ensureBookingConversationSql } from './service'

type MailerContext = RequestContext & { mailer: Mailer }

/**
 * POST /api/messages/enquiries: a renter asks about a listed RV before booking. The conversation,
 * the (masked) message, the owner's email and the renter's, with their link, are one batch.
 */
export async function sendEnquiry({ ctx, input }: { ctx: MailerContext; input: EnquiryData }) {
  const { db, mailer, now } = ctx
  const rv = await foundOr404(
    db
      .select({
        id: rvs.id,
        name: rvs.name,
        ownerId: rvs.ownerId,
        ownerEmail: users.email,
        ownerFirstName: users.firstName,
      })
      .from(rvs)
      .innerJoin(users, eq(users.id, rvs.ownerId))
      .where(and(eq(rvs.id, input.rvId), publiclyListed(now)))
      .get(),
    'That RV',
  )
  const conversationId = crypto.randomUUID()
  const messageId = crypto.randomUUID()
  const key = newRenterKey()
  // No booking yet, so nothing in an enquiry is ever shown unmasked.
  const { text, masked } = maskContactDetails(input.body)
  const toOwner = mailer.record(
    {
      ownerId: rv.ownerId,
      type: 'messages_to_owner',
      to: rv.ownerEmail,
      customerName: rv.ownerFirstName || 'there',
      data: {
        fromName: input.name,
        rvName: rv.name,
        messages: [{ body: text, photos: 0 }],
        linkPath: ownerConversationPath(conversationId),
      } satisfies NewMessagesEmail,
    },
    now,
  )
  const toRenter = mailer.record(
    {
      ownerId: rv.ownerId,
      type: 'enquiry_confirmation',
      to: input.email,
      customerName: input.name,
      data: {
        rvName: rv.name,
        body: text,
        masked,
        linkPath: renterConversationPath(conversationId, key),
      } satisfies EnquiryConfirmationEmail,
    },
    now,
  )
  await runBatch(db, [
    sql`insert into conversations (id, owner_id, kind, rv_id, booking_id, renter_name, renter_email, needs_response, opened_at, owner_emailed_at, created_at)
        values (${conversationId}, ${rv.ownerId}, 'enquiry', ${rv.id}, null, ${input.name}, ${input.email}, 1, ${now}, ${now}, ${now})`,
    keepRenterKeySql(key, sql`id = ${conversationId}`, now),
    sql`insert into messages (id, owner_id, conversation_id, sender, body, masked, photo_urls, notified_at, created_at)
        values (${messageId}, ${rv.ownerId}, ${conversationId}, 'renter', ${text}, ${masked ? 1 : 0}, '[]', ${now}, ${now})`,
    toOwner.statement,
    toRenter.statement,
  ])
  await mailer.enqueue([toOwner.id, toRenter.id])
  // The link goes by email only: whoever typed the address must own it to read the answer.
  return { sent: true as const, masked }
}

/**
 * POST /api/messages/renter-link: 'Messages' on a booking found in My Bookings. The conversation is
 * made if it is the first time; the answer is a new link (see renter-key.ts).
 */
export async function renterLink({ ctx, input }: { ctx: RequestContext; input: { bookingId: string; email: string } }) {
  const { db, now } = ctx
  const parties = await renterBookingParties({ ctx, input })
  const key = newRenterKey()
  await runBatch(db, [
    ensureBookingConversationSql(
      {
        id: parties.bookingId,
        ownerId: parties.ownerId,
        rvId: parties.rvId,
        renterName: parties.customerName,
        renterEmail: input.email,
      },
      now,
    ),
    keepRenterKeySql(key, sql`booking_id = ${parties.bookingId}`, now),
  ])
  const conversation = await db.query.conversations.findFirst({ where: eq(conversations.bookingId, parties.bookingId) })
  return { url: renterConversationPath(conversation!.id, key) }
}

/** GET /api/messages/renter/:id?key= */
export async function getRenterConversation({
  ctx,
  input: { id, key },
}: {
  ctx: RequestContext
  input: { id: string; key: string }
}) {
  const conversation = await renterConversation(ctx.db, id, key)
  return conversationView({ ctx, input: { conversation, viewer: 'renter' } })
}

/** POST /api/messages/renter/:id/messages: photos must be ones uploaded for this conversation. */
export async function sendRenterMessage({
  ctx,
  input: { id, key, body, photoUrls },
}: {
  ctx: MailerContext
  input: MessageData & { id: string; key: string }
}) {
  const conversation = await renterConversation(ctx.db, id, key)
  if (!(await uploadedFor({ ctx, input: { bookingId: conversation.id, urls: photoUrls } })))
    throw new AppError(400, 'invalid_input', 'Photos must be images uploaded with this message', {
      photoUrls: ['Photos must be images uploaded with this message'],
    })
  return writeMessage({ ctx, input: { conversation, sender: 'renter', body, photoUrls } })
}

/**
 * POST /api/messages/renter/photos: a photo for a renter's message, stored under the owner's prefix
 * against the conversation's own allowance (as a booking's report photos are against the booking's:
 * never the owner's quota), and deleted a day later unless a message took it.
 */
export async function storeRenterMessagePhoto({
  ctx,
  input: { file, conversationId, key },
}: {
  ctx: RequestContext & { bucket: R2Bucket }
  input: { file: File; conversationId: string; key: string }
}) {
  const conversation = await renterConversation(ctx.db, conversationId, key)
  try {
    const { url } = await storeImage({
      ctx: { ...ctx, ownerId: conversation.ownerId },
      input: { bookingId: conversation.id, file },
    })
    return { url }
  } catch (error) {
    if (error instanceof AppError && error.code === 'report_photos_full')
      throw new AppError(
        413,
        'conversation_photos_full',
        'This conversation has all the photos it can take from you. Send your message with the photos you have, or describe the rest.',
      )
    throw error
  }
}
