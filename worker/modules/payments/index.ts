/**
 * What other modules may use of payments: the payment provider and replacing earlier intents (an
 * owner paying their lead fees), the robot check's setup (test mode's pass-through follows the
 * payments' test mode), its extension of the booking lifecycle (a cancellation's refund), and, for
 * the jobs, clearing records of payments that never went through and asking again for refunds left pending.
 */
export { botCheckConfig } from './bot-check'
export { deleteStalePaymentRecords } from './cleanup'
export { configuredProvider, paymentProvider, type PaymentProvider } from './provider'
export { paymentsBookingExtension } from './refunds/booking-extension'
export { requestPaymentsExtension } from './requests/booking-extension'
export { retryPendingRefunds } from './refunds/send'
export { replaceEarlierIntents } from './replace-intents'
