/**
 * A venue partner's earnings (partner_earnings), kept by a booking extension (registered in
 * worker/booking-extensions.ts) inside the bookings' and payments' own batches: one row per paid
 * booking of a partner's site, its gross the booking's `site_nights` lines as sold; a refund decided
 * for the booking raises its refunded_cents by the site lines' share of it (the partner's policy).
 * Paying partners out is not part of the product yet.
 */
import { sql } from 'drizzle-orm'
import type { BookingExtension } from '../bookings'

/** SQL: the cents of `quote`'s site_nights lines (a booking's stored quote, json). */
const siteLineCents = (quote = sql`b.quote`) =>
  sql`(select coalesce(sum(json_extract(l.value, '$.amountCents')), 0) from json_each(${quote}, '$.lines') l
       where json_extract(l.value, '$.code') = 'site_nights')`

/**
 * SQL: what the refunds of the earning's booking give back of its site lines. A refund with lines
 * (a renter's cancellation by the policies) gives each site line's own refund; one without (an
 * owner's or a mutual cancellation) gives everything back, the site too. Failed refunds give nothing.
 */
const siteRefundedCents = sql`(select coalesce(sum(case when f.lines is null then partner_earnings.gross_cents else
    (select coalesce(sum(json_extract(l.value, '$.refundCents')), 0) from json_each(f.lines) l
     where json_extract(l.value, '$.code') = 'site_nights') end), 0)
  from refunds f where f.booking_id = partner_earnings.booking_id and f.status <> 'failed')`

export const partnerEarningsBookingExtension: BookingExtension = {
  // Once per booking (its id is the key): a success delivered twice, or paid again, records nothing more.
  paymentReceived: ({ bookingId, now }) => [
    sql`insert or ignore into partner_earnings (booking_id, partner_id, venue_id, site_id, stay_start, nights, gross_cents, refunded_cents, created_at)
        select b.id, v.owner_id, v.id, s.id, b.start_date, coalesce(json_extract(b.quote, '$.nights'), 0), ${siteLineCents()}, 0, ${now}
        from bookings b
          join parking_spots s on s.id = b.parking_spot_id
          join venues v on v.id = s.venue_id
        where b.id = ${bookingId} and b.payment_status = 'succeeded' and b.status not in ('cancelled', 'expired')
          and v.listed_by = 'partner'`,
  ],
  // Computed from every refund of the booking, so writing it again changes nothing; it only ever rises.
  refundsWritten: ({ bookings, now: _now }) => [
    sql`update partner_earnings
        set refunded_cents = max(refunded_cents, min(gross_cents, ${siteRefundedCents}))
        where booking_id in (select id from bookings where ${bookings})`,
  ],
}
