/**
 * What other domains add to the booking lifecycle, registered once: bookings runs them inside its
 * own batches without importing those domains (the import graph keeps it so).
 */
import { registerBookingExtensions } from './modules/bookings'
import { leadBookingExtension } from './modules/leads'
import { marketingBookingExtension } from './modules/marketing'
import { paymentsBookingExtension, requestPaymentsExtension } from './modules/payments'
import { mailer } from './modules/notifications'
import { partnerEarningsBookingExtension } from './modules/partners'
import { pricingBookingExtension } from './modules/pricing'
import { reviewsBookingExtension } from './modules/reviews'

registerBookingExtensions(
  leadBookingExtension,
  marketingBookingExtension,
  pricingBookingExtension,
  paymentsBookingExtension,
  // Charges or releases a request to book's authorised card when its owner answers or it expires.
  requestPaymentsExtension,
  // Records a venue partner's earning when a booking with their site is paid, less what refunds give back of it.
  partnerEarningsBookingExtension,
  // Invites the renter to review a completed trip (it writes an email, so it is given the mailer).
  reviewsBookingExtension(mailer),
)
