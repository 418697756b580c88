/**
 * What each write refreshes: a mutation names what it changed (`useRefresh('booking-created')`, or
 * `useRefresh('calendar-imports-changed', rvId)` for one record's views), and this one table says
 * which views show that, so no feature imports another's queries to refresh it. Invalidating a key
 * refetches the queries on screen under it and marks the rest stale, so they are read again when next
 * shown. The roots are in query-keys.ts.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { queryRoots as key } from './query-keys'

/** The keys a change makes stale; a function of the record's id when only that record's views change. */
type Refreshed = readonly QueryKey[] | ((id: string) => readonly QueryKey[])

const REFRESHES = {
  /** The address was verified meanwhile (a 409 to 'resend the confirmation link'). */
  'user-changed': [key.user],
  'customer-changed': [key.customers],
  /** An RV added, edited or removed: the fleet, its tiles, the select choices, the add-ons listing it and its pickup location's count. */
  'rv-changed': [key.rvs, key.pricing, key.business],
  /** A partner's venue, site or closure: the portal's lists and its site calendar. */
  'partner-venue-changed': [key.partners],
  /** A venue or one of its parking spots. */
  'venue-changed': [key.venues],
  /** The fleet's 'booked today' tile and the dashboard's figures too; one made from a lead converts that lead. */
  'booking-created': [key.bookings, key.rvs, key.dashboard, key.leads],
  /** A completed trip becomes one to review. */
  'booking-status-changed': [key.bookings, key.rvs, key.dashboard, key.reviews],
  /** An owner's cancellation of a paid booking refunds it: its payments and receipt change too (and a mutual one is not counted). */
  'booking-cancelled': [key.bookings, key.rvs, key.dashboard, key.receipts],
  /** A renter cancelled from My Bookings: the receipt shows the refund. */
  'renter-booking-cancelled': [key.receipts],
  /** Cash, a cheque or a transfer: the booking may become paid, revenue reports count it, and its receipt lists it. */
  'booking-payment-recorded': [key.bookings, key.dashboard, key.receipts],
  /** A lead's status and the conversion figures feed the dashboard too. */
  'lead-changed': [key.leads, key.dashboard],
  /** Paid or waived: the totals and the dashboard. Never the open payment: reading it again would start another. */
  'lead-fees-changed': [key.leadFeeList, key.dashboard],
  /** Issues feed the dashboard's cards and the nav badge; maintenance and calendar sync sit under the issues key. */
  'issue-changed': [key.issues, key.dashboard],
  /** The help line and time zone: 'Resolved Today' is counted in the owner's zone (the business profile shows the zone too). */
  'owner-settings-changed': [key.issues, key.dashboard, key.business],
  /** The business profile writes the owner's time zone too: the user and what is counted in their zone. */
  'business-profile-changed': [key.business, key.user, key.issues, key.dashboard],
  /** A pickup location added, edited or removed: the list, and the RVs picked up there (their place in search). */
  'pickup-locations-changed': [key.business, key.rvs],
  /** A task's out-of-service nights block the RV: the fleet calendar, search and dashboard too. */
  'maintenance-changed': [key.maintenance, key.bookings, key.dashboard],
  /** A new or withdrawn export address changes only that RV's Calendar sync tab. */
  'calendar-sharing-changed': (rvId) => [[...key.calendars, rvId]],
  /** An imported calendar blocks the RV's nights: the fleet calendar and search too. */
  'calendar-imports-changed': (rvId) => [[...key.calendars, rvId], key.bookings],
  /** The table's rows and totals (not the platform connections). */
  'ad-campaign-changed': [key.adCampaignLists],
  /** The campaign's figures are recomputed: its days, the rows and the totals. */
  'ad-performance-imported': (campaignId) => [key.adCampaignLists, [...key.adPerformance, campaignId]],
  /** An email campaign's status and figures feed the tiles (and a web campaign the landing banner). */
  'campaign-changed': [key.campaigns, key.marketing],
  'promotion-changed': [key.promotions],
  /** Taxes, the default policy, an RV's rules or seasons, an add-on: the pricing views and each RV's terms (quotes). */
  'pricing-changed': [key.pricing, key.rvs],
  /** The owner wrote a review or a reply: their trips to review and reviewed trips. */
  'review-written': [key.reviews],
  /** A test email or a resend adds or moves a row of the outbox. */
  'email-sent': [key.notifications],
} as const satisfies Record<string, Refreshed>

type Change = keyof typeof REFRESHES
/** The id of the record a change is about, for the changes that refresh only that record's views. */
type About<C extends Change> = (typeof REFRESHES)[C] extends (id: string) => unknown ? [id: string] : []

/** For a mutation's onSuccess: refreshes what `change` makes stale, resolving once the views on screen are read again. */
export function useRefresh<C extends Change>(change: C, ...about: About<C>) {
  const queryClient = useQueryClient()
  const refreshed: Refreshed = REFRESHES[change]
  const [id = ''] = about as readonly string[]
  const keys = typeof refreshed === 'function' ? refreshed(id) : refreshed
  return () => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
}
