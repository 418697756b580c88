/**
 * The site calendar: each site's nights over a range, booked by the one occupancy rule (a booking
 * keeps its nights unless released or an unpaid hold whose time ran out: bookings' `occupiesNights`)
 * or closed by the partner (a closure of the venue or of that site).
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm'
import { bookings, parkingSpots, venueClosures } from '../../db/schema'
import { addDays, utcDay } from '../../lib/shared/dates'
import { occupiesNights } from '../bookings'
import { assertPartnerVenue, type PartnerRequestContext } from './context'
import type { CalendarQuery, SiteCalendar, SiteNightState } from './schemas'

/** Whether the night `day` falls in [startDate, endDate). */
const covers = (range: { startDate: string; endDate: string }, day: string) =>
  range.startDate <= day && day < range.endDate

export async function siteCalendar({
  ctx,
  input: { venueId, from = utcDay(ctx.now), days: count },
}: {
  ctx: PartnerRequestContext
  input: CalendarQuery & { venueId: string }
}): Promise<SiteCalendar> {
  await assertPartnerVenue(ctx, venueId)
  const days = Array.from({ length: count }, (_, offset) => addDays(from, offset))
  const to = addDays(from, count)
  const [sites, taken, closures] = await ctx.db.batch([
    ctx.db
      .select({ id: parkingSpots.id, spotNumber: parkingSpots.spotNumber })
      .from(parkingSpots)
      .where(and(eq(parkingSpots.ownerId, ctx.partnerId), eq(parkingSpots.venueId, venueId)))
      .orderBy(asc(parkingSpots.spotNumber)),
    ctx.db
      .select({ siteId: bookings.parkingSpotId, startDate: bookings.startDate, endDate: bookings.endDate })
      .from(bookings)
      .innerJoin(parkingSpots, eq(parkingSpots.id, bookings.parkingSpotId))
      .where(
        and(
          eq(parkingSpots.ownerId, ctx.partnerId),
          eq(parkingSpots.venueId, venueId),
          gt(bookings.endDate, from),
          lt(bookings.startDate, to),
          occupiesNights(ctx.now, sql`bookings`),
        ),
      ),
    ctx.db
      .select({ siteId: venueClosures.siteId, startDate: venueClosures.startDate, endDate: venueClosures.endDate })
      .from(venueClosures)
      .where(
        and(
          eq(venueClosures.ownerId, ctx.partnerId),
          eq(venueClosures.venueId, venueId),
          gt(venueClosures.endDate, from),
          lt(venueClosures.startDate, to),
        ),
      ),
  ])
  return {
    days,
    sites: sites.map((site) => ({
      ...site,
      nights: days.map((day): SiteNightState => {
        if (taken.some((stay) => stay.siteId === site.id && covers(stay, day))) return 'booked'
        if (closures.some((closure) => (closure.siteId ?? site.id) === site.id && covers(closure, day))) return 'closed'
        return 'free'
      }),
    })),
  }
}
