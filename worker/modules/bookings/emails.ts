/**
 * The booking emails: their templates (registered with notifications in worker/email-templates.ts)
 * and the drafts bookings, payments and reminders write. Details are read from D1 or built from a
 * booking being written.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { bookings, customers, rvs } from '../../db/schema'
import type { BookingStatus, CustomerSource } from '../../lib/shared/enums'
import { formatDollars } from '../../lib/shared/money'
import type { NotificationDraft } from '../../lib/email/mailer'
import { emailTemplate, fromProduct, layout, type EmailParts, type EmailTemplate } from '../../lib/email/layout'
import { bookingStatusLabel } from './rules/transitions'

export interface BookingDetails {
  bookingId: string
  rvName: string
  startDate: string
  endDate: string
  /** e.g. '$1,234.00' */
  total: string
  /** Label of the status the booking is now in, e.g. 'Confirmed'. */
  statusLabel: string
  /** Where the RV is delivered, e.g. 'LAX RV depot, 5901 W Century Blvd, Los Angeles, CA'; absent for pickup. */
  delivery?: string
  /** A cancellation of a card payment: what goes back to the card, e.g. '$406.25' ('$0.00': nothing by the policy). */
  refund?: string
  /** Set on the owner's copy of a renter's cancellation: the renter's name. */
  cancelledBy?: string
  /** A payment confirmation of a request to book: the owner accepted and the authorised card was charged. */
  request?: boolean
}

export type BookingEmailType =
  'booking_confirmation' | 'payment_confirmation' | 'booking_reminder' | 'booking_status_update'

const tripLine = (booking: BookingDetails) =>
  `${booking.rvName}, ${booking.startDate} to ${booking.endDate} (total ${booking.total}).`
const bookingLink = (booking: BookingDetails) => ({
  label: 'View your booking',
  path: `/bookings?bookingId=${encodeURIComponent(booking.bookingId)}`,
})
const sample: BookingDetails = {
  bookingId: 'test-booking',
  rvName: 'Sample RV',
  startDate: '2030-07-01',
  endDate: '2030-07-05',
  total: '$800.00',
  statusLabel: 'Confirmed',
}

const NOTHING = '$0.00'

const refundSentence = (refund: string) =>
  refund === NOTHING
    ? 'Under the cancellation policy you agreed to, no refund is due.'
    : `We are refunding ${refund} to the card you paid with; it can take 5 to 10 days to show on your statement.`

/** The owner's copy of a renter's cancellation (the same type: it is this booking's status update). */
const renterCancelledNotice = (parts: EmailParts, booking: BookingDetails, renter: string) =>
  layout(fromProduct(parts), `${renter} cancelled their booking of ${booking.rvName}`, {
    heading: 'A renter cancelled their booking',
    lines: [
      `${renter} cancelled booking ${booking.bookingId}: ${tripLine(booking)}`,
      booking.refund && booking.refund !== NOTHING
        ? `Refund to the renter by your cancellation policy: ${booking.refund}.`
        : 'Nothing is refunded to the renter.',
      'The dates are free again.',
    ],
    link: { label: 'Open your bookings', path: '/admin/bookings' },
  })

export const bookingEmailTemplates: Record<BookingEmailType, EmailTemplate> = {
  booking_confirmation: emailTemplate<BookingDetails>((parts, booking = sample) =>
    layout(parts, `Your booking: ${booking.rvName}`, {
      heading: 'We have your booking',
      lines: [
        `Thank you for booking with ${parts.businessName}.`,
        tripLine(booking),
        ...(booking.delivery ? [`Delivery: ${booking.delivery}.`] : []),
        `Status: ${booking.statusLabel}.`,
      ],
      link: bookingLink(booking),
    }),
  ),
  payment_confirmation: emailTemplate<BookingDetails>((parts, booking = sample) =>
    booking.request
      ? layout(parts, `Request accepted: ${booking.rvName}`, {
          heading: 'Your request was accepted',
          lines: [
            `The owner accepted your request. We charged ${booking.total} to the card you authorised. Your booking is confirmed.`,
            tripLine(booking),
          ],
          link: bookingLink(booking),
        })
      : layout(parts, `Payment received: ${booking.rvName}`, {
          heading: 'Payment received',
          lines: [`We received your payment of ${booking.total}. Your booking is confirmed.`, tripLine(booking)],
          link: bookingLink(booking),
        }),
  ),
  // Sent up to 2 days ahead (a missed run still reminds), so it names the day rather than counting.
  booking_reminder: emailTemplate<BookingDetails>((parts, booking = sample) =>
    layout(parts, `Your trip starts soon: ${booking.rvName}`, {
      heading: `Your trip starts on ${booking.startDate}`,
      lines: [tripLine(booking), 'Bring your driving licence and the card you paid with to pickup.'],
      link: bookingLink(booking),
    }),
  ),
  booking_status_update: emailTemplate<BookingDetails>((parts, booking = sample) => {
    if (booking.cancelledBy) return renterCancelledNotice(parts, booking, booking.cancelledBy)
    const status = booking.statusLabel.toLowerCase()
    return layout(parts, `Your booking is ${status}`, {
      heading: `Your booking is ${status}`,
      lines: [tripLine(booking), ...(booking.refund === undefined ? [] : [refundSentence(booking.refund)])],
      link: bookingLink(booking),
    })
  }),
}

interface BookingFacts {
  id: string
  ownerId: string
  customerId?: string
  startDate: string
  endDate: string
  totalCents: number
  status: BookingStatus
  delivery?: string | null
}

/** What a cancellation's email adds: the refund, and on the owner's copy who cancelled; a request's payment says so. */
export type CancellationDetails = Pick<BookingDetails, 'refund' | 'cancelledBy' | 'request'>

export const bookingEmail = (
  type: BookingEmailType,
  booking: BookingFacts,
  customer: { email: string; firstName: string | null },
  rvName: string,
  details: CancellationDetails = {},
): NotificationDraft => ({
  ownerId: booking.ownerId,
  type,
  to: customer.email,
  customerName: customer.firstName || 'there',
  customerId: booking.customerId ?? null,
  bookingId: booking.id,
  data: {
    bookingId: booking.id,
    rvName,
    startDate: booking.startDate,
    endDate: booking.endDate,
    total: formatDollars(booking.totalCents),
    statusLabel: bookingStatusLabel(booking.status),
    ...(booking.delivery ? { delivery: booking.delivery } : {}),
    ...details,
  } satisfies BookingDetails,
})

/**
 * The name an email to a customer may greet them by: only one the owner entered. A customer made
 * by a renter's hold (or a lead) carries what the requester typed, and nobody has proven the
 * address is theirs, so a stranger's words would reach someone else's inbox: they get 'Hi there'.
 */
export const provenFirstName = (customer: { firstName: string | null; source: CustomerSource }) =>
  customer.source === 'owner' ? customer.firstName : null

/**
 * The email of `type` about a stored booking, describing it as it will be once `status` applies
 * (with a cancellation's `details`, which payments adds).
 */
export async function storedBookingEmail({
  ctx: { db },
  input: { type, bookingId, status, details },
}: {
  ctx: { db: Db }
  input: { type: BookingEmailType; bookingId: string; status?: BookingStatus; details?: CancellationDetails }
}): Promise<NotificationDraft | null> {
  const [row] = await db
    .select({
      booking: bookings,
      email: customers.email,
      firstName: customers.firstName,
      source: customers.source,
      rvName: rvs.name,
    })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .where(eq(bookings.id, bookingId))
  if (!row) return null
  const { booking } = row
  const request = type === 'payment_confirmation' && booking.requestStatus !== null ? { request: true } : {}
  return bookingEmail(
    type,
    { ...booking, totalCents: booking.totalPriceCents, status: status ?? booking.status },
    { email: row.email, firstName: provenFirstName(row) },
    row.rvName,
    { ...details, ...request },
  )
}
