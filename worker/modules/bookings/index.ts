/**
 * What other modules and the Worker's jobs may use of bookings: the occupancy rule (and the way a
 * block meets it, for maintenance), the lifecycle's transitions, the booking emails and the
 * scheduled clean-ups. Everything else stays inside.
 */
export {
  datesLostMeanwhile,
  firstTakerForBlock,
  isBusinessBooking,
  nightsTaken,
  nightsTakenForBlock,
  occupiesNights,
  siteFitsRv,
  siteTakes,
  type NightsTaker,
} from './availability'
export { bookingEmailTemplates, storedBookingEmail } from './emails'
export {
  paymentReceivedStatements,
  refundsWrittenStatements,
  registerBookingExtensions,
  type BookingExtension,
  type PricingTerms,
} from './extensions'
export { expireLapsedRequests } from './requests'
export { REQUEST_HOURS, requestEmailTemplates, storedRequestEmails } from './request-emails'
export { deleteOldExpiredHolds, expireLapsedHolds } from './hold-expiry'
export { transitionStatements, transitionWritten } from './lifecycle'
export { writeTripReminders } from './reminders'
export { renterBookingById, renterBookingParties } from './renter-lookup'
export { MAX_DAYS_AHEAD } from './service'
