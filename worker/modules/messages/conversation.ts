/**
 * Reading a conversation as one side sees it: the RV, the booking (with each other's contact
 * details once it is paid) and the messages. Owners reach theirs by the session's owner id, renters
 * by the secret of their link; anything else is the same 404.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, conversationKeys, conversations, customers, messages, rvs, users } from '../../db/schema'
import { AppError, notFound } from '../../lib/errors'
import type { ConversationSide, PaymentStatus } from '../../lib/shared/enums'
import { businessBrand } from '../business'
import { hashRenterKey } from './renter-key'

export type ConversationRow = typeof conversations.$inferSelect

/** Payment states after which the two sides may see each other's contact details. */
export const PAID_STATES: readonly PaymentStatus[] = ['succeeded', 'partially_refunded', 'refunded']

/** SQL: whether the conversation's booking is paid (an enquiry never is). */
export const bookingPaidSql = (bookingId: string | null) =>
  bookingId
    ? sql`exists (select 1 from bookings where id = ${bookingId} and payment_status in ('succeeded', 'partially_refunded', 'refunded'))`
    : sql`0`

/** How many of the newest messages a conversation shows (older ones stay stored). */
export const SHOWN_MESSAGES = 200

export const conversationNotFound = () => notFound('That conversation')

/**
 * The renter's link did not open a conversation: a wrong key, or no such conversation,
 * all the same answer.
 */
export const renterLinkNotValid = () =>
  new AppError(
    404,
    'not_found',
    'This conversation link is not valid any more. Each email about the conversation brings a new link: open the newest one, or find your booking in My Bookings.',
  )

export async function ownedConversation(db: Db, ownerId: string, id: string) {
  const row = await db.query.conversations.findFirst({
    where: and(eq(conversations.ownerId, ownerId), eq(conversations.id, id)),
  })
  if (!row) throw conversationNotFound()
  return row
}

export async function renterConversation(db: Db, id: string, key: string) {
  // Looked up by the secret's hash (the primary key), as sessions are: a guess finds no row.
  const found = await db
    .select({ conversation: conversations })
    .from(conversationKeys)
    .innerJoin(conversations, eq(conversations.id, conversationKeys.conversationId))
    .where(and(eq(conversationKeys.keyHash, hashRenterKey(key)), eq(conversationKeys.conversationId, id)))
    .get()
  if (!found) throw renterLinkNotValid()
  return found.conversation
}

export interface Contacts {
  email: string | null
  phone: string | null
}

export async function conversationView({
  ctx: { db },
  input: { conversation, viewer },
}: {
  ctx: { db: Db }
  input: { conversation: ConversationRow; viewer: ConversationSide }
}) {
  const [[rv], [booking], rows, brand] = await Promise.all([
    conversation.rvId
      ? db.select({ name: rvs.name, slug: rvs.slug }).from(rvs).where(eq(rvs.id, conversation.rvId))
      : Promise.resolve([]),
    conversation.bookingId
      ? db
          .select({
            id: bookings.id,
            startDate: bookings.startDate,
            endDate: bookings.endDate,
            status: bookings.status,
            paymentStatus: bookings.paymentStatus,
            customerEmail: customers.email,
            customerPhone: customers.phone,
            ownerEmail: users.email,
          })
          .from(bookings)
          .innerJoin(customers, eq(customers.id, bookings.customerId))
          .innerJoin(users, eq(users.id, bookings.ownerId))
          .where(eq(bookings.id, conversation.bookingId))
      : Promise.resolve([]),
    db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, conversation.id))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(SHOWN_MESSAGES),
    businessBrand({ ctx: { db }, input: { ownerId: conversation.ownerId } }),
  ])
  const paid = booking !== undefined && PAID_STATES.includes(booking.paymentStatus)
  // After payment each side sees the other's: the renter the business's phone and email, the owner the renter's.
  const contacts: Contacts | null = !paid
    ? null
    : viewer === 'renter'
      ? { email: brand.supportEmail ?? booking.ownerEmail, phone: brand.phone }
      : { email: booking.customerEmail, phone: booking.customerPhone }
  return {
    id: conversation.id,
    kind: conversation.kind,
    renterName: conversation.renterName,
    businessName: brand.name,
    rv: rv ? { id: conversation.rvId!, name: rv.name, slug: rv.slug } : null,
    booking: booking
      ? {
          id: booking.id,
          startDate: booking.startDate,
          endDate: booking.endDate,
          status: booking.status,
          paymentStatus: booking.paymentStatus,
        }
      : null,
    /** Until the booking is paid, contact details in messages are hidden. */
    contactsShared: paid,
    contacts,
    messages: rows.reverse().map((message) => ({
      id: message.id,
      sender: message.sender,
      body: message.body,
      masked: message.masked,
      photoUrls: message.photoUrls,
      createdAt: new Date(message.createdAt).toISOString(),
    })),
  }
}

/** Oldest first, for a batch email. */
export const waitingMessagesQuery = (db: Db, conversationId: string, sender: ConversationSide) =>
  db
    .select({ id: messages.id, body: messages.body, photoUrls: messages.photoUrls })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, conversationId),
        eq(messages.sender, sender),
        sql`${messages.notifiedAt} is null`,
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(50)
