/**
 * Routes anyone may call; the route matrix proves every other one answers 401, and the fuzz calls
 * these signed out. Adding one here is a security decision: say why beside it.
 */
export const PUBLIC_ROUTES = new Set([
  'GET /api/auth/options', // which sign-in buttons to show
  'POST /api/auth/sign-in',
  'POST /api/auth/sign-up',
  'POST /api/auth/password-reset/request', // 'Forgot password?': the same answer for any email (rate limited)
  'POST /api/auth/password-reset', // the emailed reset link; the one-time token is the credential (rate limited)
  'GET /api/auth/verify-email', // the emailed link, opened in any browser; the one-time token is the credential
  'GET /api/login', // redirect to the sign-in page
  'GET /api/login/:provider', // OAuth start
  'GET /api/login/:provider/callback', // OAuth return
  'GET /api/logout', // harmless when signed out
  'GET /api/rvs', // renters browse every owner's fleet
  'GET /api/rvs/listings/:slug', // an RV's listing: only a listed, available RV, its taken nights as dates (no renter data)
  'GET /rvs/:slug', // the listing page the Worker renders, from the same data
  'GET /sitemap.xml', // every listing's address
  'GET /api/rvs/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/terms', // a listed RV's prices, add-ons and policy, for the wizard's quote
  'GET /api/rvs/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}', // an RV's page (only an id matches its ':id', worker/lib/id-route.ts)
  'GET /api/venues', // renters choose a venue in the booking wizard
  'GET /api/venues/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}',
  'GET /api/venues/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/sites', // step 2: a partner venue's free sites an RV fits (no renter data)
  'GET /api/venues/map-config', // where the SPA's maps get their tiles (Worker vars, no secret)
  'GET /api/rvs/search', // step 1 of the public booking wizard
  'GET /api/rvs/nearest-zip', // 'use my location': a position to the nearest zip code, from the bundled list
  'GET /api/bookings/delivery-options', // step 2: where an RV meets the renter and what delivery costs (a catalogue read, cached)
  'POST /api/bookings/quote', // step 3: a renter prices a stay with a promotion code (rate limited per client)
  'POST /api/bookings/hold', // step 3: a renter holds an RV (rate limited per client)
  'GET /api/bookings/lookup', // a renter finds their booking by id + email (rate limited)
  'POST /api/issues/report', // a renter reports a problem on their booking, proven by its id + email (rate limited)
  'POST /api/issues/report/photos', // that report's photos, proven the same way, in the booking owner's quota
  'GET /api/issues/calendars/ical/:file', // other marketplaces subscribe; the 256-bit token in the URL is the credential
  'GET /api/leads/bot-check', // which robot check the Express Interest form shows
  'POST /api/leads/generate', // 'Express Interest' on the wizard (robot check, rate limited per client and email, capped per RV a day)
  'GET /api/marketing/banner', // the landing page's banner: an established owner's web campaign, naming the business and RVs
  'GET /api/marketing/banners', // the wizard's banners: those of the listed RVs' owners, beside their RVs
  'GET /api/marketing/open/:token', // a campaign email's image; the recipient's random token is the credential
  'GET /api/marketing/click/:token', // a campaign email's link: redirects only to that campaign's own links
  'POST /api/marketing/unsubscribe', // the emailed unsubscribe link; the recipient's random token is the credential
  'POST /api/mobile-app/send-link', // texts the app's download page (a real mobile number; limited per client and number)
  'GET /api/payments/config', // which card form the checkout shows
  'GET /api/payments/receipt', // the payer's return: their payment's state, proven by its client secret (rate limited)
  'POST /api/create-payment-intent', // the renter's checkout (rate limited; bookings pay their own total)
  'POST /api/bookings/:id/payment', // applies only what the payment provider confirms
  'POST /api/payments/test-card', // the offline test-mode card form
  'POST /api/payments/stripe-webhook', // Stripe itself, trusted by signature only
  'POST /api/payments/receipts/renter', // a renter's receipt, proven by booking id + email (rate limited)
  'POST /api/payments/receipts/renter/pdf', // the same receipt as a PDF
  'GET /api/payments/cancellation', // a renter's refund preview, proven by booking id + email like the lookup (rate limited)
  'POST /api/payments/cancellation', // a renter cancels their booking, proven the same way (rate limited)
  'POST /api/messages/enquiries', // a renter asks about a listed RV (rate limited per client and email); the answer reaches only their email
  'POST /api/messages/renter-link', // a renter's link to their booking's conversation, proven by booking id + email (rate limited)
  'POST /api/messages/renter/photos', // a renter's message photo; the link's 160-bit secret is the credential, the conversation's own allowance
  'GET /api/messages/renter/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}', // a renter's conversation; the 160-bit secret of their link is the credential
  'POST /api/messages/renter/:id{[0-9a-fA-F]+(?:-[0-9a-fA-F]+)+}/messages', // a renter writes in it, proven the same way (rate limited)
  'POST /api/reviews/renter/lookup', // a renter's trip as reviews see it, proven by booking id + email (rate limited)
  'POST /api/reviews/renter', // a renter reviews their completed trip, proven the same way (rate limited)
  'POST /api/reviews/renter/reply', // a renter replies to the owner's published review of them, proven the same way
  'GET /media/*', // photos shown on public pages; keys are unguessable UUIDs
])
