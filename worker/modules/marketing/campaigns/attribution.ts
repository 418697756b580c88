/**
 * Which campaign a booking came from: following a campaign email's link leaves the recipient's
 * token in a first-party cookie (HttpOnly, this site only), and the renter's hold reads it back
 * (through the booking lifecycle's extension point: see ../booking-extension.ts).
 */
import { sql, type SQL } from 'drizzle-orm'
import * as v from 'valibot'
import { recipientTokenSchema } from './tracking'

export const CAMPAIGN_COOKIE = '__Host-campaign'
/** How long after a click a booking still counts for the campaign. */
export const CAMPAIGN_COOKIE_DAYS = 30

/**
 * Credits the booking to the campaign (of the RV's owner) whose link this browser last followed,
 * if its cookie holds a clicked recipient's token; written only with the booking.
 */
export function creditCampaign(bookingId: string, ownerId: string, cookies: Record<string, string>, written: SQL) {
  const token = cookies[CAMPAIGN_COOKIE]
  if (!token || !v.is(recipientTokenSchema, token)) return []
  return [
    sql`update bookings set campaign_id = (
          select campaign_id from campaign_recipients where token = ${token} and owner_id = ${ownerId} and clicked_at is not null)
        where id = ${bookingId} and ${written}`,
  ]
}
