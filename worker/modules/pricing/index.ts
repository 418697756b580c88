/**
 * What other modules and the Worker may use of pricing: its extension of the booking lifecycle
 * (each RV's rate rules, taxes, add-ons and policy) and the terms of a page of RVs for search.
 */
export { pricingBookingExtension } from './booking-extension'
export { pricingTermsFor } from './terms'
export { stayAllowedByRates } from './stay-rules'
