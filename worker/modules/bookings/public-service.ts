/** The renter's side of booking: searching free RVs and holding one while they pay. */
import { and, eq, gte, not, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rvs } from '../../db/schema'
import { runBatch } from '../../lib/d1-batch'
import { AppError } from '../../lib/errors'
import { fromCents } from '../../lib/shared/money'
import { toRv } from '../rvs/service'
import { conflictingBookingExists } from './availability'
import { deliveryOptionsFor } from './rules/delivery-options'
import type { HeldBooking, PublicBookingData } from './schemas'
import { alreadyBooked, assertNotInPast, quote } from './service'
import { bookingEmail } from '../notifications/booking-emails'
import type { Mailer } from '../notifications/mailer'

/** An unpaid hold keeps the dates for 30 minutes, then stops blocking them. */
export const HOLD_MINUTES = 30

export interface FleetSearch {
  startDate: string
  endDate: string
  type?: string
  guests?: number
  limit: number
}

/** Spec §2 step 1: available, of the type asked for, sleeping at least the guest range's lower bound, free for the dates. */
export function fleetSearchQuery(db: Db, query: FleetSearch, now: number) {
  const conditions: SQL[] = [eq(rvs.available, true)]
  if (query.type) conditions.push(eq(rvs.type, query.type as (typeof rvs.type.enumValues)[number]))
  if (query.guests) conditions.push(gte(rvs.sleeps, query.guests))
  // The per-RV availability check last, after the cheap column tests.
  conditions.push(not(conflictingBookingExists(sql`${rvs.id}`, query, now, sql`${rvs.turnaroundDays}`)))
  return db.select().from(rvs).where(and(...conditions)).orderBy(rvs.pricePerNightCents, rvs.id).limit(query.limit)
}

export async function searchRvs({ db, query, now }: { db: Db; query: FleetSearch; now: number }) {
  return (await fleetSearchQuery(db, query, now)).map(toRv)
}

/**
 * Holds an RV for a renter: the customer (under the RV's owner, found by email) and the booking
 * are written in one batch, each only if the RV is still free, so a lost race writes nothing.
 */
export async function holdBooking({ db, mailer, input, now }: { db: Db; mailer: Mailer; input: PublicBookingData; now: number }): Promise<HeldBooking> {
  assertNotInPast(input.startDate, now)
  const delivery = input.deliveryOptionId ? deliveryOptionsFor(input.zipCode).find((option) => option.id === input.deliveryOptionId) : undefined
  if (input.deliveryOptionId && !delivery) throw new AppError(400, 'invalid_input', 'Choose one of the delivery options for your zip code', { deliveryOptionId: ['Choose one of the delivery options for your zip code'] })
  const { rv, venue, price } = await quote(db, { ...input, deliveryFeeCents: (delivery?.fee ?? 0) * 100 })
  if (!rv.available) throw alreadyBooked()

  const bookingId = crypto.randomUUID()
  const heldUntil = now + HOLD_MINUTES * 60_000
  const free = sql`exists (select 1 from rvs where id = ${rv.id} and available = 1) and not ${conflictingBookingExists(rv.id, input, now)}`
  const customerId = sql`(select id from customers where owner_id = ${rv.ownerId} and email = ${input.email})`
  const notes = delivery ? `Delivery: ${delivery.name} (${delivery.address})` : null
  const booking = { id: bookingId, ownerId: rv.ownerId, startDate: input.startDate, endDate: input.endDate, totalCents: price.totalCents, status: 'pending' as const }
  // The renter's confirmation, written only with the booking (and to the customer found by email).
  const confirmation = mailer.record({ ...bookingEmail('booking_confirmation', booking, input, rv.name), customerId }, now, sql`exists (select 1 from bookings where id = ${bookingId})`)
  const [, inserted] = await runBatch(db, [
    sql`insert into customers (id, owner_id, first_name, last_name, email, phone, zip_code, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${input.firstName}, ${input.lastName}, ${input.email}, ${input.phone}, ${input.zipCode}, ${now}
        where ${free}
        on conflict (owner_id, email) do nothing`,
    sql`insert into bookings (id, owner_id, customer_id, rv_id, venue_id, start_date, end_date, total_price_cents, status, payment_status, notes, held_until, created_at, updated_at)
        select ${bookingId}, ${rv.ownerId}, ${customerId}, ${rv.id}, ${input.venueId}, ${input.startDate}, ${input.endDate}, ${price.totalCents}, 'pending', 'pending', ${notes}, ${heldUntil}, ${now}, ${now}
        where ${free}`,
    sql`insert into booking_status_changes (id, owner_id, booking_id, from_status, to_status, created_at)
        select ${crypto.randomUUID()}, ${rv.ownerId}, ${bookingId}, null, 'pending', ${now} where changes() = 1`,
    confirmation.statement,
  ])
  if (inserted?.meta.changes !== 1) throw alreadyBooked()
  await mailer.enqueue([confirmation.id])
  const venueText = venue ? ` at ${venue.name}` : ''
  return {
    bookingId,
    amount: fromCents(price.totalCents),
    description: `${rv.name}${venueText}, ${input.startDate} to ${input.endDate}`,
    heldUntil: new Date(heldUntil).toISOString(),
  }
}
