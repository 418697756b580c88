import { sql, type SQL } from 'drizzle-orm'

/**
 * Whether the lead `leadId` points at had its renter's confirmation refused for good by the email
 * provider. A send whose outcome is unknown (the sweep's 'may or may not have reached') still has
 * its send start recorded, so it is not a bounce; neither is an email still being retried.
 */
export const confirmationBounced = (leadId: SQL) => sql<number>`exists (
  select 1 from leads join notifications on notifications.id = leads.confirmation_notification_id
  where leads.id = ${leadId} and notifications.status = 'failed' and notifications.send_started_at is null)`
