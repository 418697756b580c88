import { sql, type SQL } from 'drizzle-orm'

/**
 * 'Convert to booking': the lead becomes converted in the booking's own batch, and only if the
 * booking was written (`bookingWritten`), so a refused booking leaves the lead as it was.
 */
export const convertedByBooking = (ownerId: string, leadId: string, bookingWritten: SQL, now: number) =>
  sql`update leads set status = 'converted', updated_at = ${now} where id = ${leadId} and owner_id = ${ownerId} and ${bookingWritten}`
