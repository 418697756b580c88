/** What other modules may use of maintenance: the dashboard's next due tasks. */
export { upcomingMaintenance } from './list'
