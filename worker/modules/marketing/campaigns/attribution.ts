/**
 * Which campaign a booking came from: following a campaign email's link leaves the recipient's
 * token in a first-party cookie (HttpOnly, this site only), and the renter's hold reads it back.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import { recipientTokenSchema } from './tracking'

export const CAMPAIGN_COOKIE = '__Host-campaign'
/** How long after a click a booking still counts for the campaign. */
export const CAMPAIGN_COOKIE_DAYS = 30

/** The recipient token of the campaign link this browser last followed, if any. */
export function campaignTokenOf(c: Context) {
  const token = getCookie(c, CAMPAIGN_COOKIE)
  return token && v.is(recipientTokenSchema, token) ? token : null
}
