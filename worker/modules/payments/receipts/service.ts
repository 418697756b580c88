/**
 * A booking's receipt, one document for the JSON and the PDF, for the renter (proven by the booking
 * ID and their email) and the owner (their own bookings only): the quote it was sold at line by
 * line, every payment and refund with its date, what was paid, refunded and kept, and the
 * cancellation policy it was sold under with its deadlines in the owner's time zone. It comes from
 * the business: its name, logo and contacts (business's brand) head it.
 */
import { and, asc, eq, type SQL } from 'drizzle-orm'
import type { OwnerRequestContext, RequestContext } from '../../../db/owned'
import { bookingPayments, bookings, customers, receivedPayments, refunds, rvs, users } from '../../../db/schema'
import { businessBrand } from '../../business'
import { AppError, notFound } from '../../../lib/errors'
import { dayInTimeZone } from '../../../lib/shared/dates'
import type { Quote } from '../../../lib/shared/quote'
import { offlinePaymentMethodLabels } from '../offline/schemas'
import { policyDeadlines } from './deadlines'
import {
  NO_PAYMENTS_MESSAGE,
  refundReasonLabels,
  refundStatusLabels,
  signedDecimal,
  type RenterReceiptData,
} from './schemas'

const noSuchBooking = () => new AppError(404, 'not_found', 'No booking matches that booking ID and email')
const noPayments = () => new AppError(409, 'no_payments', NO_PAYMENTS_MESSAGE)

/** The booking with everything a receipt names: its RV, its renter and its owner's time zone. */
const bookingWhere = (ctx: RequestContext, where: SQL | undefined) =>
  ctx.db
    .select({
      booking: bookings,
      rvName: rvs.name,
      renterFirstName: customers.firstName,
      renterLastName: customers.lastName,
      ownerTimeZone: users.timeZone,
    })
    .from(bookings)
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .where(where)
    .get()

type ReceiptBooking = NonNullable<Awaited<ReturnType<typeof bookingWhere>>>

/** Money that came in and went back, read in one round trip. */
const moneyOf = (ctx: RequestContext, bookingId: string) =>
  ctx.db.batch([
    ctx.db
      .select()
      .from(receivedPayments)
      .where(eq(receivedPayments.bookingId, bookingId))
      .orderBy(asc(receivedPayments.createdAt)),
    ctx.db
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bookingId, bookingId))
      .orderBy(asc(bookingPayments.paidOn), asc(bookingPayments.createdAt)),
    ctx.db.select().from(refunds).where(eq(refunds.bookingId, bookingId)).orderBy(asc(refunds.createdAt)),
  ])

type Money = Awaited<ReturnType<typeof moneyOf>>

/** A booking sold before quotes were kept reads as one line: its total. */
const quoteOf = ({ quote, totalPriceCents }: ReceiptBooking['booking']): Quote =>
  quote ?? {
    nights: 0,
    lines: [
      { code: 'rv_nights', label: 'Rental', quantity: 1, unitCents: totalPriceCents, amountCents: totalPriceCents },
    ],
    totalCents: totalPriceCents,
  }

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ')

/** Every payment: card payments when they arrived, the owner's recorded ones on the day they were received. */
function paymentsOf([received, recorded]: Money, timeZone: string) {
  const cards = received.map((payment) => ({
    date: dayInTimeZone(payment.createdAt, timeZone),
    method: 'Card',
    amountCents: payment.amountCents ?? 0,
    at: payment.createdAt,
  }))
  const offline = recorded.map((payment) => ({
    date: payment.paidOn,
    method: offlinePaymentMethodLabels[payment.method],
    amountCents: payment.amountCents,
    at: payment.createdAt,
  }))
  return [...cards, ...offline].sort((a, b) => a.date.localeCompare(b.date) || a.at - b.at)
}

/**
 * Every refund. A card payment the provider marked refunded in full before refunds were kept row
 * by row (or outside them) still shows, as the part of it no refund row accounts for.
 */
function refundsOf([received, , given]: Money) {
  const rows = given.map((refund) => ({
    at: refund.createdAt,
    amountCents: refund.amountCents,
    status: refund.status,
    reason: refund.reason,
  }))
  const unaccounted = received.flatMap((payment) => {
    if (payment.status !== 'refunded') return []
    const covered = given
      .filter((refund) => refund.paymentIntentId === payment.paymentIntentId && refund.status === 'succeeded')
      .reduce((sum, refund) => sum + refund.amountCents, 0)
    const left = (payment.amountCents ?? 0) - covered
    return left > 0
      ? [{ at: payment.updatedAt, amountCents: left, status: 'succeeded' as const, reason: 'provider' as const }]
      : []
  })
  return [...rows, ...unaccounted].sort((a, b) => a.at - b.at)
}

const sum = (items: { amountCents: number }[]) => items.reduce((total, item) => total + item.amountCents, 0)

/** The receipt of a booking already found, or the 409 when no money moved yet. */
async function receiptOf(ctx: RequestContext, found: ReceiptBooking) {
  const { booking } = found
  const [money, business] = await Promise.all([
    moneyOf(ctx, booking.id),
    businessBrand({ ctx, input: { ownerId: booking.ownerId } }),
  ])
  const policy = booking.cancellationPolicy
  const timeZone = found.ownerTimeZone ?? policy?.timeZone ?? 'UTC'
  const payments = paymentsOf(money, timeZone)
  const refundList = refundsOf(money)
  if (payments.length === 0 && refundList.length === 0) throw noPayments()
  const quote = quoteOf(booking)
  const paidCents = sum(payments)
  const refundedCents = sum(refundList.filter((refund) => refund.status === 'succeeded'))
  const pendingCents = sum(refundList.filter((refund) => refund.status === 'pending'))
  return {
    bookingId: booking.id,
    issuedOn: dayInTimeZone(ctx.now, timeZone),
    business,
    renter: fullName(found.renterFirstName, found.renterLastName),
    rvName: found.rvName,
    startDate: booking.startDate,
    endDate: booking.endDate,
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    lines: quote.lines.map(({ code, label, quantity, unitCents, amountCents }) => ({
      code,
      label,
      quantity,
      unitPrice: signedDecimal(unitCents),
      amount: signedDecimal(amountCents),
    })),
    /** The tax lines' sum (taxes are lines with code 'tax'). */
    tax: signedDecimal(sum(quote.lines.filter((line) => line.code === 'tax'))),
    total: signedDecimal(quote.totalCents),
    payments: payments.map(({ date, method, amountCents }) => ({ date, method, amount: signedDecimal(amountCents) })),
    refunds: refundList.map(({ at, amountCents, status, reason }) => ({
      date: dayInTimeZone(at, timeZone),
      amount: signedDecimal(amountCents),
      status,
      statusLabel: refundStatusLabels[status],
      reason,
      reasonLabel: refundReasonLabels[reason],
    })),
    paid: signedDecimal(paidCents),
    refunded: signedDecimal(refundedCents),
    /** Refunds asked of the provider and not yet confirmed: not counted in `refunded` or `net`. */
    refundPending: signedDecimal(pendingCents),
    net: signedDecimal(paidCents - refundedCents),
    policy: policy
      ? { name: policy.name, text: policy.text, timeZone: policy.timeZone, ...policyDeadlines(policy) }
      : null,
  }
}

export type Receipt = Awaited<ReturnType<typeof receiptOf>>

/** The owner's receipt of their own booking; another owner's id is the same 404 as none. */
export async function ownerReceipt({ ctx, input: { id } }: { ctx: OwnerRequestContext; input: { id: string } }) {
  const found = await bookingWhere(ctx, and(eq(bookings.ownerId, ctx.ownerId), eq(bookings.id, id)))
  if (!found) throw notFound('That booking')
  return receiptOf(ctx, found)
}

/**
 * The renter's receipt: the booking ID and the email they booked with find it, whatever its status
 * (a cancelled booking's refund is what they come for); a wrong pair is the lookup's own 404.
 */
export async function renterReceipt({ ctx, input }: { ctx: RequestContext; input: RenterReceiptData }) {
  const { bookingId, email } = input
  const found = await bookingWhere(ctx, and(eq(bookings.id, bookingId), eq(customers.email, email)))
  if (!found) throw noSuchBooking()
  return receiptOf(ctx, found)
}
