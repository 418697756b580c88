/**
 * What other modules may use of payments: the payment provider and replacing earlier intents (an
 * owner paying their lead fees),
 * and, for the daily jobs, clearing records of payments that never went through.
 */
export { deleteStalePaymentRecords } from './cleanup'
export { paymentProvider, type PaymentProvider } from './provider'
export { replaceEarlierIntents } from './replace-intents'
