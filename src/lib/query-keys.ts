/**
 * Where each kind of data sits in the query cache: every query key starts with one of these. A
 * feature's queries.ts builds its keys under its own root, and src/lib/refresh.ts names the roots
 * each write makes stale, so one feature's write refreshes another's views without importing them.
 * Invalidation matches by prefix: ['issues'] covers ['issues', 'maintenance', ...] too.
 */
export const queryRoots = {
  auth: ['auth'],
  user: ['auth', 'user'],
  adCampaigns: ['ad-campaigns'],
  adCampaignLists: ['ad-campaigns', 'list'],
  adPerformance: ['ad-campaigns', 'performance'],
  bookings: ['bookings'],
  /** The owner's business profile and pickup locations. */
  business: ['business'],
  campaigns: ['campaigns'],
  customers: ['customers'],
  dashboard: ['dashboard'],
  /** Maintenance and calendar sync sit under the issues key: all three keep an RV's nights in view. */
  issues: ['issues'],
  maintenance: ['issues', 'maintenance'],
  calendars: ['issues', 'calendars'],
  leads: ['leads'],
  /** Marketing's tiles and assets, and the landing page's banner (public-queries.ts). */
  marketing: ['marketing'],
  /** The owner's conversations with renters and their response figures. */
  messages: ['messages'],
  notifications: ['notifications'],
  /** A venue partner's venues, sites, closures, calendar, bookings and earnings (/venue-portal). */
  partners: ['partners'],
  /** The owner's lead fees (API prefix business-payments). */
  leadFees: ['business-payments'],
  leadFeeList: ['business-payments', 'list'],
  payments: ['payments'],
  /** A booking's receipt (the owner's by id, the renter's by id and email), under payments: refunds change it. */
  receipts: ['payments', 'receipts'],
  /** The owner's taxes and policy, each RV's rate rules and seasons, the add-on catalogue. */
  pricing: ['pricing'],
  promotions: ['promotions'],
  /** The owner's trips to review, reviewed trips and renters' records. */
  reviews: ['reviews'],
  rvs: ['rvs'],
  venues: ['venues'],
  /** Where the maps' tiles come from (src/components/map): deployment settings, never written by the app. */
  mapConfig: ['map-config'],
} as const
