/**
 * Venue partners: a partner's venues, sites, closures, site calendar, the stays at their sites and
 * their earnings (the Venue Portal's API, mounted by worker/app.ts from ./routes). What other modules
 * and the Worker may use of it is exported here.
 */
// The booking extension recording partners' earnings (registered in worker/booking-extensions.ts).
export { partnerEarningsBookingExtension } from './earnings'
