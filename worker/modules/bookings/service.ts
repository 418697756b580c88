/** Bookings: reading one, creation that can never double-book an RV, and an owner's status moves. */
import { and, eq, gt, lt, sql, type SQL } from 'drizzle-orm'
import { bookings, customers, leads, parkingSpots, rvBlocks, venues } from '../../db/schema'
import { runBatchThenRead } from '../../db/batch'
import { AppError } from '../../lib/errors'
import { foundOr404, ownedRow, type OwnerContext, type OwnerRequestContext, type RequestContext } from '../../db/owned'
import { addDays, dayInTimeZone, utcDay } from '../../lib/shared/dates'
import { fromCents } from '../../lib/shared/money'
import { bookingsKeepingSite, closuresOver, nightsTaken, lapsedHold } from './availability'
import {
  bookingWritten,
  insertBookingStatements,
  transitionStatements,
  transitionWritten,
  type NewBooking,
} from './lifecycle'
import { earliestPickupDay } from './rules/pickup-day'
import { notYours, quote } from './quote'
import type { ArrivalWindow, BookingStatus, RvBlockSource } from '../../lib/shared/enums'
import {
  bookingStatusLabel,
  canMove,
  effectiveStatus,
  isPaid,
  ownerMoveRefusal,
  PAID_STATUSES,
} from './rules/transitions'
import type { BookingData } from './schemas'
import { bookingEmail, storedBookingEmail } from './emails'
import { ownerBookingCreatedStatements, statusMoved } from './extensions'
import type { Mailer } from '../../lib/email/mailer'
import type { CurrentUser } from '../../lib/shared/current-user'
import type { Bindings } from '../../env'

type BookingRow = typeof bookings.$inferSelect

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/**
 * The API's booking, with its status as it stands at `now` (a lapsed hold reads as expired) and
 * `quote` the lines it was sold at (null for bookings made before quotes were kept).
 */
export const toBooking = (
  {
    ownerId: _owner,
    holdClient: _client,
    totalPriceCents,
    heldUntil,
    requestExpiresAt,
    requestAnsweredAt,
    createdAt,
    updatedAt,
    ...row
  }: BookingRow,
  now: number,
) => ({
  ...row,
  status: effectiveStatus({ ...row, heldUntil }, now),
  totalPrice: fromCents(totalPriceCents),
  heldUntil: iso(heldUntil),
  requestExpiresAt: iso(requestExpiresAt),
  requestAnsweredAt: iso(requestAnsweredAt),
  createdAt: iso(createdAt)!,
  updatedAt: iso(updatedAt)!,
})

export const alreadyBooked = () => new AppError(409, 'rv_unavailable', 'This RV is already booked for those dates')

interface Nights {
  startDate: string
  endDate: string
}

const blockedMessages: Record<RvBlockSource, string> = {
  maintenance: 'This RV is out of service for maintenance on those dates',
  calendar: 'This RV is blocked on those dates by another calendar',
}

const venueFull = () =>
  new AppError(409, 'venue_full', 'That venue is full on those dates', {
    venueId: ['That venue is full on those dates; choose another venue or other dates'],
  })

/**
 * The refusal for a booking a conditional write did not take, read after it failed: a block on
 * the RV's nights says why (maintenance before an imported calendar); otherwise, with the RV free
 * and a venue named, the venue is full; otherwise a booking holds the RV.
 */
export async function nightsTakenRefusal({
  ctx: { db, now },
  input: { rvId, range },
}: {
  ctx: RequestContext
  input: { rvId: string; range: Nights & { venueId?: string | null } }
}) {
  if (range.venueId) {
    const rvFree = await db.get(sql`select 1 as free where not ${nightsTaken(rvId, range, now)}`)
    if (rvFree) return venueFull()
  }
  const [block] = await db
    .select({ source: rvBlocks.source })
    .from(rvBlocks)
    .where(and(eq(rvBlocks.rvId, rvId), gt(rvBlocks.endDate, range.startDate), lt(rvBlocks.startDate, range.endDate)))
    .orderBy(sql`${rvBlocks.source} = 'maintenance' desc`)
    .limit(1)
  return block ? new AppError(409, 'rv_unavailable', blockedMessages[block.source]) : alreadyBooked()
}

/**
 * Why a partner's site does not take a stay at `now`, read before a hold (to say so early) and after
 * a hold's conditional insert wrote nothing: a closure over one of its nights, or another booking
 * keeping one. Null when neither (the insert's own condition, `siteTakes`, stays the authority).
 */
export async function siteRefusal({
  ctx: { db, now },
  input: { site, venueId, range },
}: {
  ctx: RequestContext
  input: { site: { id: string; spotNumber: string }; venueId: string; range: Nights }
}): Promise<AppError | null> {
  const found = await db.get<{ closed: number; taken: number }>(
    sql`select exists (select 1 from ${closuresOver(venueId, site.id, range)}) as closed,
               exists (select 1 from ${bookingsKeepingSite(site.id, range, now)}) as taken`,
  )
  if (found?.closed) {
    const message = `Site ${site.spotNumber} is closed on some of those nights; choose other dates or another venue`
    return new AppError(409, 'site_closed', message, { siteId: [message] })
  }
  if (found?.taken) {
    const message = `Site ${site.spotNumber} is already booked on some of those nights; choose another site`
    return new AppError(409, 'site_taken', message, { siteId: [message] })
  }
  return null
}

/** The owner's booking as a list of at most one row: a select, which a batch can read back after its writes. */
const readBooking = (ctx: OwnerContext, id: string) =>
  ctx.db
    .select()
    .from(bookings)
    .where(ownedRow(bookings, ctx.ownerId, id))

/**
 * A partner's site booked with the RV, as its owner (who delivers the RV there) reads it: the
 * partner's gate instructions only once the booking is paid.
 */
export interface BookedSite {
  venueName: string
  spotNumber: string
  arrivalWindow: ArrivalWindow | null
  gateInstructions: string | null
}

async function bookedSite(ctx: OwnerRequestContext, row: BookingRow): Promise<BookedSite | null> {
  if (!row.parkingSpotId) return null
  const site = await ctx.db
    .select({ spotNumber: parkingSpots.spotNumber, venueName: venues.name, gate: venues.gateInstructions })
    .from(parkingSpots)
    .innerJoin(venues, eq(venues.id, parkingSpots.venueId))
    .where(eq(parkingSpots.id, row.parkingSpotId))
    .get()
  if (!site) return null
  return {
    venueName: site.venueName,
    spotNumber: site.spotNumber,
    arrivalWindow: row.arrivalWindow,
    gateInstructions: isPaid(row.paymentStatus) ? site.gate : null,
  }
}

export async function getBooking({ ctx, input: { id } }: { ctx: OwnerRequestContext; input: { id: string } }) {
  const row = await foundOr404(readBooking(ctx, id).get(), 'That booking')
  return { ...toBooking(row, ctx.now), site: await bookedSite(ctx, row) }
}

/** SQL true while `rvId` is rentable and free for the dates: the condition every booking insert carries. */
export const rvFreeFor = (rvId: string, range: { startDate: string; endDate: string }, now: number) =>
  sql`exists (select 1 from rvs where id = ${rvId} and available = 1) and not ${nightsTaken(rvId, range, now)}`

/** How far ahead a pickup may be booked. */
export const MAX_DAYS_AHEAD = 730

const invalidStart = (message: string) => new AppError(400, 'invalid_input', message, { startDate: [message] })

/**
 * 'Start date cannot be in the past' (spec §5): a day still under way in some time zone may be
 * picked, one over in every zone may not (rules/pickup-day.ts). And no pickup more than 2 years
 * ahead: nobody plans that far, and a far-off hold would only keep an RV off the market.
 */
export function assertBookableDates(startDate: string, now: number) {
  if (startDate < earliestPickupDay(now)) throw invalidStart('Start date cannot be in the past')
  if (startDate > addDays(utcDay(now), MAX_DAYS_AHEAD))
    throw invalidStart('Start date must be within 2 years from today')
}

/** An owner books one of their RVs for one of their customers (the admin 'Create New Booking'). */
export async function createBooking({
  ctx,
  input,
}: {
  ctx: OwnerRequestContext & { mailer: Mailer }
  input: BookingData
}) {
  const { mailer, now } = ctx
  assertBookableDates(input.startDate, now)
  const { leadId, ...fields } = input
  const [customer, lead] = await Promise.all([
    ctx.db.query.customers.findFirst({
      columns: { id: true, email: true, firstName: true },
      where: ownedRow(customers, ctx.ownerId, input.customerId),
    }),
    leadId
      ? ctx.db.query.leads.findFirst({ columns: { id: true }, where: ownedRow(leads, ctx.ownerId, leadId) })
      : null,
  ])
  if (!customer) throw notYours('customerId', 'Choose one of your customers')
  if (leadId && !lead) throw notYours('leadId', 'Choose one of your leads')
  const { rv, price, policy } = await quote({ ctx, input: { ...fields, ownerId: ctx.ownerId } })
  if (!rv.available) throw new AppError(409, 'rv_unavailable', 'This RV is marked unavailable for rent')
  const booking: NewBooking = {
    ...fields,
    id: crypto.randomUUID(),
    ownerId: ctx.ownerId,
    quote: price,
    cancellationPolicy: policy,
    heldUntil: null,
    holdClient: null,
  }
  const confirmation = mailer.record(
    bookingEmail(
      'booking_confirmation',
      { ...booking, customerId: input.customerId, totalCents: price.totalCents },
      customer,
      rv.name,
    ),
    now,
    bookingWritten(booking.id),
  )
  // One conditional insert: of two requests for the same dates exactly one writes; the other changes nothing.
  // The answer is read in the same batch, so no failure can come between the booking and its answer.
  const {
    written: [inserted],
    read: [[row]],
  } = await runBatchThenRead(
    ctx.db,
    [
      ...insertBookingStatements(booking, rvFreeFor(rv.id, input, now), now),
      confirmation.statement,
      ...ownerBookingCreatedStatements({ ownerId: ctx.ownerId, input, written: bookingWritten(booking.id), now }),
    ],
    [readBooking(ctx, booking.id)],
  )
  if (inserted?.meta.changes !== 1 || !row)
    throw await nightsTakenRefusal({ ctx, input: { rvId: rv.id, range: input } })
  await mailer.enqueue([confirmation.id])
  return toBooking(row, now)
}

/** A request to book waiting for its owner is answered with Accept or Decline, never moved by hand. */
const requestPending = () =>
  new AppError(
    409,
    'request_pending',
    'This is a request to book waiting for your answer: accept or decline it from your dashboard.',
  )

/** What must still hold when the move writes: a confirmation's nights still free, a start's payment still in. */
const moveCondition = (status: BookingStatus, taken: SQL) =>
  status === 'confirmed'
    ? sql` and not ${taken}`
    : status === 'in_progress'
      ? sql` and payment_status in (${sql.join(
          PAID_STATUSES.map((paid) => sql`${paid}`),
          sql`, `,
        )})`
      : sql``

/**
 * An owner moves a booking along its lifecycle. The move only matches while the booking is still
 * in the status it was read in, its hold has not lapsed meanwhile, and, when it becomes confirmed,
 * while no other booking holds its nights: two racing changes, or a confirm racing a new booking,
 * cannot both apply. A trip starts and completes only on the days `ownerMoveRefusal` allows, judged
 * by the owner's calendar (the signed-in user's time zone, UTC when unset); a start also needs the
 * booking still paid when the move writes. The email is written only with the move. A cancellation
 * records who cancelled (the owner, or both with `mutual`); extensions act on it (payments refunds
 * a paid booking in full, in the move's batch, then asks its provider after it: `statusMoved`).
 */
export async function changeBookingStatus({
  ctx,
  input: { id, status, mutual = false },
}: {
  ctx: OwnerRequestContext & { mailer: Mailer; user: Pick<CurrentUser, 'timeZone'>; env: Bindings }
  input: { id: string; status: BookingStatus; mutual?: boolean }
}) {
  const { mailer, now } = ctx
  if (mutual && status !== 'cancelled')
    throw new AppError(400, 'invalid_input', 'Only a cancellation can be mutual', {
      mutual: ['Only a cancellation can be mutual'],
    })
  const row = await foundOr404(readBooking(ctx, id).get(), 'That booking')
  const current = effectiveStatus(row, now)
  if (!canMove(current, status)) {
    const from = bookingStatusLabel(current).toLowerCase()
    throw new AppError(
      409,
      'invalid_transition',
      `${/^[aeiou]/.test(from) ? 'An' : 'A'} ${from} booking cannot become ${bookingStatusLabel(status).toLowerCase()}`,
    )
  }
  const refusal = ownerMoveRefusal(row, status, dayInTimeZone(now, ctx.user.timeZone))
  if (refusal) throw new AppError(409, 'move_not_allowed', refusal)
  if (row.requestStatus === 'pending') throw requestPending()
  const changeId = crypto.randomUUID()
  const email = await storedBookingEmail({ ctx, input: { type: 'booking_status_update', bookingId: id, status } })
  const update = mailer.record(email!, now, transitionWritten(changeId))
  const range = { startDate: sql`bookings.start_date`, endDate: sql`bookings.end_date` }
  const taken = nightsTaken(sql`bookings.rv_id`, range, now, undefined, { bookingId: sql`bookings.id` })
  const move = transitionStatements({
    actor: 'owner',
    to: status,
    where: sql`id = ${id} and owner_id = ${ctx.ownerId} and status = ${row.status} and not ${lapsedHold(now)} and request_status is not 'pending'${moveCondition(status, taken)}`,
    // An owner accepting a renter's booking keeps its dates, paid or not: its hold no longer expires.
    set: status === 'cancelled' ? undefined : sql`held_until = null`,
    now,
    changeId,
    cancelledBy: status === 'cancelled' ? (mutual ? 'mutual' : 'owner') : undefined,
  })
  const {
    written,
    read: [[moved]],
  } = await runBatchThenRead(ctx.db, [...move, update.statement], [readBooking(ctx, id)])
  // The move's own update is its last statement (extensions' statements come first).
  if (written[move.length - 1]?.meta.changes !== 1 || !moved) {
    const lostDates =
      status === 'confirmed' && (await ctx.db.get(sql`select 1 from bookings where id = ${id} and ${taken}`))
    if (lostDates) throw await nightsTakenRefusal({ ctx, input: { rvId: row.rvId, range: row } })
    const request = await ctx.db.get(sql`select 1 from bookings where id = ${id} and request_status = 'pending'`)
    throw request
      ? requestPending()
      : new AppError(409, 'booking_changed', 'This booking was just changed or its hold lapsed. Reload and try again.')
  }
  await mailer.enqueue([update.id])
  await statusMoved({ ctx: { db: ctx.db, now, env: ctx.env }, input: { bookingIds: [id], to: status } })
  // A cancellation is read again for what payments' follow-up changed (a refund that went through
  // at once). The move is saved: a read that fails answers what the batch read, never an error.
  const refreshed =
    status === 'cancelled'
      ? await readBooking(ctx, id)
          .get()
          .catch(() => undefined)
      : undefined
  return toBooking(refreshed ?? moved, now)
}
