/**
 * What other modules and the Worker's jobs may use of bookings: the occupancy rule, the lifecycle's
 * transitions, the booking emails and the scheduled clean-ups. Everything else stays inside.
 */
export { conflictingBookingExists, isBusinessBooking } from './availability'
export { bookingEmailTemplates, storedBookingEmail } from './emails'
export { deleteOldExpiredHolds, expireLapsedHolds } from './hold-expiry'
export { transitionStatements, transitionWritten } from './lifecycle'
export { writeTripReminders } from './reminders'
export { MAX_DAYS_AHEAD } from './service'
