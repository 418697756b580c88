/**
 * The stays at a partner's sites: which RV arrives when, and (once paid) who to expect. Scoped by
 * the site's owner, the partner; a booking is a renter's with an owner's RV, so nothing else of the
 * owner's is shown.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { bookings, customers, parkingSpots, rvs, venues } from '../../db/schema'
import { newestFirst, newestKey, olderThan } from '../../lib/newest-first'
import { toPage } from '../../lib/shared/paging'
import { occupiesNights } from '../bookings'
import type { PartnerRequestContext } from './context'
import type { PartnerBookingListQuery, PartnerBookingPage } from './schemas'

/** The statuses of a payment once made (refunds included): a paid stay stays listed even when cancelled. */
const PAID_ONCE = ['succeeded', 'refunded', 'partially_refunded'] as const

export async function listPartnerBookings({
  ctx: { db, partnerId, now },
  input: query,
}: {
  ctx: PartnerRequestContext
  input: PartnerBookingListQuery
}): Promise<PartnerBookingPage> {
  const rows = await db
    .select({
      id: bookings.id,
      createdAt: bookings.createdAt,
      venueId: venues.id,
      venueName: venues.name,
      siteId: parkingSpots.id,
      siteNumber: parkingSpots.spotNumber,
      rvName: rvs.name,
      rvLength: rvs.length,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      arrivalWindow: bookings.arrivalWindow,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      firstName: customers.firstName,
      lastName: customers.lastName,
      email: customers.email,
      phone: customers.phone,
    })
    .from(bookings)
    .innerJoin(parkingSpots, eq(parkingSpots.id, bookings.parkingSpotId))
    .innerJoin(venues, eq(venues.id, parkingSpots.venueId))
    .innerJoin(rvs, eq(rvs.id, bookings.rvId))
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(parkingSpots.ownerId, partnerId),
        eq(venues.ownerId, partnerId),
        eq(venues.listedBy, 'partner'),
        // Stays that hold the site now, or were paid once; lapsed and released holds never reached the partner.
        or(occupiesNights(now, sql`bookings`), inArray(bookings.paymentStatus, PAID_ONCE)),
        olderThan(bookings, query.cursor),
      ),
    )
    .orderBy(...newestFirst(bookings))
    .limit(query.limit + 1)
  return toPage(
    rows,
    query.limit,
    ({ createdAt: _created, firstName, lastName, email, phone, ...row }) => ({
      ...row,
      renter:
        row.paymentStatus === 'succeeded'
          ? { name: [firstName, lastName].filter(Boolean).join(' ') || email, email, phone }
          : null,
    }),
    newestKey,
  )
}
