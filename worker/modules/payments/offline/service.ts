/**
 * Payments an owner records for their own bookings (cash, cheque, bank transfer): a booking's
 * payments, and recording one. The amount is checked against what is still owed inside the insert
 * itself, so two payments recorded at once never add up to more than the booking's total; the
 * payment that covers the total makes the booking paid in the same batch.
 */
import { asc, and, eq, sql, type SQL } from 'drizzle-orm'
import { bookingPayments, bookings } from '../../../db/schema'
import { runBatchThenRead } from '../../../db/batch'
import { AppError } from '../../../lib/errors'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext } from '../../../db/owned'
import type { CurrentUser } from '../../../lib/shared/current-user'
import { dayInTimeZone } from '../../../lib/shared/dates'
import { formatDollars, fromCents } from '../../../lib/shared/money'
import { occupiesNights, paymentReceivedStatements } from '../../bookings'
import { effectiveStatus, hasPayments } from '../../bookings/rules/transitions'
import type { OfflinePaymentData } from './schemas'

/**
 * SQL true when the owner has recorded a payment for the booking: a card may no longer pay its
 * whole total, and a card payment that arrives anyway goes back to the renter.
 */
export const paidToOwner = (bookingId: SQL | string) =>
  sql`exists (select 1 from booking_payments p where p.booking_id = ${bookingId})`

/** The owner, and their time zone (the signed-in user's): it decides which payment dates are still in the future. */
interface PaymentContext extends OwnerRequestContext {
  user: Pick<CurrentUser, 'timeZone'>
}

const readBooking = (ctx: OwnerContext, bookingId: string) =>
  ctx.db
    .select({
      totalCents: bookings.totalPriceCents,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      heldUntil: bookings.heldUntil,
    })
    .from(bookings)
    .where(ownedRow(bookings, ctx.ownerId, bookingId))

const readPayments = (ctx: OwnerContext, bookingId: string) =>
  ctx.db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.ownerId, ctx.ownerId), eq(bookingPayments.bookingId, bookingId)))
    .orderBy(asc(bookingPayments.paidOn), asc(bookingPayments.createdAt))

type BookingFacts = Awaited<ReturnType<typeof readBooking>>[number]
type PaymentRow = typeof bookingPayments.$inferSelect

/** Settled by the card provider or by recorded payments (and maybe given back since): nothing more is owed. */
const settled = ({ paymentStatus }: BookingFacts) => hasPayments(paymentStatus)

/** SQL: the sum recorded so far for `bookingId`. */
const recordedCents = (bookingId: string) =>
  sql`coalesce((select sum(amount_cents) from booking_payments where booking_id = ${bookingId}), 0)`

/** The booking's payments with its total, what they add up to and what is still owed (decimal strings). */
function paymentSummary(booking: BookingFacts, rows: PaymentRow[]) {
  const paidCents = rows.reduce((sum, row) => sum + row.amountCents, 0)
  return {
    items: rows.map(({ id, method, amountCents, paidOn, note, createdAt }) => ({
      id,
      method,
      amount: fromCents(amountCents),
      paidOn,
      note,
      createdAt: new Date(createdAt).toISOString(),
    })),
    paymentStatus: booking.paymentStatus,
    total: fromCents(booking.totalCents),
    paid: fromCents(paidCents),
    owed: fromCents(settled(booking) ? 0 : Math.max(0, booking.totalCents - paidCents)),
  }
}

const ownedBooking = (ctx: OwnerContext, bookingId: string) =>
  foundOr404(readBooking(ctx, bookingId).get(), 'That booking')

/** GET /api/payments/bookings/:id */
export async function bookingPaymentSummary({
  ctx,
  input: { bookingId },
}: {
  ctx: OwnerContext
  input: { bookingId: string }
}) {
  const [booking, rows] = await Promise.all([ownedBooking(ctx, bookingId), readPayments(ctx, bookingId)])
  return paymentSummary(booking, rows)
}

const refusedField = (field: keyof OfflinePaymentData, message: string) =>
  new AppError(400, 'invalid_input', message, { [field]: [message] })

/** POST /api/payments/bookings/:id: the owner received money for a booking that still keeps its dates. */
export async function recordOfflinePayment({
  ctx,
  input: { bookingId, ...payment },
}: {
  ctx: PaymentContext
  input: OfflinePaymentData & { bookingId: string }
}) {
  const { now } = ctx
  const booking = await ownedBooking(ctx, bookingId)
  const status = effectiveStatus(booking, now)
  if (status === 'cancelled' || status === 'expired')
    throw new AppError(409, 'booking_closed', `This booking is ${status}: it takes no payment`)
  if (settled(booking)) throw new AppError(409, 'already_paid', 'This booking is already paid')
  if (payment.paidOn > dayInTimeZone(now, ctx.user.timeZone))
    throw refusedField('paidOn', 'Payment date cannot be in the future')
  const [paid] = await ctx.db.all<{ cents: number }>(sql`select ${recordedCents(bookingId)} as cents`)
  const owedCents = booking.totalCents - (paid?.cents ?? 0)
  if (payment.amount > owedCents)
    throw refusedField('amount', `At most ${formatDollars(Math.max(0, owedCents))} is owed on this booking`)

  const id = crypto.randomUUID()
  const open = sql`id = ${bookingId} and owner_id = ${ctx.ownerId} and payment_status in ('pending', 'failed')`
  const {
    written: [inserted],
    read: [[after], rows],
  } = await runBatchThenRead(
    ctx.db,
    [
      sql`insert into booking_payments (id, owner_id, booking_id, method, amount_cents, paid_on, note, created_at)
          select ${id}, ${ctx.ownerId}, ${bookingId}, ${payment.method}, ${payment.amount}, ${payment.paidOn}, ${payment.note}, ${now}
          where exists (select 1 from bookings where ${open} and ${occupiesNights(now)}
                        and ${payment.amount} <= total_price_cents - ${recordedCents(bookingId)})`,
      sql`update bookings set payment_status = 'succeeded', updated_at = ${now}
          where ${open} and total_price_cents <= ${recordedCents(bookingId)}
            and exists (select 1 from booking_payments where id = ${id})`,
      ...paymentReceivedStatements({ bookingId, now }),
    ],
    [readBooking(ctx, bookingId), readPayments(ctx, bookingId)],
  )
  if (inserted?.meta.changes !== 1 || !after)
    throw new AppError(409, 'payment_changed', 'This booking was just paid or changed. Reload and try again.')
  return paymentSummary(after, rows)
}
