/**
 * The booking lifecycle: the only place a booking is inserted or changes status. Each write is a
 * set of statements for the caller's D1 batch (one transaction), so the booking, its history row
 * and the email about it exist together or not at all. Which status may follow which, and for whom,
 * is the one table in rules/transitions.ts; the statements enforce it themselves, so a move that
 * raced another finds nothing to change.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { ArrivalWindow, BookingStatus, CancellationParty } from '../../lib/shared/enums'
import type { DeliveryAddress } from './rules/delivery-options'
import type { Quote } from './rules/pricing'
import type { CancellationPolicy } from '../../lib/shared/cancellation'
import { statusesLeadingTo, type BookingActor } from './rules/transitions'
import { siteTakes, venueTakes } from './availability'
import { bookingCreatedStatements, insertConditions, statusMovingStatements } from './extensions'

export interface NewBooking {
  id: string
  ownerId: string
  /** A value, or SQL finding the customer written in the same batch (a renter's hold). */
  customerId: string | SQL
  rvId: string
  venueId: string | null
  startDate: string
  endDate: string
  /** The price it is sold at: stored whole, its total charged. */
  quote: Quote
  /** The cancellation policy it is sold under: stored whole, so a later change of policy never reaches it. */
  cancellationPolicy: CancellationPolicy
  status: 'pending' | 'confirmed'
  notes: string | null
  /** A renter's unpaid hold lapses at this time (ms); null for owners' bookings. */
  heldUntil: number | null
  /** Hash of the client that placed a renter's hold. */
  holdClient: string | null
  /** The promotion code it redeemed (the extension that redeemed it checks and counts its use). */
  promotionId?: string | null
  guests?: number | null
  /** Where 'Delivery to your home' brings the RV; null for any other delivery. */
  deliveryAddress?: DeliveryAddress | null
  /** A partner's site booked with the RV (at `venueId`): the same row holds, pays and cancels both. */
  parkingSpotId?: string | null
  /** With a site: when the RV arrives there. */
  arrivalWindow?: ArrivalWindow | null
  /** With a site: the partner's policy its nights are sold under (the site_nights lines are refunded by it). */
  siteCancellationPolicy?: CancellationPolicy | null
}

const newId = sql`lower(hex(randomblob(16)))`

/** SQL true once the booking `id` is written (for rows that must follow it in the same batch). */
export const bookingWritten = (id: string) => sql`exists (select 1 from bookings where id = ${id})`

/**
 * SQL true where `booking` may be written now: `when` (free dates, limits) holds, every extension's
 * condition holds (e.g. its promotion code has a use left), and its site (a partner's, with any
 * owner's RV: availability.ts `siteTakes`) or else its venue (the owner's own: `venueTakes`) takes it.
 * The RV and the site are one row decided by this one condition, so neither is ever held without
 * the other. Rows written before the booking in the same batch (a new renter's customer record)
 * take the same condition, so a lost race writes nothing.
 */
export const bookingInsertable = (
  when: SQL,
  booking: Pick<
    NewBooking,
    'id' | 'promotionId' | 'venueId' | 'ownerId' | 'rvId' | 'startDate' | 'endDate' | 'parkingSpotId'
  >,
  now: number,
) => {
  const { venueId, parkingSpotId } = booking
  const conditions = [when, ...insertConditions(insertedBooking(booking, now))]
  if (parkingSpotId && venueId) conditions.push(siteTakes({ ...booking, venueId, siteId: parkingSpotId }, now))
  else if (parkingSpotId) conditions.push(sql`0`)
  else if (venueId) conditions.push(venueTakes({ ...booking, venueId }, now))
  return sql.join(conditions, sql` and `)
}

/** What extensions learn of a booking being inserted. */
const insertedBooking = (
  { id, ownerId, promotionId = null }: Pick<NewBooking, 'id' | 'ownerId' | 'promotionId'>,
  now: number,
) => ({
  id,
  ownerId,
  promotionId,
  now,
  written: bookingWritten(id),
})

/**
 * Inserts `booking` only where `bookingInsertable` holds; then its first history row and every
 * extension's statements (e.g. counting the code's use), only if it was written.
 */
export function insertBookingStatements(booking: NewBooking, when: SQL, now: number): SQL[] {
  const { id, ownerId, customerId, rvId, venueId, startDate, endDate, quote, status, notes, heldUntil, holdClient } =
    booking
  const policy = JSON.stringify(booking.cancellationPolicy)
  const { promotionId = null, guests = null, deliveryAddress: address = null } = booking
  const { parkingSpotId = null, arrivalWindow = null, siteCancellationPolicy = null } = booking
  const sitePolicy = siteCancellationPolicy && JSON.stringify(siteCancellationPolicy)
  return [
    sql`insert into bookings (id, owner_id, customer_id, rv_id, venue_id, parking_spot_id, arrival_window, site_cancellation_policy, start_date, end_date, total_price_cents, quote, cancellation_policy, status, payment_status, notes, held_until, hold_client, promotion_id, guests,
                              delivery_street, delivery_city, delivery_state, delivery_zip, created_at, updated_at)
        select ${id}, ${ownerId}, ${customerId}, ${rvId}, ${venueId}, ${parkingSpotId}, ${arrivalWindow}, ${sitePolicy}, ${startDate}, ${endDate}, ${quote.totalCents}, ${JSON.stringify(quote)}, ${policy}, ${status}, 'pending',
               ${notes}, ${heldUntil}, ${holdClient}, ${promotionId}, ${guests},
               ${address?.street ?? null}, ${address?.city ?? null}, ${address?.state ?? null}, ${address?.zip ?? null}, ${now}, ${now}
        where ${bookingInsertable(when, booking, now)}`,
    sql`insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
        select ${newId}, ${ownerId}, ${id}, null, ${status}, ${now} where ${bookingWritten(id)}`,
    ...bookingCreatedStatements(insertedBooking(booking, now)),
  ]
}

export interface Transition {
  actor: BookingActor
  to: BookingStatus
  /** The bookings to move (on the `bookings` table); the statuses they may come from are added here. */
  where: SQL
  /** Further assignments made with the move, e.g. sql`held_until = null`. */
  set?: SQL
  now: number
  /** A known id for the history row of a single move, so an email can be written only with it. */
  changeId?: string
  /** Who cancelled, for a move to 'cancelled' by a person: stored with the move, and told to extensions. */
  cancelledBy?: CancellationParty
}

/**
 * Moves every booking matching `where` (and in a status `actor` may move to `to` from): the
 * history row first, recording where each came from, then the update itself.
 */
export function transitionStatements({ actor, to, where, set, now, changeId, cancelledBy }: Transition): SQL[] {
  const from = statusesLeadingTo(to, actor)
  if (from.length === 0) throw new Error(`No ${actor} move leads to ${to}`)
  const movable = sql`(${where}) and status in (${sql.join(
    from.map((status) => sql`${status}`),
    sql`, `,
  )})`
  const party = cancelledBy ? sql`, cancelled_by = ${cancelledBy}` : sql``
  return [
    ...statusMovingStatements({ movable, from, to, cancelledBy: cancelledBy ?? null, now }),
    sql`insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
        select ${changeId ?? newId}, owner_id, id, status, ${to}, ${now} from bookings where ${movable}`,
    sql`update bookings set status = ${to}, updated_at = ${now}${party}${set ? sql`, ${set}` : sql``} where ${movable}`,
  ]
}

/** SQL true once the single move with this `changeId` was written. */
export const transitionWritten = (changeId: string) =>
  sql`exists (select 1 from booking_status_changes where id = ${changeId})`
