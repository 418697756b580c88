/**
 * What other modules may use of payments: the payment provider and replacing earlier intents (an
 * owner paying their lead fees), the robot check's setup (test mode's pass-through follows the
 * payments' test mode), and, for the daily jobs, clearing records of payments that never went through.
 */
export { botCheckConfig } from './bot-check'
export { deleteStalePaymentRecords } from './cleanup'
export { paymentProvider, type PaymentProvider } from './provider'
export { replaceEarlierIntents } from './replace-intents'
