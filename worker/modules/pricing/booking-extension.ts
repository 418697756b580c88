/** Pricing's part in the booking lifecycle: every stay is priced by its RV's terms. */
import type { BookingExtension } from '../bookings'
import { pricingTermsFor } from './terms'

export const pricingBookingExtension: BookingExtension = { pricingTerms: pricingTermsFor }
