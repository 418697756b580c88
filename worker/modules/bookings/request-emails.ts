/**
 * A request to book's emails, both sides: the owner's 'New request to book' and the renter's 'Request
 * sent' when the card is authorised, then each side's copy of the answer (declined) or the expiry. The
 * renter learns of an acceptance from the payment confirmation (emails.ts words it for a request),
 * the owner from their copy here. Drafts are built from the stored booking, for the caller's batch.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs, users } from '../../db/schema'
import type { NotificationDraft } from '../../lib/email/mailer'
import { emailTemplate, fromProduct, layout, type EmailTemplate } from '../../lib/email/layout'
import { formatDollars } from '../../lib/shared/money'
import { formatInZone } from '../../lib/shared/zoned-time'
import { provenFirstName } from './emails'

/** How long an owner has to answer a request once the renter's card is authorised. */
export const REQUEST_HOURS = 24

export type RequestEvent = 'received' | 'accepted' | 'declined' | 'expired'
export type RequestSide = 'owner' | 'renter'

export interface RequestDetails {
  side: RequestSide
  event: RequestEvent
  bookingId: string
  rvName: string
  startDate: string
  endDate: string
  /** e.g. '$1,234.00' */
  total: string
  /** The renter's name as they typed it (the owner's copies only name them). */
  renterName: string
  /** When the request lapses, e.g. '28 Nov, 09:52 (America/Denver)'. */
  answerBy: string
}

const sample: RequestDetails = {
  side: 'owner',
  event: 'received',
  bookingId: 'test-booking',
  rvName: 'Sample RV',
  startDate: '2030-07-01',
  endDate: '2030-07-05',
  total: '$800.00',
  renterName: 'Jane Doe',
  answerBy: '1 Jul, 09:00 (UTC)',
}

const trip = (request: RequestDetails) =>
  `${request.rvName}, ${request.startDate} to ${request.endDate} (total ${request.total})`
const renterLink = (request: RequestDetails) => ({
  label: 'View your booking',
  path: `/bookings?bookingId=${encodeURIComponent(request.bookingId)}`,
})
const DASHBOARD = { label: 'Answer the request', path: '/admin/dashboard' }
const BOOKINGS = { label: 'Open your bookings', path: '/admin/bookings' }
const NOT_CHARGED =
  'Your card was not charged: the authorisation is released (your bank may take a few days to remove it).'

export const requestEmailTemplates: Record<'booking_request' | 'booking_request_update', EmailTemplate> = {
  booking_request: emailTemplate<RequestDetails>((parts, request = sample) =>
    request.side === 'owner'
      ? layout(fromProduct(parts), `New request to book: ${request.rvName}`, {
          heading: 'New request to book',
          lines: [
            `${request.renterName} asks to book ${trip(request)}.`,
            `You have ${REQUEST_HOURS} hours to accept or decline, until ${request.answerBy}. After that the request expires and the dates are free again.`,
            "The renter's card is authorised for the total and is charged only when you accept.",
          ],
          link: DASHBOARD,
        })
      : layout(parts, `Request sent: ${request.rvName}`, {
          heading: 'Request sent',
          lines: [
            `We sent your request to book ${trip(request)} to the owner.`,
            `The owner has ${REQUEST_HOURS} hours to accept, until ${request.answerBy}.`,
            `Your card is authorised for ${request.total}, not charged. It is charged only if the owner accepts; otherwise the authorisation is released.`,
          ],
          link: renterLink(request),
        }),
  ),
  booking_request_update: emailTemplate<RequestDetails>((parts, request = sample) => {
    if (request.side === 'renter')
      return request.event === 'expired'
        ? layout(parts, `Your request expired: ${request.rvName}`, {
            heading: 'Your request expired',
            lines: [
              `The owner did not answer your request to book ${trip(request)} within ${REQUEST_HOURS} hours.`,
              NOT_CHARGED,
            ],
            link: renterLink(request),
          })
        : layout(parts, `Your request was declined: ${request.rvName}`, {
            heading: 'Your request was declined',
            lines: [`The owner declined your request to book ${trip(request)}.`, NOT_CHARGED],
            link: renterLink(request),
          })
    const owner = fromProduct(parts)
    if (request.event === 'accepted')
      return layout(owner, `You accepted ${request.renterName}'s request`, {
        heading: 'Request accepted',
        lines: [
          `You accepted ${request.renterName}'s request to book ${trip(request)}.`,
          `The renter's card was charged ${request.total}; the booking is confirmed.`,
        ],
        link: BOOKINGS,
      })
    if (request.event === 'declined')
      return layout(owner, `You declined ${request.renterName}'s request`, {
        heading: 'Request declined',
        lines: [
          `You declined ${request.renterName}'s request to book ${trip(request)}.`,
          "The renter's card was not charged, and the dates are free again.",
        ],
        link: BOOKINGS,
      })
    return layout(owner, `A request to book expired: ${request.rvName}`, {
      heading: 'A request to book expired',
      lines: [
        `${request.renterName}'s request to book ${trip(request)} was not answered within ${REQUEST_HOURS} hours.`,
        "The renter's card was not charged, and the dates are free again.",
      ],
      link: BOOKINGS,
    })
  }),
}

/**
 * The owner's and the renter's email about `event` on a stored request (the renter has none for
 * 'accepted': the payment confirmation tells them). Empty when the booking is gone.
 */
export async function storedRequestEmails({
  ctx: { db },
  input: { bookingId, event, expiresAt },
}: {
  ctx: { db: Db }
  /** `expiresAt`: when the request lapses (ms), for a request being made now; else the stored one. */
  input: { bookingId: string; event: RequestEvent; expiresAt?: number }
}): Promise<NotificationDraft[]> {
  const [row] = await db
    .select({
      booking: bookings,
      renterEmail: customers.email,
      renterFirstName: customers.firstName,
      renterLastName: customers.lastName,
      source: customers.source,
      rvName: rvs.name,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerTimeZone: users.timeZone,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(eq(bookings.id, bookingId))
  if (!row) return []
  const { booking } = row
  const lapses = expiresAt ?? booking.requestExpiresAt ?? 0
  const zone = row.ownerTimeZone ?? 'UTC'
  const details = (side: RequestSide): RequestDetails => ({
    side,
    event,
    bookingId,
    rvName: row.rvName,
    startDate: booking.startDate,
    endDate: booking.endDate,
    total: formatDollars(booking.totalPriceCents),
    // Only the owner's copy names the renter: nobody proved the renter's typed name is theirs.
    renterName: side === 'owner' ? [row.renterFirstName, row.renterLastName].filter(Boolean).join(' ') : '',
    answerBy: side === 'owner' ? `${formatInZone(lapses, zone)} (${zone})` : `${formatInZone(lapses, 'UTC')} (UTC)`,
  })
  const type = event === 'received' ? 'booking_request' : 'booking_request_update'
  const toOwner: NotificationDraft = {
    ownerId: booking.ownerId,
    type,
    to: row.ownerEmail,
    customerName: row.ownerFirstName || 'there',
    customerId: null,
    bookingId,
    data: details('owner'),
  }
  const toRenter: NotificationDraft = {
    ownerId: booking.ownerId,
    type,
    to: row.renterEmail,
    customerName: provenFirstName({ firstName: row.renterFirstName, source: row.source }) || 'there',
    customerId: booking.customerId,
    bookingId,
    data: details('renter'),
  }
  return event === 'accepted' ? [toOwner] : [toOwner, toRenter]
}
