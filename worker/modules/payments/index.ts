/** What the daily jobs may use of payments: clearing records of payments that never went through. */
export { deleteStalePaymentRecords } from './cleanup'
