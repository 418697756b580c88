/**
 * What other modules and the Worker's jobs may use of bookings: the occupancy rule (and its
 * bookings-only half, which a block may not cover), the lifecycle's transitions, the booking
 * emails and the scheduled clean-ups. Everything else stays inside.
 */
export { datesLostMeanwhile, isBusinessBooking, nightsTaken, occupiesNights } from './availability'
export { bookingEmailTemplates, storedBookingEmail } from './emails'
export { registerBookingExtensions, type BookingExtension } from './extensions'
export { deleteOldExpiredHolds, expireLapsedHolds } from './hold-expiry'
export { transitionStatements, transitionWritten } from './lifecycle'
export { writeTripReminders } from './reminders'
export { renterBookingById, renterBookingParties } from './renter-lookup'
export { bookedOn, firstBookingOn, MAX_DAYS_AHEAD } from './service'
