import { sql } from 'drizzle-orm'
import type { BookingExtension } from '../bookings'

/**
 * 'Convert to booking': the lead named by an owner's new booking becomes converted in the booking's
 * own batch, and only if the booking was written, so a refused booking leaves the lead as it was.
 */
export const leadBookingExtension: BookingExtension = {
  ownerBookingCreated: ({ ownerId, input: { leadId }, written, now }) =>
    leadId
      ? [
          sql`update leads set status = 'converted', updated_at = ${now} where id = ${leadId} and owner_id = ${ownerId} and ${written}`,
        ]
      : [],
}
