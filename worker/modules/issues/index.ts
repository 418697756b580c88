/**
 * What other modules and the Worker's entry points may use of issues: the issue emails, and
 * (from its parts) maintenance for the dashboard and calendar sync for the daily cron and its queue messages.
 */
export { issueEmailTemplates } from './tickets/emails'
export {
  consumeCalendarSyncs,
  isCalendarSyncMessage,
  queueCalendarFeedSyncs,
  type CalendarSyncMessage,
} from './calendar/sync-queue'
export { upcomingMaintenance } from './maintenance'
