/**
 * The demo data set: two owners with fixed ids, so seeding again inserts nothing new. Dates are
 * computed from `today` ('YYYY-MM-DD'), so bookings are always past, current and upcoming.
 */
import { assertCalendarDate, msAt } from './demo-helpers'
import { demoBookings, secondBookings } from './demo-bookings'
import { demoRvs, demoSpots, demoVenues, secondRvs, secondVenues } from './demo-fleet'
import { demoAdCampaigns, demoAdPerformance, demoCampaigns, demoPromotions } from './demo-marketing'
import { demoCustomers, demoOwner, secondCustomers, secondOwner } from './demo-people'
import { allLeads, leadCustomers, leadFeePayments } from './demo-sales'
import { demoMaintenanceTasks } from './demo-maintenance'
import { demoPickupLocations, demoProfiles } from './demo-places'
import { demoIssues, demoNotifications } from './demo-support'
import { demoEnquiries, demoTripReviews } from './demo-trust'
import { withDemoPartner } from './demo-partners'

export { demoOwner, secondOwner } from './demo-people'

/** How long before `today` the demo accounts were opened. */
const OWNER_SINCE_DAYS = 400

export const buildDemoData = (today: string) => withDemoPartner(buildOwnersData(today), today)

function buildOwnersData(today: string) {
  assertCalendarDate(today)
  const rvs = [...demoRvs(today), ...secondRvs(today)]
  const venues = [...demoVenues(today), ...secondVenues(today)]
  const leads = allLeads(today, rvs)
  const adPerformance = demoAdPerformance(today)
  const trips = demoTripReviews(today)
  const enquiries = demoEnquiries(today)
  // Listed parents first: the seed inserts the tables in this order.
  return {
    // Businesses of long standing (their bookings go back months), so renters see all their RVs and
    // the landing page shows the demo's banner (the business module's ACCOUNT_LIMITS).
    owners: [demoOwner, secondOwner].map((owner) => ({ ...owner, createdAt: msAt(today, -OWNER_SINCE_DAYS) })),
    customers: [...demoCustomers(today), ...secondCustomers(today), ...leadCustomers(today)],
    businessProfiles: demoProfiles(today),
    pickupLocations: demoPickupLocations(today),
    rvs,
    venues,
    parkingSpots: demoSpots(today),
    bookings: [...demoBookings(today, rvs, venues), ...secondBookings(today, rvs, venues)],
    issues: demoIssues(today),
    maintenanceTasks: demoMaintenanceTasks(today),
    campaigns: demoCampaigns(today),
    promotions: demoPromotions(today),
    leads,
    businessPayments: leadFeePayments(leads),
    adCampaigns: demoAdCampaigns(today, adPerformance),
    adPerformance,
    notifications: demoNotifications(today),
    bookingStatusChanges: trips.statusChanges,
    reviews: trips.reviews,
    conversations: enquiries.conversations,
    messages: enquiries.messages,
  }
}
