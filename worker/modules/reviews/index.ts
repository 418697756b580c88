/**
 * What other modules and the Worker's entry points may use of reviews: an RV's published reviews
 * and averages (the listing page), the invitation email's template and the booking extension that
 * sends it when a trip completes.
 */
export { rvReviewSummary } from './read'
export { reviewEmailTemplates } from './emails'
export { reviewsBookingExtension } from './booking-extension'
