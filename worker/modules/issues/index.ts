/**
 * What other modules and the Worker's entry points may use of issues: the issue emails, and
 * (from its parts) maintenance for the dashboard and calendar sync for the daily cron.
 */
export { issueEmailTemplates } from './tickets/emails'
export { syncAllCalendarFeeds } from './calendar/sync'
export { upcomingMaintenance } from './maintenance'
