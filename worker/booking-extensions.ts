/**
 * What other domains add to the booking lifecycle, registered once: bookings runs them inside its
 * own batches without importing those domains (the import graph keeps it so).
 */
import { registerBookingExtensions } from './modules/bookings'
import { leadBookingExtension } from './modules/leads'
import { marketingBookingExtension } from './modules/marketing'
import { paymentsBookingExtension } from './modules/payments'
import { pricingBookingExtension } from './modules/pricing'

registerBookingExtensions(
  leadBookingExtension,
  marketingBookingExtension,
  pricingBookingExtension,
  paymentsBookingExtension,
)
